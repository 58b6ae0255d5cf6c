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
import { PhraseText } from '../text/IdText';
import { plainText } from '../text/phrase';
import type { TimelineFrame } from '../timeline/timelineFrame';
import { dragLabel } from './dragLabel';
import { labelPlacement, verdictOf } from './ghostLayout';

interface GhostMarkerProps {
  frame: TimelineFrame;
  /** Where the timeline's header SVG (the scale's coordinates) sits inside the frame. */
  origin: { left: number; top: number };
}

export function GhostMarker({ frame, origin }: GhostMarkerProps) {
  const drag = useLabStore((state) => state.drag);
  const answer = useLabStore((state) => state.dragAnswer);
  const policy = useLabStore((state) => state.scenario.policy);
  if (drag === null || drag.time === null) return null;
  const x = frame.scale(drag.time);
  const [plotLeft, plotRight] = frame.scale.range();
  if (x < plotLeft || x > plotRight) return null;

  const label = dragLabel(drag, answer, policy);
  const placement = labelPlacement(x, plainText(label), plotLeft, plotRight);
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
      <div className="drag-ghost-label" style={{ left: placement.left, right: placement.right, maxWidth: placement.maxWidth }}>
        <PhraseText phrase={label} />
      </div>
    </div>
  );
}
