/**
 * The ghost of the dragged candidate: a dashed line at its snapped time across the
 * consumption lane, a marker, and the drag label on a white box. It is drawn for the eye
 * only (aria-hidden); screen readers hear the same label from the handle's status line.
 */
import { useLabStore } from '../store';
import type { TimelineFrame } from '../timeline/timelineFrame';
import { dragLabel } from './dragLabel';
import type { DragAnswer, DragCandidate } from './dragTypes';

const MARKER_RADIUS_PX = 7;
const LABEL_HEIGHT_PX = 22;
const LABEL_GAP_PX = 10;
/** A generous width per character of the 13px label, to decide which side it fits on. */
const LABEL_CHAR_WIDTH_PX = 7.4;

type Verdict = 'checking' | 'fits' | 'refused' | 'changes' | 'no-change';

/** Colours the ghost: green when the candidate fits, red when it is refused or changes outcomes. */
function verdictOf(drag: DragCandidate, answer: DragAnswer | null): Verdict {
  if (answer === null || answer.time !== drag.time) return 'checking';
  if (answer.kind === 'edit') return answer.changedIds.length > 0 ? 'changes' : 'no-change';
  return answer.preview.accepted ? 'fits' : 'refused';
}

export function GhostMarker({ frame }: { frame: TimelineFrame }) {
  const drag = useLabStore((state) => state.drag);
  const answer = useLabStore((state) => state.dragAnswer);
  if (drag === null || drag.time === null) return null;
  const x = frame.scale(drag.time);
  const [plotLeft, plotRight] = frame.scale.range();
  if (x < plotLeft || x > plotRight) return null;

  const label = dragLabel(drag, answer);
  const labelWidth = label.length * LABEL_CHAR_WIDTH_PX + 16;
  // The label sits right of the ghost unless that would run past the plot.
  const labelX = x + LABEL_GAP_PX + labelWidth <= plotRight ? x + LABEL_GAP_PX : x - LABEL_GAP_PX - labelWidth;
  const laneBottom = frame.laneTop + frame.laneHeight;
  // Marker and label sit together at the top of the lane, like a flag on the ghost line.
  const labelMiddleY = frame.laneTop + LABEL_HEIGHT_PX / 2;
  return (
    <g className="drag-ghost" aria-hidden="true" data-drag-ghost="" data-time={drag.time} data-verdict={verdictOf(drag, answer)}>
      <line className="drag-ghost-line" x1={x} x2={x} y1={frame.laneTop - 6} y2={laneBottom} />
      {drag.subject.kind !== 'resize-grant' && <circle className="drag-ghost-marker" cx={x} cy={labelMiddleY} r={MARKER_RADIUS_PX} />}
      <rect className="drag-ghost-label-box" x={labelX} y={frame.laneTop} width={labelWidth} height={LABEL_HEIGHT_PX} rx={4} />
      <text className="drag-ghost-label" x={labelX + 8} y={labelMiddleY + 4.5}>
        {label}
      </text>
    </g>
  );
}
