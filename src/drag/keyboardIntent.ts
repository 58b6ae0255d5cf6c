/**
 * The keyboard alternative to dragging, as a pure reducer from a key press to an intent.
 * Arrow keys move the candidate one time unit (ten with Shift), Enter commits, Escape
 * cancels. The first arrow press only places the candidate at its starting time, so a
 * person hears where the candidate is before it moves.
 */
import { clampTime } from './snapTime';

/** Time units one Shift+arrow press moves: coarse steps for long timelines. */
export const SHIFT_STEP_UNITS = 10;

export type KeyboardIntent =
  | { type: 'move'; time: number }
  | { type: 'commit' }
  | { type: 'cancel' }
  | { type: 'none' };

export interface KeyPress {
  key: string;
  shiftKey: boolean;
}

const DIRECTION_BY_KEY: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
};

/**
 * `candidateTime` is null while no keyboard candidate exists; `startTime` is where the
 * first arrow press puts it.
 */
export function keyboardIntent(
  candidateTime: number | null,
  press: KeyPress,
  startTime: number,
): KeyboardIntent {
  const direction = DIRECTION_BY_KEY[press.key];
  if (direction !== undefined) {
    if (candidateTime === null) return { type: 'move', time: clampTime(startTime) };
    const stepUnits = press.shiftKey ? SHIFT_STEP_UNITS : 1;
    return { type: 'move', time: clampTime(candidateTime + direction * stepUnits) };
  }
  if (candidateTime === null) return { type: 'none' };
  if (press.key === 'Enter') return { type: 'commit' };
  if (press.key === 'Escape') return { type: 'cancel' };
  return { type: 'none' };
}
