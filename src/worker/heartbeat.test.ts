import { afterEach, describe, expect, it, vi } from 'vitest';
import { presetScenario } from '../scenario/presets';
import { deepCascadeScenario } from '../scenario/testing/deepCascadeScenario';
import { SILENCE_LIMIT_MS } from './client';
import { createCreditLedger } from './engineFactory';
import { BEAT_INTERVAL_MS, startHeartbeat, type Heartbeat } from './heartbeat';
import { createLedgerService } from './ledgerService';
import { HEARTBEAT } from './protocol';

let heartbeat: Heartbeat | undefined;

afterEach(() => {
  heartbeat?.stop();
  vi.useRealTimers();
});

describe('heartbeat', () => {
  it('beats at once and then every interval while idle', () => {
    vi.useFakeTimers();
    const beats: unknown[] = [];
    heartbeat = startHeartbeat((message) => beats.push(message));
    expect(beats).toEqual([HEARTBEAT]);
    vi.advanceTimersByTime(BEAT_INTERVAL_MS * 4);
    expect(beats).toHaveLength(5);
  });

  it('beats from progress() only once an interval has passed since the last beat', () => {
    let nowMs = 0;
    let beats = 0;
    heartbeat = startHeartbeat(() => (beats += 1), { intervalMs: 200, now: () => nowMs });
    // Busy work: the idle timer cannot fire, so every beat after the first comes from progress().
    for (; nowMs < 500; nowMs += 1) heartbeat.progress();
    expect(beats).toBe(3);
  });
});

describe('progress during long work', () => {
  const scenario = presetScenario('Month of usage (~500 operations)');

  function countingProgress() {
    const counter = { calls: 0, progress: () => (counter.calls += 1) };
    return counter;
  }

  it('is reported once per operation by a compute', () => {
    const counter = countingProgress();
    createLedgerService(createCreditLedger, counter.progress).compute({ update: { kind: 'replace', scenario }, step: null, patchable: false });
    expect(counter.calls).toBeGreaterThanOrEqual(scenario.operations.length);
  });

  it('is reported once per operation by an edit preview', () => {
    const service = countingProgress();
    createLedgerService(createCreditLedger, service.progress).previewEdit(scenario);
    expect(service.calls).toBeGreaterThanOrEqual(scenario.operations.length);
  });
});

// A real clock on purpose: a slow 20,000-operation compute must never go as long without
// a beat as the app's silence limit, or it would be taken for a hang and restarted.
describe('heartbeat during a slow compute', () => {
  it('never falls silent for the silence limit on 20,000 operations', { timeout: 60_000 }, () => {
    const scenario = deepCascadeScenario();
    const beatsMs: number[] = [];
    heartbeat = startHeartbeat(() => beatsMs.push(performance.now()));
    createLedgerService(createCreditLedger, heartbeat.progress).compute({ update: { kind: 'replace', scenario }, step: null, patchable: false });
    const times = [...beatsMs, performance.now()];
    const longestSilenceMs = Math.max(...times.slice(1).map((time, index) => time - times[index]));
    expect(longestSilenceMs).toBeLessThan(SILENCE_LIMIT_MS);
  });
});
