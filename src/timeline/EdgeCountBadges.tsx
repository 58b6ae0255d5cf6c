/**
 * The counts of what lies outside the visible range, drawn as small badges inside the
 * plot's left and right edges: consumptions and what a drag would do to them on the
 * consumption lane's edges, grants on the grant title row. Each says in its tooltip what
 * it counts; zero counts draw nothing.
 */
import { statusColors } from '../theme';
import type { EdgeCounts, SideCounts } from './edgeCounts';
import { formatCredits } from './format';

const BADGE_CHAR_WIDTH_PX = 6.6;
const BADGE_PADDING_PX = 5;
const BADGE_HEIGHT_PX = 16;
const BADGE_ROW_PX = 20;
const EDGE_INSET_PX = 3;

type Side = 'before' | 'after';
type BadgeKind = keyof SideCounts;

interface Badge {
  kind: BadgeKind;
  text: string;
  title: string;
}

function countText(count: number, words: string, side: Side): string {
  const counted = words === '' ? formatCredits(count) : `${formatCredits(count)} ${words}`;
  return side === 'before' ? `\u2190 ${counted}` : `${counted} \u2192`;
}

function whereText(side: Side): string {
  return side === 'before' ? 'before the visible range' : 'after the visible range';
}

/** The consumption-lane badges of one side, top to bottom: all, then broken, then becoming accepted. */
function laneBadges(counts: SideCounts, side: Side): Badge[] {
  const badges: Badge[] = [];
  if (counts.consumptions > 0) {
    const title = `${formatCredits(counts.consumptions)} consumptions ${whereText(side)}`;
    badges.push({ kind: 'consumptions', text: countText(counts.consumptions, '', side), title });
  }
  if (counts.broken > 0) {
    const title = `${formatCredits(counts.broken)} accepted consumptions the drag would break, ${whereText(side)}`;
    badges.push({ kind: 'broken', text: countText(counts.broken, 'broken', side), title });
  }
  if (counts.becomesAccepted > 0) {
    const words = counts.becomesAccepted === 1 ? 'becomes accepted' : 'become accepted';
    const title = `${formatCredits(counts.becomesAccepted)} refused consumptions the drag would get accepted, ${whereText(side)}`;
    badges.push({ kind: 'becomesAccepted', text: countText(counts.becomesAccepted, words, side), title });
  }
  return badges;
}

function grantBadge(counts: SideCounts, side: Side): Badge | null {
  if (counts.grants === 0) return null;
  const words = counts.grants === 1 ? 'grant' : 'grants';
  return { kind: 'grants', text: countText(counts.grants, words, side), title: `${formatCredits(counts.grants)} ${words} ${whereText(side)}` };
}

const BADGE_COLORS: Record<BadgeKind, string> = {
  consumptions: '#3d4451',
  grants: '#3d4451',
  broken: statusColors.broken,
  becomesAccepted: statusColors.becomesAccepted,
};

function BadgeMark({ badge, side, x, y }: { badge: Badge; side: Side; x: number; y: number }) {
  const width = badge.text.length * BADGE_CHAR_WIDTH_PX + 2 * BADGE_PADDING_PX;
  const left = side === 'before' ? x : x - width;
  const color = BADGE_COLORS[badge.kind];
  return (
    <g className="timeline-edge-badge" data-edge={side} data-edge-kind={badge.kind}>
      <title>{badge.title}</title>
      <rect x={left} y={y} width={width} height={BADGE_HEIGHT_PX} rx={BADGE_HEIGHT_PX / 2} stroke={color} />
      <text x={left + width / 2} y={y + BADGE_HEIGHT_PX / 2} fill={color}>
        {badge.text}
      </text>
    </g>
  );
}

interface EdgeCountBadgesProps {
  counts: EdgeCounts;
  plotLeft: number;
  plotRight: number;
  laneTop: number;
  grantRowY: number;
  /** Where the grant title text ends, so the left grant badge starts after it. */
  grantTitleEndX: number;
}

export function EdgeCountBadges({ counts, plotLeft, plotRight, laneTop, grantRowY, grantTitleEndX }: EdgeCountBadgesProps) {
  const sides: [Side, number][] = [['before', plotLeft + EDGE_INSET_PX], ['after', plotRight - EDGE_INSET_PX]];
  return (
    <g className="timeline-edge-badges">
      {sides.map(([side, x]) => {
        const grants = grantBadge(counts[side], side);
        const grantX = side === 'before' ? Math.max(x, grantTitleEndX + 12) : x;
        return (
          <g key={side}>
            {laneBadges(counts[side], side).map((badge, row) => (
              <BadgeMark key={badge.kind} badge={badge} side={side} x={x} y={laneTop + 2 + row * BADGE_ROW_PX} />
            ))}
            {grants !== null && <BadgeMark badge={grants} side={side} x={grantX} y={grantRowY - BADGE_HEIGHT_PX / 2} />}
          </g>
        );
      })}
    </g>
  );
}
