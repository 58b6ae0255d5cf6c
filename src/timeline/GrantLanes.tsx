/**
 * The grant lanes: grants packed into shared lanes (grantPacking.ts), each bar on the
 * shared x scale with its name inside when it fits (the tooltip has it otherwise). Only
 * the lanes scrolled into view and the bars overlapping the visible range are drawn.
 * Links of the selected consumption end here.
 */
import type { GrantView } from '../ledger/types';
import type { PlaybackArrivals } from '../store/playbackArrivals';
import { isolateId } from '../text/phrase';
import { grantColor } from '../theme';
import { formatCredits } from './format';
import { GrantBar } from './GrantBar';
import { textWidthPx } from './textWidth';
import { visibleGrantsOfLane, visibleLaneRange, type GrantDraw, type LaneMetrics } from './grantLanes';
import type { SelectionLinks } from './selectionLinks';
import { cellStart, linearMapping, type TimeRange, type TimeScale } from './timeScale';

interface GrantLanesProps {
  lanes: readonly (readonly GrantView[])[];
  grantIndexById: ReadonlyMap<string, number>;
  drawIndex: ReadonlyMap<string, readonly GrantDraw[]>;
  scale: TimeScale;
  range: TimeRange;
  metrics: LaneMetrics;
  width: number;
  clipId: string;
  links: SelectionLinks | null;
  arrivals: PlaybackArrivals;
  /** How far the grant area is scrolled: only lanes in view are drawn. */
  scrollTop: number;
}

export function GrantLanes(props: GrantLanesProps) {
  const { lanes, metrics, width, clipId, links, scrollTop } = props;
  const { first, end } = visibleLaneRange(metrics, lanes.length, scrollTop);
  return (
    <svg className="timeline-grants" width={width} height={metrics.contentHeight} aria-label="Grants">
      {lanes.slice(first, end).map((lane, offset) => (
        <GrantLane key={first + offset} laneIndex={first + offset} lane={lane} {...props} />
      ))}
      {links !== null && (
        <g clipPath={`url(#${clipId})`}>
          <GrantLinkEnds links={links} metrics={metrics} />
        </g>
      )}
    </svg>
  );
}

/**
 * Bars narrower than this on screen are drawn together as one path per lane: zoomed out
 * over a year, hundreds of them are a few pixels wide, where one node each would cost
 * every zoom frame for nothing a person could point at (or grab by an edge).
 */
const HAIRLINE_MAX_PX = 8;

/** The lane's visible grants split into bars drawn one by one and hairlines drawn as one path. */
function splitHairlines(grants: readonly GrantView[], scale: TimeScale, arrivals: PlaybackArrivals) {
  const { slope, offset } = linearMapping(scale);
  const bars: GrantView[] = [];
  const hairlines: string[] = [];
  for (const grant of grants) {
    const left = slope * cellStart(grant.start) + offset;
    const width = slope * (grant.end - grant.start + 1);
    // A grant the playback step is about stays a bar of its own, ringed.
    const inFocus = arrivals.arrived?.id === grant.id || arrivals.changed.grants.has(grant.id);
    if (width >= HAIRLINE_MAX_PX || inFocus) bars.push(grant);
    else hairlines.push(`M${left.toFixed(1)},0h${Math.max(width, 1).toFixed(1)}v1h${(-Math.max(width, 1)).toFixed(1)}Z`);
  }
  return { bars, hairlineCount: hairlines.length, hairlinePath: hairlines.join('') };
}

function Hairlines({ path, count, metrics }: { path: string; count: number; metrics: LaneMetrics }) {
  // Drawn in a unit-high box scaled to the bar, so the path does not depend on the lane height.
  return (
    <path
      className="timeline-grant-hairlines"
      d={path}
      transform={`translate(0,${metrics.barOffset}) scale(1,${metrics.barHeight})`}
      data-hairline-count={count}
    >
      <title>{`${formatCredits(count)} grants too short to show one by one at this zoom: zoom in to see each`}</title>
    </path>
  );
}

function GrantLane({ laneIndex, lane, ...props }: GrantLanesProps & { laneIndex: number; lane: readonly GrantView[] }) {
  const { grantIndexById, drawIndex, scale, range, metrics, width, clipId, links, arrivals } = props;
  const { bars, hairlineCount, hairlinePath } = splitHairlines(visibleGrantsOfLane(lane, range), scale, arrivals);
  return (
    <g transform={`translate(0,${laneIndex * metrics.laneHeight})`} data-lane={laneIndex}>
      {metrics.showLabels && laneIndex % 2 === 1 && <rect className="timeline-lane-stripe" x={0} width={width} height={metrics.laneHeight} />}
      <g clipPath={`url(#${clipId})`}>
        {hairlineCount > 0 && <Hairlines path={hairlinePath} count={hairlineCount} metrics={metrics} />}
        {bars.map((grant) => (
          <GrantBar
            key={grant.id}
            grant={grant}
            color={grantColor(grantIndexById.get(grant.id) ?? 0)}
            draws={drawIndex.get(grant.id) ?? []}
            scale={scale}
            range={range}
            metrics={metrics}
            linkX={links?.targets.some((target) => target.grantId === grant.id) ? links.x : null}
            arrivalNumber={arrivals.arrivalNumbers.grants.get(grant.id) ?? null}
            justArrived={arrivals.arrived?.kind === 'grant' && arrivals.arrived.id === grant.id}
            changed={arrivals.changed.grants.has(grant.id)}
          />
        ))}
      </g>
    </g>
  );
}

/** The lower part of each selection link: down the grant area to the bar it drew from. */
function GrantLinkEnds({ links, metrics }: { links: SelectionLinks; metrics: LaneMetrics }) {
  return (
    <g className="timeline-links" pointerEvents="none">
      {links.targets.map((target) => {
        const barMiddle = target.laneIndex * metrics.laneHeight + metrics.laneHeight / 2;
        const label = `${formatCredits(target.amount)} from ${isolateId(target.grantId)}`;
        return (
          <g key={target.grantId} data-link-grant-id={target.grantId}>
            <line x1={links.x} x2={links.x} y1={0} y2={barMiddle} />
            <circle cx={links.x} cy={barMiddle} r={3} />
            {/* A card under the label: it lands on the bar's own name, and a halo alone let
                those letters show between its own ("75,555,547 from" over "1,000,000,000"). */}
            <rect className="timeline-link-card" x={links.x + 3} y={barMiddle - 16} width={textWidthPx(label, 11, 600) + 6} height={15} rx={2} />
            <text x={links.x + 6} y={barMiddle - 4}>{label}</text>
          </g>
        );
      })}
    </g>
  );
}
