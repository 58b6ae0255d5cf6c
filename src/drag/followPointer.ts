/**
 * Window-level pointer tracking for a drag that has begun: pointermove moves the
 * candidate to the snapped time under the pointer (null off the timeline), pointerup
 * drops it, Escape, pointercancel or losing the window cancels it. Listening on the
 * window keeps the drag alive wherever the pointer wanders.
 */
import { candidateTimeAt } from './timelineGeometry';

export interface DragActions {
  moveDrag(time: number | null): void;
  dropDrag(): void;
  cancelDrag(): void;
}

/** Swallows the click that ends a drag, so letting go over a marker does not also select it. */
function swallowNextClick(): void {
  const swallow = (event: MouseEvent) => event.stopPropagation();
  window.addEventListener('click', swallow, { capture: true, once: true });
  // The click, if any, is dispatched right after pointerup; after that there is nothing to swallow.
  setTimeout(() => window.removeEventListener('click', swallow, { capture: true }));
}

/** Starts following the pointer; returns a function that stops without dropping or cancelling. */
export function followPointer(actions: () => DragActions): () => void {
  const move = (event: PointerEvent) => actions().moveDrag(candidateTimeAt(event.clientX, event.clientY));
  const drop = (event: PointerEvent) => {
    move(event);
    stop();
    swallowNextClick();
    actions().dropDrag();
  };
  const cancel = () => {
    stop();
    actions().cancelDrag();
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    cancel();
  };
  function stop(): void {
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', drop);
    window.removeEventListener('pointercancel', cancel);
    window.removeEventListener('keydown', cancelOnEscape);
    window.removeEventListener('blur', cancel);
  }
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', drop);
  window.addEventListener('pointercancel', cancel);
  window.addEventListener('keydown', cancelOnEscape);
  window.addEventListener('blur', cancel);
  return stop;
}
