/**
 * The grant lanes: one lane per grant, its label in the gutter and its bar on the shared
 * x scale. Bars outside the visible range are not drawn (their label stays, so the lane
 * order never shifts while panning). Links of the selected consumption end here.
 */
import type { GrantView } from '../ledger/types';
import type { PlaybackArrivals } from '../store/usePlaybackArrivals';
import { isolateId } from '../text/phrase';
import { grantColor } from '../theme';
import { GUTTER_WIDTH_PX } from './dimensions';
import { formatCredits, grantDescription, grantLabel } from './format';
import { GrantBar } from './GrantBar';
import { grantOverlapsRange, visibleLaneRange, type GrantDraw, type LaneMetrics } from './grantLanes';
import type { SelectionLinks } from './selectionLinks';
import type { TimeRange, TimeScale } from './timeScale';

const GUTTER_TEXT_PADDING_PX = 8;
/** Lanes this tall show what is left of the grant under its label. */
const TWO_LINE_LANE_MIN_PX = 32;

interface GrantLanesProps {
  grants: readonly GrantView[];
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
  const { grants, drawIndex, scale, range, metrics, width, clipId, links, arrivals, scrollTop } = props;
  const { laneHeight } = metrics;
  const { first, end } = visibleLaneRange(metrics, grants.length, scrollTop);
  return (
    <svg className="timeline-grants" width={width} height={metrics.contentHeight} aria-label="Grants">
      {grants.slice(first, end).map((grant, offset) => (
        <g key={grant.id} transform={`translate(0,${(first + offset) * laneHeight})`}>
          {metrics.showLabels && (first + offset) % 2 === 1 && (
            <rect className="timeline-lane-stripe" x={0} width={width} height={laneHeight} />
          )}
          {metrics.showLabels && <LaneLabel grant={grant} metrics={metrics} />}
          {grantOverlapsRange(grant, range) && (
            <g clipPath={`url(#${clipId})`}>
              <GrantBar
                grant={grant}
                color={grantColor(first + offset)}
                draws={drawIndex.get(grant.id) ?? []}
                scale={scale}
                range={range}
                metrics={metrics}
                linkX={links?.targets.some((target) => target.grantId === grant.id) ? links.x : null}
                arrivalNumber={arrivals.arrivalNumbers.grants.get(grant.id) ?? null}
                justArrived={arrivals.arrived?.kind === 'grant' && arrivals.arrived.id === grant.id}
                changed={arrivals.changed.grants.has(grant.id)}
              />
            </g>
          )}
        </g>
      ))}
      {links !== null && (
        <g clipPath={`url(#${clipId})`}>
          <GrantLinkEnds links={links} metrics={metrics} />
        </g>
      )}
    </svg>
  );
}

/** "id · amount" in the gutter and, when the lane has room, what is left of the grant. */
function LaneLabel({ grant, metrics }: { grant: GrantView; metrics: LaneMetrics }) {
  const x = GUTTER_WIDTH_PX - GUTTER_TEXT_PADDING_PX;
  const twoLines = metrics.laneHeight >= TWO_LINE_LANE_MIN_PX;
  const middle = metrics.laneHeight / 2;
  return (
    <g>
      <title>{grantDescription(grant)}</title>
      <text className="timeline-lane-label" x={x} y={twoLines ? middle - 7 : middle}>
        {grantLabel(grant.id, grant.amount)}
      </text>
      {twoLines && (
        <text className="timeline-lane-label timeline-lane-sublabel" x={x} y={middle + 8}>
          {`${formatCredits(grant.left)} left`}
        </text>
      )}
    </g>
  );
}

/** The lower part of each selection link: down the grant area to the bar it drew from. */
function GrantLinkEnds({ links, metrics }: { links: SelectionLinks; metrics: LaneMetrics }) {
  return (
    <g className="timeline-links" pointerEvents="none">
      {links.targets.map((target) => {
        const barMiddle = target.laneIndex * metrics.laneHeight + metrics.laneHeight / 2;
        return (
          <g key={target.grantId} data-link-grant-id={target.grantId}>
            <line x1={links.x} x2={links.x} y1={0} y2={barMiddle} />
            <circle cx={links.x} cy={barMiddle} r={3} />
            <text x={links.x + 6} y={barMiddle - 4}>{`${formatCredits(target.amount)} from ${isolateId(target.grantId)}`}</text>
          </g>
        );
      })}
    </g>
  );
}
