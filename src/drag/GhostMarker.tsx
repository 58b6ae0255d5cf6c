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
import { useEffect, useState } from 'react';
import { useLabStore } from '../store';
import { PhraseText } from '../text/IdText';
import { plainText } from '../text/phrase';
import type { TimelineFrame } from '../timeline/timelineFrame';
import { dragLabel, withOperationLimitNote } from './dragLabel';
import { labelFits, labelPlacement, plotInView, verdictOf, type ScrolledView } from './ghostLayout';

interface GhostMarkerProps {
  frame: TimelineFrame;
  /** The positioned frame the ghost is drawn in (inside the timeline's sideways scroller). */
  frameElement: HTMLElement;
  /** Where the timeline's header SVG (the scale's coordinates) sits inside the frame. */
  origin: { left: number; top: number };
}

function sameView(a: ScrolledView | null, b: ScrolledView): boolean {
  return a !== null && a.left === b.left && a.width === b.width;
}

/** The scroller's view of the frame while a drag is on, followed as it scrolls. */
function useScrolledView(frameElement: HTMLElement, dragging: boolean): ScrolledView | null {
  const [view, setView] = useState<ScrolledView | null>(null);
  useEffect(() => {
    // The frame sits directly in the timeline's sideways scroller (TimelinePlot.tsx).
    const scroller = frameElement.parentElement;
    if (!dragging || scroller === null) return;
    const read = () => {
      const next = { left: scroller.scrollLeft, width: scroller.clientWidth };
      setView((current) => (sameView(current, next) ? current : next));
    };
    read();
    scroller.addEventListener('scroll', read, { passive: true });
    return () => scroller.removeEventListener('scroll', read);
  }, [frameElement, dragging]);
  return view;
}

export function GhostMarker({ frame, frameElement, origin }: GhostMarkerProps) {
  const drag = useLabStore((state) => state.drag);
  const answer = useLabStore((state) => state.dragAnswer);
  const policy = useLabStore((state) => state.scenario.policy);
  const operationCount = useLabStore((state) => state.scenario.operations.length);
  const view = useScrolledView(frameElement, drag !== null);
  if (drag === null || drag.time === null) return null;
  const x = frame.scale(drag.time);
  const [plotLeft, plotRight] = frame.scale.range();
  if (x < plotLeft || x > plotRight) return null;

  // The label sits in the axis band, which is empty over the lane titles' gutter: it may use that too.
  const [viewLeft, viewRight] = plotInView(0, plotRight, view, origin.left);
  // One line beside the ghost: where the ids do not fit, it counts them (they are painted red).
  const named = withOperationLimitNote(dragLabel(drag, answer, policy), drag, operationCount);
  const label = labelFits(plainText(named), viewLeft, viewRight) ? named : withOperationLimitNote(dragLabel(drag, answer, policy, 'count'), drag, operationCount);
  const placement = labelPlacement(x, plainText(label), viewLeft, viewRight);
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
