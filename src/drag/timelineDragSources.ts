/**
 * Dragging what is already on the timeline: a consumption marker (to move it in time) or
 * the left or right edge of a grant bar (to narrow or widen its window). One delegated
 * pointerdown listener on the timeline frame finds the mark under the pointer; the drag
 * starts only after the pointer travels a few pixels, so a plain click still selects.
 */
import type { Operation } from '../scenario/types';
import type { DragSubject, GrantEdge } from '../store/dragTypes';
import { followPointer, type DragActions } from './followPointer';
import { candidateTimeAt, layerXAt, timelineGeometry } from './timelineGeometry';

/** How far (in pixels) from a grant bar's edge a press still grabs that edge. */
export const EDGE_GRAB_PX = 6;
/** How far the pointer must travel before a press on a mark becomes a drag. */
export const DRAG_THRESHOLD_PX = 4;

export interface DragSourceActions extends DragActions {
  beginDrag(subject: DragSubject, input: 'pointer', time: number | null): void;
}

export interface DragSourceContext {
  operations(): readonly Operation[];
  actions(): DragSourceActions;
}

/**
 * The arrival index of the only operation of `kind` with `id`, or null. An id that occurs
 * several times (a retried consumption) has no single operation a move could change, so
 * it cannot be dragged.
 */
export function soleOperationIndex(operations: readonly Operation[], kind: Operation['kind'], id: string): number | null {
  let found: number | null = null;
  for (const [index, operation] of operations.entries()) {
    if (operation.kind !== kind || operation.id !== id) continue;
    if (found !== null) return null;
    found = index;
  }
  return found;
}

/** Which edge of the window [start, end] a layer x grabs, given the time-to-pixel scale. */
export function grabbedEdge(x: number, start: number, end: number, scale: (time: number) => number): GrantEdge | null {
  // A grant covers whole time cells, so its bar edges sit half a unit outside start and end.
  const startX = scale(start - 0.5);
  const endX = scale(end + 0.5);
  const toStart = Math.abs(x - startX);
  const toEnd = Math.abs(x - endX);
  if (Math.min(toStart, toEnd) > EDGE_GRAB_PX) return null;
  return toStart <= toEnd ? 'start' : 'end';
}

function grantEdgeSubject(target: Element, event: PointerEvent, operations: readonly Operation[]): DragSubject | null {
  const grantId = target.closest('[data-grant-id]')?.getAttribute('data-grant-id');
  const geometry = timelineGeometry();
  if (grantId == null || geometry === null) return null;
  const operationIndex = soleOperationIndex(operations, 'grant', grantId);
  const grant = operationIndex === null ? undefined : operations[operationIndex];
  const x = layerXAt(geometry, event.clientX, event.clientY);
  if (operationIndex === null || grant?.kind !== 'grant' || x === null) return null;
  const edge = grabbedEdge(x, grant.start, grant.end, geometry.xScale);
  return edge === null ? null : { kind: 'resize-grant', operationIndex, grantId, edge };
}

/** The drag a press on `target` would start, or null when it is not on a draggable mark. */
export function subjectUnderPointer(target: Element, event: PointerEvent, operations: readonly Operation[]): DragSubject | null {
  const consumptionId = target.closest('[data-consumption-id]')?.getAttribute('data-consumption-id');
  if (consumptionId != null) {
    const operationIndex = soleOperationIndex(operations, 'consume', consumptionId);
    return operationIndex === null ? null : { kind: 'move-consumption', operationIndex, consumptionId };
  }
  return grantEdgeSubject(target, event, operations);
}

function startAfterThreshold(press: PointerEvent, subject: DragSubject, context: DragSourceContext): void {
  const waitForTravel = (event: PointerEvent) => {
    if (Math.hypot(event.clientX - press.clientX, event.clientY - press.clientY) < DRAG_THRESHOLD_PX) return;
    stopWaiting();
    context.actions().beginDrag(subject, 'pointer', candidateTimeAt(event.clientX, event.clientY));
    followPointer(context.actions);
  };
  function stopWaiting(): void {
    window.removeEventListener('pointermove', waitForTravel);
    window.removeEventListener('pointerup', stopWaiting);
    window.removeEventListener('pointercancel', stopWaiting);
  }
  window.addEventListener('pointermove', waitForTravel);
  window.addEventListener('pointerup', stopWaiting);
  window.addEventListener('pointercancel', stopWaiting);
}

/** Listens on the timeline frame for presses on draggable marks; returns the cleanup. */
export function listenForTimelineDrags(frame: Element, context: DragSourceContext): () => void {
  const onPointerDown = (event: Event) => {
    if (!(event instanceof PointerEvent) || event.button !== 0 || !(event.target instanceof Element)) return;
    const subject = subjectUnderPointer(event.target, event, context.operations());
    if (subject === null) return;
    // Suppresses the compatibility mousedown, so d3-zoom does not pan while a mark is dragged.
    event.preventDefault();
    startAfterThreshold(event, subject, context);
  };
  const showEdgeCursor = (event: Event) => {
    if (!(event instanceof PointerEvent) || !(event.target instanceof SVGElement)) return;
    if (!event.target.hasAttribute('data-grant-id')) return;
    const subject = grantEdgeSubject(event.target, event, context.operations());
    event.target.style.cursor = subject === null ? '' : 'ew-resize';
  };
  frame.addEventListener('pointerdown', onPointerDown);
  frame.addEventListener('pointermove', showEdgeCursor);
  return () => {
    frame.removeEventListener('pointerdown', onPointerDown);
    frame.removeEventListener('pointermove', showEdgeCursor);
  };
}
