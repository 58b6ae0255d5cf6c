/**
 * One grant bar: the window (both ends included), the credit still left in it stepping
 * down at each draw, a tick per draw with the amount taken when the lane has room.
 */
import { memo } from 'react';
import type { GrantView } from '../ledger/types';
import { grantDescription } from './format';
import type { GrantDraw, LaneMetrics } from './grantLanes';
import { grantShape } from './grantShape';
import type { TimeRange, TimeScale } from './timeScale';

/** Draw amounts are written on the bar only when a lane is tall enough to hold text. */
const DRAW_LABEL_LANE_MIN_PX = 22;
/** On thinner bars dark ticks would hide the bar's colour; the steps alone show the draws. */
const DRAW_TICK_BAR_MIN_PX = 8;

interface GrantBarProps {
  grant: GrantView;
  color: string;
  draws: readonly GrantDraw[];
  scale: TimeScale;
  range: TimeRange;
  metrics: LaneMetrics;
  /** x of the selected consumption's link, whose own label replaces the draw label there. */
  linkX: number | null;
  /** Teaching playback: the step at which this grant arrived, and whether that is the current step. */
  arrivalNumber: number | null;
  justArrived: boolean;
  /** True when the current step added this grant or moved credit in or out of it. */
  changed: boolean;
}

export const GrantBar = memo(function GrantBar(props: GrantBarProps) {
  const { grant, color, draws, scale, range, metrics, linkX, arrivalNumber, justArrived, changed } = props;
  const [plotLeft, plotRight] = scale.range();
  const box = { top: metrics.barOffset, height: metrics.barHeight, plotLeft, plotRight };
  const shape = grantShape(grant, draws, scale, range, box, metrics.laneHeight >= DRAW_LABEL_LANE_MIN_PX);
  return (
    <g className="timeline-grant-bar" data-just-arrived={justArrived ? 'true' : undefined} data-changed={changed ? 'true' : undefined}>
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
      {changed && !justArrived && (
        <rect className="timeline-change-ring" x={shape.barX - 2} y={box.top - 2} width={shape.barWidth + 4} height={box.height + 4} />
      )}
      {arrivalNumber !== null && metrics.showLabels && (
        <text className="timeline-arrival-label" x={shape.barX + 3} y={box.top + box.height - 3}>
          #{arrivalNumber}
        </text>
      )}
      <path d={shape.leftAreaPath} fill={color} fillOpacity={0.55} pointerEvents="none" />
      {box.height >= DRAW_TICK_BAR_MIN_PX && <path d={shape.drawTicksPath} className="timeline-draw-tick" pointerEvents="none" />}
      {shape.drawLabels.filter((label) => linkX === null || label.x !== Math.round(linkX)).map((label) => (
        <text key={label.x} className="timeline-draw-label" x={label.x + 3} y={box.top + 10}>
          {label.text}
        </text>
      ))}
    </g>
  );
});
