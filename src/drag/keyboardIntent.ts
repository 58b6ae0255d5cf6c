/**
 * The keyboard alternative to dragging, as a pure reducer from a key press to an intent.
 * Like a slider (WAI-ARIA slider pattern): arrow keys move the candidate one time unit
 * (ten with Shift; on Unix times one round step of about a hundredth of the view, up to
 * an hour, where one millisecond a press went nowhere), Page Up / Page Down a tenth of the
 * time in view, Home / End to the timeline's first and last time; Enter commits, Escape
 * cancels. The first arrow press only places the candidate at the first time in view, so
 * a person hears where the candidate is before it moves. Until it exists, the Page and
 * Home/End keys are left to the page: a presentation clicker sends them to step a lesson,
 * and the handle keeps the focus after a drag.
 */
import { clampTime, roundUnixStep } from './snapTime';

/** Time units one Shift+arrow press moves: coarse steps for long timelines. */
export const SHIFT_STEP_UNITS = 10;

/** A page step is this share of the time in view, so ten presses cross the view. */
const PAGES_PER_VIEW = 10;

/** On Unix times an arrow step is about this share of the time in view, rounded down to a round step. */
const ARROW_STEPS_PER_VIEW = 100;

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

/** What the keys measure against: the time in view and the timeline's whole drawn extent. */
export interface KeyboardFrame {
  view: Span;
  extent: Span;
}

const DIRECTION_BY_KEY: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
};

/** Keys that move a candidate that exists: direction, or where to jump. */
const CANDIDATE_KEYS: Record<string, number | 'first' | 'last'> = {
  PageUp: 1,
  PageDown: -1,
  Home: 'first',
  End: 'last',
};

function moveExisting(candidateTime: number, move: number | 'first' | 'last', frame: KeyboardFrame): number {
  if (move === 'first') return Math.ceil(frame.extent.from);
  if (move === 'last') return Math.floor(frame.extent.to);
  const pageUnits = Math.max(1, Math.round((frame.view.to - frame.view.from) / PAGES_PER_VIEW));
  return candidateTime + move * pageUnits;
}

/** One time unit, or on Unix times a round step of about a hundredth of the view. */
function arrowStep(time: number, frame: KeyboardFrame): number {
  return roundUnixStep(time, (frame.view.to - frame.view.from) / ARROW_STEPS_PER_VIEW);
}

/** `candidateTime` is null while no keyboard candidate exists. */
export function keyboardIntent(candidateTime: number | null, press: KeyPress, frame: KeyboardFrame): KeyboardIntent {
  const direction = DIRECTION_BY_KEY[press.key];
  if (direction !== undefined) {
    if (candidateTime === null) return { type: 'move', time: clampTime(Math.ceil(frame.view.from)) };
    const step = arrowStep(candidateTime, frame);
    // From the round time on the way, so a candidate at 17:03 moves to 17:30, then 18:00.
    const aligned = direction > 0 ? Math.floor(candidateTime / step) * step : Math.ceil(candidateTime / step) * step;
    const steps = press.shiftKey ? SHIFT_STEP_UNITS : 1;
    return { type: 'move', time: clampTime(aligned + direction * steps * step) };
  }
  if (candidateTime === null) return { type: 'none' };
  const move = CANDIDATE_KEYS[press.key];
  if (move !== undefined) return { type: 'move', time: clampTime(moveExisting(candidateTime, move, frame)) };
  if (press.key === 'Enter') return { type: 'commit' };
  if (press.key === 'Escape') return { type: 'cancel' };
  return { type: 'none' };
}
