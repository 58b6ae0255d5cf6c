// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleValue } from './useIdleValue';

/** A stand-in for the browser's idle callbacks: they run when the test says the page is idle. */
function installIdleCallbacks() {
  const waiting = new Map<number, { callback: IdleRequestCallback; timeout: number | undefined }>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    waiting.set(next, { callback, timeout: options?.timeout });
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle));
  return {
    waiting,
    goIdle() {
      const due = [...waiting.values()];
      waiting.clear();
      act(() => {
        for (const { callback } of due) callback({ didTimeout: false, timeRemaining: () => 50 });
      });
    },
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useIdleValue', () => {
  it('shows a new value only once the page has been idle, and then the latest one', () => {
    const idle = installIdleCallbacks();
    const { result, rerender } = renderHook(({ value }) => useIdleValue(value), { initialProps: { value: 'first' } });
    expect(result.current).toBe('first');
    rerender({ value: 'second' });
    rerender({ value: 'third' });
    expect(result.current).toBe('first');
    // The value it replaced waits no more: one callback, for the latest.
    expect(idle.waiting.size).toBe(1);
    expect([...idle.waiting.values()][0].timeout).toBeGreaterThan(0);
    idle.goIdle();
    expect(result.current).toBe('third');
  });

  it('forgets a value still waiting when the component goes away', () => {
    const idle = installIdleCallbacks();
    const { rerender, unmount } = renderHook(({ value }) => useIdleValue(value), { initialProps: { value: 1 } });
    rerender({ value: 2 });
    unmount();
    expect(idle.waiting.size).toBe(0);
  });

  it('shows each value at once where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result, rerender } = renderHook(({ value }) => useIdleValue(value), { initialProps: { value: 'first' } });
    rerender({ value: 'second' });
    expect(result.current).toBe('second');
  });
});
