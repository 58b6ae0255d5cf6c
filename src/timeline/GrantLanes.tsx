/**
 * The grant lanes: one lane per grant, its label in the gutter and its bar on the shared
 * x scale. Bars outside the visible range are not drawn (their label stays, so the lane
 * order never shifts while panning). Links of the selected consumption end here.
 */
import { memo } from 'react';
import type { GrantView } from '../ledger/types';
import { usePlaybackArrivals } from '../store/usePlaybackArrivals';
import { grantColor } from '../theme';
import { GUTTER_WIDTH_PX } from './dimensions';
import { formatCredits, formatTime, grantLabel } from './format';
import { grantOverlapsRange, type GrantDraw, type LaneMetrics } from './grantLanes';
import { grantShape } from './grantShape';
import type { SelectionLinks } from './selectionLinks';
import type { TimeRange, TimeScale } from './timeScale';

/** Draw amounts are written on the bar only when a lane is tall enough to hold text. */
const DRAW_LABEL_LANE_MIN_PX = 22;
const GUTTER_TEXT_PADDING_PX = 8;

interface GrantLanesProps {
  grants: readonly GrantView[];
  drawIndex: ReadonlyMap<string, readonly GrantDraw[]>;
  scale: TimeScale;
  range: TimeRange;
  metrics: LaneMetrics;
  width: number;
  clipId: string;
  links: SelectionLinks | null;
}

function grantDescription(grant: GrantView): string {
  return (
    `Grant ${grant.id}: ${formatCredits(grant.amount)} credits usable from t=${formatTime(grant.start)} ` +
    `to t=${formatTime(grant.end)} (both included); ${formatCredits(grant.drawn)} drawn, ${formatCredits(grant.left)} left`
  );
}

interface GrantBarProps {
  grant: GrantView;
  color: string;
  draws: readonly GrantDraw[];
  scale: TimeScale;
  range: TimeRange;
  metrics: LaneMetrics;
  /** Teaching playback: the step at which this grant arrived, and whether that is the current step. */
  arrivalNumber: number | null;
  justArrived: boolean;
}

const GrantBar = memo(function GrantBar({ grant, color, draws, scale, range, metrics, arrivalNumber, justArrived }: GrantBarProps) {
  const [plotLeft, plotRight] = scale.range();
  const box = { top: metrics.barOffset, height: metrics.barHeight, plotLeft, plotRight };
  const shape = grantShape(grant, draws, scale, range, box, metrics.laneHeight >= DRAW_LABEL_LANE_MIN_PX);
  return (
    <g className="timeline-grant-bar" data-just-arrived={justArrived ? 'true' : undefined}>
      <rect
        data-grant-id={grant.id}
        role="img"
        aria-label={grantDescription(grant)}
        x={shape.barX}
        y={box.top}
        width={shape.barWidth}
        height={box.height}
        fill={color}
        fillOpacity={0.12}
        stroke={color}
      >
        <title>{grantDescription(grant)}</title>
      </rect>
      {justArrived && (
        <rect className="timeline-arrival-ring" x={shape.barX - 2} y={box.top - 2} width={shape.barWidth + 4} height={box.height + 4} />
      )}
      {arrivalNumber !== null && (
        <text className="timeline-arrival-label" x={shape.barX + 3} y={box.top + box.height - 3}>
          #{arrivalNumber}
        </text>
      )}
      <path d={shape.leftAreaPath} fill={color} fillOpacity={0.55} pointerEvents="none" />
      <path d={shape.drawTicksPath} className="timeline-draw-tick" pointerEvents="none" />
      {shape.drawLabels.map((label) => (
        <text key={label.x} className="timeline-draw-label" x={label.x + 3} y={box.top + 10}>
          {label.text}
        </text>
      ))}
    </g>
  );
});

export function GrantLanes({ grants, drawIndex, scale, range, metrics, width, clipId, links }: GrantLanesProps) {
  const { laneHeight } = metrics;
  const { arrivalNumbers, arrived } = usePlaybackArrivals();
  return (
    <svg className="timeline-grants" width={width} height={metrics.contentHeight} aria-label="Grants">
      {grants.map((grant, index) => (
        <g key={grant.id} transform={`translate(0,${index * laneHeight})`}>
          {index % 2 === 1 && <rect className="timeline-lane-stripe" x={0} width={width} height={laneHeight} />}
          {metrics.showLabels && (
            <text className="timeline-lane-label" x={GUTTER_WIDTH_PX - GUTTER_TEXT_PADDING_PX} y={laneHeight / 2}>
              {grantLabel(grant.id, grant.amount)}
              <title>{grantDescription(grant)}</title>
            </text>
          )}
          {grantOverlapsRange(grant, range) && (
            <g clipPath={`url(#${clipId})`}>
              <GrantBar
                grant={grant}
                color={grantColor(index)}
                draws={drawIndex.get(grant.id) ?? []}
                scale={scale}
                range={range}
                metrics={metrics}
                arrivalNumber={arrivalNumbers.grants.get(grant.id) ?? null}
                justArrived={arrived?.kind === 'grant' && arrived.id === grant.id}
              />
            </g>
          )}
        </g>
      ))}
      {links !== null && <GrantLinkEnds links={links} metrics={metrics} />}
    </svg>
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
            <text x={links.x + 6} y={barMiddle - 4}>{`${formatCredits(target.amount)} from ${target.grantId}`}</text>
          </g>
        );
      })}
    </g>
  );
}
