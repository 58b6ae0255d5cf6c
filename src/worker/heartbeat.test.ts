import { afterEach, describe, expect, it, vi } from 'vitest';
import { presetScenario } from '../scenario/presets';
import { deepCascadeScenario } from '../scenario/testing/deepCascadeScenario';
import { SILENCE_LIMIT_MS } from './client';
import { createCreditLedger } from './engineFactory';
import { BEAT_INTERVAL_MS, startHeartbeat, type Heartbeat } from './heartbeat';
import { createLedgerService } from './ledgerService';
import { HEARTBEAT } from './protocol';
import { PROGRESS_EVERY, type ComputeProgress } from '../scenario/replay';

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

  it('says how far a compute has come in the beats it posts from inside it', () => {
    let nowMs = 0;
    const beats: unknown[] = [];
    heartbeat = startHeartbeat((message) => beats.push(message), { intervalMs: 200, now: () => nowMs });
    nowMs = 200;
    heartbeat.progress({ applied: 1_000, of: 20_000 });
    nowMs = 400;
    heartbeat.progress();
    expect(beats).toEqual([HEARTBEAT, { ...HEARTBEAT, progress: { applied: 1_000, of: 20_000 } }, HEARTBEAT]);
  });
});

describe('progress during long work', () => {
  const scenario = presetScenario('Month of usage (~500 operations)');

  function countingProgress() {
    const counter = { calls: 0, progress: () => (counter.calls += 1) };
    return counter;
  }

  it('is reported every few operations by a compute', () => {
    const counter = countingProgress();
    createLedgerService(createCreditLedger, counter.progress).compute({ update: { kind: 'replace', scenario }, step: null, patchable: false });
    expect(counter.calls).toBeGreaterThanOrEqual(Math.floor(scenario.operations.length / PROGRESS_EVERY));
  });

  it('counts the operations a compute has applied, of all it applies', () => {
    const reported: (ComputeProgress | undefined)[] = [];
    const service = createLedgerService(createCreditLedger, (done) => reported.push(done));
    service.compute({ update: { kind: 'replace', scenario }, step: null, patchable: false });
    const counted = reported.filter((done) => done !== undefined);
    const count = scenario.operations.length;
    // The last operation is applied by its arrival's story, whose walks beat uncounted.
    const everyFew = Array.from({ length: count - 1 }, (_, index) => index).filter((index) => index % PROGRESS_EVERY === 0);
    expect(counted.map(({ applied }) => applied)).toEqual(everyFew);
    expect(new Set(counted.map(({ of }) => of))).toEqual(new Set([count]));
    const extra = (id: string) => ({ kind: 'grant' as const, id, amount: 5, start: 0, end: 9 });
    const appended = { kind: 'append' as const, operations: [extra('extra-1'), extra('extra-2')] };
    reported.length = 0;
    service.compute({ update: appended, step: null, patchable: true });
    expect(reported.filter((done) => done !== undefined)).toEqual([{ applied: count, of: count + 2 }]);
  });

  it('is reported every few operations by an edit preview', () => {
    const service = countingProgress();
    createLedgerService(createCreditLedger, service.progress).previewEdit(scenario);
    expect(service.calls).toBeGreaterThanOrEqual(Math.floor(scenario.operations.length / PROGRESS_EVERY));
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
