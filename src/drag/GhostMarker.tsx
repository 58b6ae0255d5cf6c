/**
 * The ghost of the dragged candidate: a dashed line at its snapped time down the whole
 * timeline, a marker at the top of the consumption lane, and the drag label beside it.
 * It is drawn for the eye only (aria-hidden); screen readers hear the same label from the
 * handle's status line.
 *
 * It is HTML laid over the timeline frame rather than SVG inside it on purpose: a change
 * inside an SVG makes the browser repaint the whole SVG, thousands of marks at 10,000
 * operations, on every pointer move. This element sits on its own compositing layer
 * (will-change: transform), so moving it is a transform and relabelling it repaints
 * only itself.
 */
import { useLabStore } from '../store';
import type { TimelineFrame } from '../timeline/timelineFrame';
import { dragLabel } from './dragLabel';
import type { DragAnswer, DragCandidate } from './dragTypes';

/** A generous width per character of the 13px label, to decide which side it fits on. */
const LABEL_CHAR_WIDTH_PX = 7.4;
const LABEL_GAP_PX = 12;

type Verdict = 'checking' | 'fits' | 'refused' | 'changes' | 'no-change';

/** Colours the ghost: green when the candidate fits, red when it is refused or changes outcomes. */
function verdictOf(drag: DragCandidate, answer: DragAnswer | null): Verdict {
  if (answer === null || answer.time !== drag.time) return 'checking';
  if (answer.kind === 'edit') return answer.changedIds.length > 0 ? 'changes' : 'no-change';
  return answer.preview.accepted ? 'fits' : 'refused';
}

/** The label goes right of the ghost unless it would run past the plot's right edge. */
export function labelSide(x: number, label: string, plotRight: number): 'left' | 'right' {
  return x + LABEL_GAP_PX + label.length * LABEL_CHAR_WIDTH_PX + 16 <= plotRight ? 'right' : 'left';
}

interface GhostMarkerProps {
  frame: TimelineFrame;
  /** Where the timeline's header SVG (the scale's coordinates) sits inside the frame. */
  origin: { left: number; top: number };
}

export function GhostMarker({ frame, origin }: GhostMarkerProps) {
  const drag = useLabStore((state) => state.drag);
  const answer = useLabStore((state) => state.dragAnswer);
  if (drag === null || drag.time === null) return null;
  const x = frame.scale(drag.time);
  const [plotLeft, plotRight] = frame.scale.range();
  if (x < plotLeft || x > plotRight) return null;

  const label = dragLabel(drag, answer);
  return (
    <div
      className="drag-ghost"
      aria-hidden="true"
      data-drag-ghost=""
      data-time={drag.time}
      data-verdict={verdictOf(drag, answer)}
      data-subject={drag.subject.kind}
      style={{ top: origin.top + frame.laneTop, transform: `translate3d(${origin.left + x}px, 0, 0)` }}
    >
      <div className="drag-ghost-line" />
      <div className="drag-ghost-marker" />
      <div className="drag-ghost-label" data-side={labelSide(x, label, plotRight)}>
        {label}
      </div>
    </div>
  );
}
