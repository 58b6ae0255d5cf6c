/**
 * What a "new consumption" handle does, shared by the one beside the Consumption form and
 * the one the timeline shows on phones: a press starts a pointer drag of a consumption of
 * the form's amount (followPointer.ts); focused, the keys of a slider move a keyboard
 * candidate (keyboardIntent.ts), Enter commits and Escape cancels; leaving the handle drops
 * a keyboard candidate, so no red is left behind.
 */
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { DragSubject } from '../store/dragTypes';
import { useLabStore, type LabState } from '../store';
import { followPointer } from './followPointer';
import { keyboardIntent, type KeyboardFrame } from './keyboardIntent';

/** The drawn timeline's whole extent, and the part of it in view (all of it unless zoomed). */
function keyboardFrame(state: LabState): KeyboardFrame {
  const extent = state.derived?.timeExtent ?? { from: 0, to: 0 };
  return { view: state.visibleRange ?? extent, extent };
}

/** Pans a zoomed-in timeline just enough that a keyboard candidate stays on screen. */
function keepInView(state: LabState, time: number): void {
  const range = state.visibleRange;
  if (range === null || (time >= range.from && time <= range.to)) return;
  // Half a unit of margin, so the candidate's whole time cell is visible.
  const shift = time < range.from ? time - 0.5 - range.from : time + 0.5 - range.to;
  state.setVisibleRange({ from: range.from + shift, to: range.to + shift });
}

function handleKey(event: KeyboardEvent<HTMLButtonElement>, subject: DragSubject): void {
  const state = useLabStore.getState();
  // A pointer drag in progress owns the candidate (Escape is handled by its window listener).
  if (state.drag?.input === 'pointer') return;
  const keyboardTime = state.drag?.input === 'keyboard' ? state.drag.time : null;
  const intent = keyboardIntent(keyboardTime, event, keyboardFrame(state));
  if (intent.type === 'none') return;
  event.preventDefault();
  if (intent.type === 'commit') state.dropDrag();
  else if (intent.type === 'cancel') state.cancelDrag();
  else {
    keepInView(state, intent.time);
    if (keyboardTime === null) state.beginDrag(subject, 'keyboard', intent.time);
    else state.moveDrag(intent.time);
  }
}

export interface WhatIfHandle {
  /** The Consumption form's amount, or null while it is not a valid amount. */
  amount: number | null;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onBlur: () => void;
}

export function useWhatIfHandle(): WhatIfHandle {
  const amount = useLabStore((state) => state.draftConsumptionAmount);
  const stopFollowing = useRef<(() => void) | null>(null);
  useEffect(() => () => stopFollowing.current?.(), []);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (amount === null || event.button !== 0) return;
    // No text selection, and no pan of the timeline from the compatibility mouse events.
    event.preventDefault();
    event.currentTarget.focus();
    stopFollowing.current?.();
    useLabStore.getState().beginDrag({ kind: 'new-consumption', amount }, 'pointer');
    stopFollowing.current = followPointer(() => useLabStore.getState());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (amount !== null) handleKey(event, { kind: 'new-consumption', amount });
  };
  const onBlur = () => {
    const { drag, cancelDrag } = useLabStore.getState();
    if (drag?.input === 'keyboard') cancelDrag();
  };
  return { amount, onPointerDown, onKeyDown, onBlur };
}
