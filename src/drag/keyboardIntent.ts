/**
 * The keyboard alternative to dragging, as a pure reducer from a key press to an intent.
 * Like a slider (WAI-ARIA slider pattern): arrow keys move the candidate one time unit
 * (ten with Shift), Page Up / Page Down a tenth of the time in view, Home / End to the
 * scenario's first and last time; Enter commits, Escape cancels. The first arrow or page
 * press only places the candidate at the first time in view, so a person hears where the
 * candidate is before it moves.
 */
import { clampTime } from './snapTime';

/** Time units one Shift+arrow press moves: coarse steps for long timelines. */
export const SHIFT_STEP_UNITS = 10;

/** A page step is this share of the time in view, so ten presses cross the view. */
const PAGES_PER_VIEW = 10;

export type KeyboardIntent =
  | { type: 'move'; time: number }
  | { type: 'commit' }
  | { type: 'cancel' }
  | { type: 'none' };

export interface KeyPress {
  key: string;
  shiftKey: boolean;
}

interface Span {
  from: number;
  to: number;
}

/** What the keys measure against: the time in view and the scenario's whole extent. */
export interface KeyboardFrame {
  view: Span;
  extent: Span;
}

const DIRECTION_BY_KEY: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  PageUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageDown: -1,
};

function stepUnits(press: KeyPress, view: Span): number {
  if (press.key === 'PageUp' || press.key === 'PageDown') {
    return Math.max(1, Math.round((view.to - view.from) / PAGES_PER_VIEW));
  }
  return press.shiftKey ? SHIFT_STEP_UNITS : 1;
}

/** `candidateTime` is null while no keyboard candidate exists. */
export function keyboardIntent(candidateTime: number | null, press: KeyPress, frame: KeyboardFrame): KeyboardIntent {
  if (press.key === 'Home') return { type: 'move', time: clampTime(Math.ceil(frame.extent.from)) };
  if (press.key === 'End') return { type: 'move', time: clampTime(Math.floor(frame.extent.to)) };
  const direction = DIRECTION_BY_KEY[press.key];
  if (direction !== undefined) {
    if (candidateTime === null) return { type: 'move', time: clampTime(Math.ceil(frame.view.from)) };
    return { type: 'move', time: clampTime(candidateTime + direction * stepUnits(press, frame.view)) };
  }
  if (candidateTime === null) return { type: 'none' };
  if (press.key === 'Enter') return { type: 'commit' };
  if (press.key === 'Escape') return { type: 'cancel' };
  return { type: 'none' };
}
