/**
 * Global playback keys for a room with a presentation clicker: Left/Right and PageUp/PageDown
 * step, Home/End jump, Space plays or pauses. Keys typed into a field, or already handled by
 * a focused control (the drag handle's arrows, a button's Space), are left alone.
 */
import { useEffect } from 'react';
import { useLabStore, type LabState } from '../store';
import { selectOperationCount } from '../store/playbackSlice';

const PLAYBACK_KEYS: Record<string, (state: LabState) => void> = {
  ArrowRight: (state) => state.stepBy(1),
  PageDown: (state) => state.stepBy(1),
  ArrowLeft: (state) => state.stepBy(-1),
  PageUp: (state) => state.stepBy(-1),
  Home: (state) => state.goToStep(0),
  End: (state) => state.goToStep(selectOperationCount(state)),
  ' ': (state) => state.togglePlaying(),
};

/** Fields own every key; the scrubber (a range input) included, as it steps by itself. */
const FIELD_SELECTOR = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="slider"], [role="spinbutton"]';
/** Controls that Space activates: pressing it there must click them, not toggle play. */
const SPACE_CONTROL_SELECTOR = 'button, a[href], summary, [role="button"], [role="checkbox"], [role="switch"]';

function belongsToFocusedControl(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (target === null) return false;
  if (target.closest(FIELD_SELECTOR)) return true;
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
