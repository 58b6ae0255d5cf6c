import { describe, expect, it } from 'vitest';
import { keyboardIntent } from './keyboardIntent';

const press = (key: string, shiftKey = false) => ({ key, shiftKey });

describe('keyboardIntent', () => {
  it('places the candidate at the start time on the first arrow press', () => {
    expect(keyboardIntent(null, press('ArrowRight'), 5)).toEqual({ type: 'move', time: 5 });
  });

  it('moves the candidate one unit right with ArrowRight', () => {
    expect(keyboardIntent(5, press('ArrowRight'), 0)).toEqual({ type: 'move', time: 6 });
  });

  it('moves the candidate one unit left with ArrowLeft', () => {
    expect(keyboardIntent(5, press('ArrowLeft'), 0)).toEqual({ type: 'move', time: 4 });
  });

  it('moves ten units with Shift held', () => {
    expect(keyboardIntent(5, press('ArrowRight', true), 0)).toEqual({ type: 'move', time: 15 });
  });

  it('never moves the candidate before t=0', () => {
    expect(keyboardIntent(3, press('ArrowLeft', true), 0)).toEqual({ type: 'move', time: 0 });
  });

  it('commits with Enter while a candidate exists', () => {
    expect(keyboardIntent(5, press('Enter'), 0)).toEqual({ type: 'commit' });
  });

  it('cancels with Escape while a candidate exists', () => {
    expect(keyboardIntent(5, press('Escape'), 0)).toEqual({ type: 'cancel' });
  });

  it('ignores Enter when there is no candidate, so the handle does nothing by surprise', () => {
    expect(keyboardIntent(null, press('Enter'), 0)).toEqual({ type: 'none' });
  });

  it('ignores other keys', () => {
    expect(keyboardIntent(5, press('a'), 0)).toEqual({ type: 'none' });
  });
});
