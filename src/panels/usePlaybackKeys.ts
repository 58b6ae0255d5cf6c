/**
 * Global playback keys for a room with a presentation clicker: Left/Right and PageUp/PageDown
 * step, Home/End jump, Space plays or pauses, P switches the presentation layout. Stepping
 * forward goes through `nextStep`, so with "Ask first" on the clicker opens the question
 * and the next click reveals. Keys typed into a field, or already handled by
 * a focused control (the drag handle's arrows, a button's Space), are left alone.
 */
import { useEffect } from 'react';
import { useLabStore, type LabState } from '../store';
import { selectOperationCount } from '../store/playbackSlice';

const PLAYBACK_KEYS: Record<string, (state: LabState) => void> = {
  ArrowRight: (state) => state.nextStep(),
  PageDown: (state) => state.nextStep(),
  ArrowLeft: (state) => state.stepBy(-1),
  PageUp: (state) => state.stepBy(-1),
  Home: (state) => state.goToStep(0),
  End: (state) => state.goToStep(selectOperationCount(state)),
  ' ': (state) => state.togglePlaying(),
  p: (state) => state.setPresenting(!state.presenting),
  P: (state) => state.setPresenting(!state.presenting),
};

/**
 * Fields own every key; the scrubber (a range input) included, as it steps by itself. A
 * checkbox ("Ask first") is a control, not a field: the clicker must still step from it.
 */
const FIELD_SELECTOR = 'input:not([type="checkbox"]), textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="slider"], [role="spinbutton"]';
/** Controls that Space activates: pressing it there must click them, not toggle play. */
const SPACE_CONTROL_SELECTOR = 'button, a[href], summary, input[type="checkbox"], [role="button"], [role="checkbox"], [role="switch"]';

/** True when the key goes into a field (text, number, select, slider), which owns every key. */
export function isTypedIntoField(event: KeyboardEvent): boolean {
  return event.target instanceof Element && event.target.closest(FIELD_SELECTOR) !== null;
}

/**
 * A number field has no use for PageUp/PageDown, and after "Go to step" the focus stays in
 * it: the clicker must still step from there.
 */
function isClickerInNumberField(event: KeyboardEvent, target: Element): boolean {
  return (event.key === 'PageUp' || event.key === 'PageDown') && target.matches('input[type="number"]');
}

function belongsToFocusedControl(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (target === null) return false;
  if (isClickerInNumberField(event, target)) return false;
  if (isTypedIntoField(event)) return true;
  return event.key === ' ' && target.closest(SPACE_CONTROL_SELECTOR) !== null;
}

function playbackKeyHandler(event: KeyboardEvent): void {
  const action = PLAYBACK_KEYS[event.key];
  if (!action || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  if (belongsToFocusedControl(event) || (event.key === ' ' && event.repeat)) return;
  event.preventDefault();
  action(useLabStore.getState());
}

export function usePlaybackKeys(): void {
  useEffect(() => {
    window.addEventListener('keydown', playbackKeyHandler);
    return () => window.removeEventListener('keydown', playbackKeyHandler);
  }, []);
}
