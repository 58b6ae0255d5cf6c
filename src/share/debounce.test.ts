import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

let calls = 0;
const delayed = () => debounce(() => (calls += 1), 100);

beforeEach(() => {
  calls = 0;
  vi.useFakeTimers();
});

afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('runs once after calls settle', () => {
    const action = delayed();
    action.schedule();
    vi.advanceTimersByTime(99);
    action.schedule();
    vi.advanceTimersByTime(100);
    expect(calls).toBe(1);
  });

  it('drops a pending call on cancel', () => {
    const action = delayed();
    action.schedule();
    action.cancel();
    vi.advanceTimersByTime(1_000);
    expect(calls).toBe(0);
  });
});
