import { describe, expect, it } from 'vitest';
import { keyboardIntent } from './keyboardIntent';

const press = (key: string, shiftKey = false) => ({ key, shiftKey });

/** A timeline drawn over 0..1000, with 100 time units in view from `viewFrom`. */
const frameFrom = (viewFrom: number, view = { from: viewFrom, to: viewFrom + 100 }) => ({ view, extent: { from: 0, to: 1000 } });

describe('keyboardIntent', () => {
  it('places the candidate at the start time on the first arrow press', () => {
    expect(keyboardIntent(null, press('ArrowRight'), frameFrom(5))).toEqual({ type: 'move', time: 5 });
  });

  it('moves the candidate one unit right with ArrowRight', () => {
    expect(keyboardIntent(5, press('ArrowRight'), frameFrom(0))).toEqual({ type: 'move', time: 6 });
  });

  it('moves the candidate one unit left with ArrowLeft', () => {
    expect(keyboardIntent(5, press('ArrowLeft'), frameFrom(0))).toEqual({ type: 'move', time: 4 });
  });

  it('moves ten units with Shift held', () => {
    expect(keyboardIntent(5, press('ArrowRight', true), frameFrom(0))).toEqual({ type: 'move', time: 15 });
  });

  it('never moves the candidate before t=0', () => {
    expect(keyboardIntent(3, press('ArrowLeft', true), frameFrom(0))).toEqual({ type: 'move', time: 0 });
  });

  it('commits with Enter while a candidate exists', () => {
    expect(keyboardIntent(5, press('Enter'), frameFrom(0))).toEqual({ type: 'commit' });
  });

  it('cancels with Escape while a candidate exists', () => {
    expect(keyboardIntent(5, press('Escape'), frameFrom(0))).toEqual({ type: 'cancel' });
  });

  it('ignores Enter when there is no candidate, so the handle does nothing by surprise', () => {
    expect(keyboardIntent(null, press('Enter'), frameFrom(0))).toEqual({ type: 'none' });
  });

  it('steps a tenth of the time in view with Page Up and Page Down', () => {
    expect(keyboardIntent(250, press('PageUp'), frameFrom(200))).toEqual({ type: 'move', time: 260 });
    expect(keyboardIntent(250, press('PageDown'), frameFrom(200))).toEqual({ type: 'move', time: 240 });
    expect(keyboardIntent(250, press('PageUp'), frameFrom(200, { from: 200, to: 203 }))).toEqual({ type: 'move', time: 251 });
  });

  it('leaves Page and Home/End keys to the page while no candidate exists, for a presentation clicker', () => {
    for (const key of ['PageUp', 'PageDown', 'Home', 'End']) expect(keyboardIntent(null, press(key), frameFrom(200))).toEqual({ type: 'none' });
  });

  it('jumps to the timeline\'s first and last whole time with Home and End', () => {
    const frame = { view: { from: 200, to: 300 }, extent: { from: 3.5, to: 987.5 } };
    expect(keyboardIntent(250, press('Home'), frame)).toEqual({ type: 'move', time: 4 });
    expect(keyboardIntent(250, press('End'), frame)).toEqual({ type: 'move', time: 987 });
  });

  it('ignores other keys', () => {
    expect(keyboardIntent(5, press('a'), frameFrom(0))).toEqual({ type: 'none' });
  });

  it('moves a Unix-millisecond candidate by round steps of about a hundredth of the view', () => {
    const nov1 = Date.UTC(2026, 10, 1);
    const hour = 3_600_000;
    // A day in view: a hundredth is 14.4 minutes, so 5-minute steps, from the round time on the way.
    const day = { view: { from: nov1, to: nov1 + 24 * hour }, extent: { from: nov1, to: nov1 + 30 * 24 * hour } };
    const at1703 = nov1 + 17 * hour + 3 * 60_000;
    expect(keyboardIntent(at1703, press('ArrowRight'), day)).toEqual({ type: 'move', time: nov1 + 17 * hour + 5 * 60_000 });
    expect(keyboardIntent(at1703, press('ArrowLeft'), day)).toEqual({ type: 'move', time: nov1 + 17 * hour });
    expect(keyboardIntent(nov1 + 17 * hour, press('ArrowRight', true), day)).toEqual({ type: 'move', time: nov1 + 17 * hour + 50 * 60_000 });
    // A month in view: an hour a press, at most.
    const month = { view: day.extent, extent: day.extent };
    expect(keyboardIntent(nov1 + 17 * hour, press('ArrowRight'), month)).toEqual({ type: 'move', time: nov1 + 18 * hour });
  });

  it('moves a Unix-second candidate by the same round steps, in seconds', () => {
    const nov1 = Date.UTC(2026, 10, 1) / 1000;
    const day = { view: { from: nov1, to: nov1 + 86_400 }, extent: { from: nov1, to: nov1 + 30 * 86_400 } };
    expect(keyboardIntent(nov1 + 17 * 3_600 + 180, press('ArrowRight'), day)).toEqual({ type: 'move', time: nov1 + 17 * 3_600 + 300 });
  });
});
