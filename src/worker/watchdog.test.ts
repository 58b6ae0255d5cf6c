import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWatchdog, type Watchdog } from './watchdog';

let watchdog: Watchdog | undefined;
let silences: number[];

beforeEach(() => {
  vi.useFakeTimers();
  silences = [];
});

afterEach(() => {
  watchdog?.stop();
  vi.useRealTimers();
});

function start(): Watchdog {
  watchdog = startWatchdog({ silenceLimitMs: 1500, startupLimitMs: 5000, onSilent: (silentMs) => silences.push(silentMs) });
  return watchdog;
}

describe('watchdog', () => {
  it('reports a worker silent for longer than the limit once it has been heard', () => {
    start().heard();
    vi.advanceTimersByTime(1500);
    expect(silences).toEqual([]);
    vi.advanceTimersByTime(2);
    expect(silences).toHaveLength(1);
    expect(silences[0]).toBeGreaterThan(1500);
    expect(silences[0]).toBeLessThan(1600);
  });

  it('never reports a worker that keeps beating', () => {
    const dog = start();
    for (let beat = 0; beat < 400; beat += 1) {
      dog.heard();
      vi.advanceTimersByTime(250);
    }
    expect(silences).toEqual([]);
  });

  it('measures silence from the last beat, not from the first', () => {
    const dog = start();
    dog.heard();
    vi.advanceTimersByTime(1000);
    dog.heard();
    vi.advanceTimersByTime(1400);
    expect(silences).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(silences).toHaveLength(1);
  });

  it('gives a new worker the longer startup limit before its first message', () => {
    start();
    vi.advanceTimersByTime(4900);
    expect(silences).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(silences).toHaveLength(1);
  });

  it('waits for the queued messages when the page itself was stalled', () => {
    let nowMs = 0;
    watchdog = startWatchdog({ silenceLimitMs: 1500, startupLimitMs: 5000, now: () => nowMs, onSilent: (ms) => silences.push(ms) });
    watchdog.heard();
    // A 3 s render: the clock moves but no timer can fire until it ends.
    nowMs = 3000;
    vi.advanceTimersByTime(1501);
    expect(silences).toEqual([]);
    // The beats posted during the render are read before the check that follows.
    watchdog.heard();
    nowMs += 50;
    vi.advanceTimersByTime(50);
    expect(silences).toEqual([]);
  });

  it('still reports a dead worker once the page stall is over', () => {
    let nowMs = 0;
    watchdog = startWatchdog({ silenceLimitMs: 1500, startupLimitMs: 5000, now: () => nowMs, onSilent: (ms) => silences.push(ms) });
    watchdog.heard();
    nowMs = 3000;
    vi.advanceTimersByTime(1501);
    nowMs += 50;
    vi.advanceTimersByTime(50);
    expect(silences).toEqual([3050]);
  });
});
