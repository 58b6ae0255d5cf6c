import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presetScenario } from '../scenario/presets';
import {
  createLedgerClient,
  WORKER_GAVE_UP_MESSAGE,
  WORKER_RESTART_MESSAGE,
  workerUnavailableMessage,
  type LedgerClient,
  type WorkerHandle,
} from './client';
import type { Scenario } from '../scenario/types';
import { HEARTBEAT, type ComputeRequest } from './protocol';
import { spawnInProcessWorker, type InProcessWorker } from './testing/inProcessWorker';
import { applyListPatch } from './answerPatch';

let client: LedgerClient | undefined;

afterEach(() => client?.dispose());

function nextRestartMessage(target: LedgerClient): Promise<string> {
  return new Promise((resolve) => {
    const stop = target.onRestart((message) => {
      stop();
      resolve(message);
    });
  });
}

/** Spawns in-process workers and keeps them, so a test can crash the one in use. */
function inProcessWorkers() {
  const spawned: InProcessWorker[] = [];
  const spawn = () => {
    const worker = spawnInProcessWorker();
    spawned.push(worker);
    return worker;
  };
  return { spawned, spawn };
}

/** One compute as the page asks it: the change applied, then the rest of the answer. */
async function computeWith(ledger: LedgerClient, request: ComputeRequest) {
  await ledger.apply(request);
  return ledger.derive(request.patchable);
}

function replace(scenario: Scenario): ComputeRequest {
  return { update: { kind: 'replace', scenario }, step: null, patchable: false };
}

describe('ledger client', () => {
  it('answers a compute from the worker', async () => {
    client = createLedgerClient({ spawn: () => spawnInProcessWorker() });
    const answer = await computeWith(client, replace(presetScenario('Seed example 1')));
    expect(answer.snapshot.totalGranted).toBe(150);
  });

  it('previews against the ledger of the last compute', async () => {
    client = createLedgerClient({ spawn: () => spawnInProcessWorker() });
    await computeWith(client, replace(presetScenario('Seed example 2')));
    const answer = await client.preview({ amount: 30, timestamp: 2 });
    expect(answer.preview).toEqual({ accepted: false, shortfall: 0, broken: ['c_late'] });
  });

  it('passes a refusal of bad input to the caller without restarting', async () => {
    client = createLedgerClient({ spawn: () => spawnInProcessWorker() });
    const messages: string[] = [];
    client.onRestart((message) => messages.push(message));
    await expect(client.preview({ amount: 0, timestamp: 1 })).rejects.toMatchObject({ name: 'LedgerInputError' });
    expect((await client.preview({ amount: 1, timestamp: 1 })).preview.shortfall).toBe(1);
    expect(messages).toEqual([]);
  });

  it('creates no worker until the first call', async () => {
    const workers = inProcessWorkers();
    client = createLedgerClient({ spawn: workers.spawn });
    expect(workers.spawned).toHaveLength(0);
    await computeWith(client, replace(presetScenario('Empty')));
    expect(workers.spawned).toHaveLength(1);
  });

  it('restarts a crashed worker and reports it', async () => {
    const workers = inProcessWorkers();
    client = createLedgerClient({ spawn: workers.spawn });
    await computeWith(client, replace(presetScenario('Empty')));
    const restarted = nextRestartMessage(client);
    workers.spawned[0].crash();
    expect(await restarted).toBe(WORKER_RESTART_MESSAGE);
    expect(workers.spawned).toHaveLength(2);
    // The new worker knows nothing the page received: its outcomes come whole.
    const outcomes = await client.apply(replace(presetScenario('Seed example 2')));
    expect(outcomes.kind).toBe('whole');
    expect(await applyListPatch(null, outcomes)).toHaveLength(3);
  });

  it('starts counting failures afresh after an answer', async () => {
    const workers = inProcessWorkers();
    client = createLedgerClient({ spawn: workers.spawn, restartLimit: 1 });
    const messages: string[] = [];
    client.onRestart((message) => messages.push(message));
    for (let round = 0; round < 3; round += 1) {
      await computeWith(client, replace(presetScenario('Empty')));
      workers.spawned[round].crash();
    }
    expect(messages).toEqual([WORKER_RESTART_MESSAGE, WORKER_RESTART_MESSAGE, WORKER_RESTART_MESSAGE]);
  });

  it('reports a worker the browser refuses to create, once, with the browser’s reason', async () => {
    let attempts = 0;
    const spawn = (): WorkerHandle => {
      attempts += 1;
      throw new TypeError("Failed to construct 'Worker': This document requires 'TrustedScriptURL' assignment.");
    };
    client = createLedgerClient({ spawn });
    const messages: string[] = [];
    client.onRestart((message) => messages.push(message));
    await expect(computeWith(client, replace(presetScenario('Empty')))).rejects.toThrow('could not be created');
    await expect(client.explainDraw('c1')).rejects.toThrow('could not be created');
    expect(attempts).toBe(1);
    expect(messages).toEqual([
      workerUnavailableMessage("Failed to construct 'Worker': This document requires 'TrustedScriptURL' assignment."),
    ]);
    expect(messages[0]).toMatch(/^The ledger engine could not start in this browser: .*assignment\. Outcomes cannot/);
  });
});

type ManualWorker = WorkerHandle & { beat(): void; post(data: unknown): void; terminated: boolean };

/** A worker that answers nothing and beats (or posts) only when the test says so. */
function spawnManualWorker(): ManualWorker {
  const { port2 } = new MessageChannel();
  const post = (data: unknown) => port2.dispatchEvent(new MessageEvent('message', { data }));
  const worker = Object.assign(port2, {
    terminated: false,
    terminate() {
      worker.terminated = true;
      port2.close();
    },
    beat: () => post(HEARTBEAT),
    post,
  });
  return worker as unknown as ManualWorker;
}

function manualWorkers() {
  const spawned: ReturnType<typeof spawnManualWorker>[] = [];
  const spawn = () => {
    const worker = spawnManualWorker();
    spawned.push(worker);
    return worker;
  };
  return { spawned, spawn };
}

describe('ledger client liveness', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('restarts a worker that stops beating within 1.2 s, whatever it was computing', async () => {
    const workers = manualWorkers();
    client = createLedgerClient({ spawn: workers.spawn });
    const messages: string[] = [];
    client.onRestart((message) => messages.push(message));
    const big = computeWith(client, replace(presetScenario('10,000 operations')));
    const outcome = expect(big).rejects.toThrow(/silent for 12\d\d ms/);
    workers.spawned[0].beat();
    await vi.advanceTimersByTimeAsync(1100);
    expect(messages).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    await outcome;
    expect(messages).toEqual([WORKER_RESTART_MESSAGE]);
    expect(workers.spawned[0].terminated).toBe(true);
    expect(workers.spawned).toHaveLength(2);
  });

  it('keeps a busy worker that beats, however long its compute takes', async () => {
    const workers = manualWorkers();
    client = createLedgerClient({ spawn: workers.spawn });
    const messages: string[] = [];
    client.onRestart((message) => messages.push(message));
    let settled = false;
    void computeWith(client, replace(presetScenario('10,000 operations'))).finally(() => (settled = true));
    for (let beat = 0; beat < 300; beat += 1) {
      workers.spawned[0].beat();
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(messages).toEqual([]);
    expect(settled).toBe(false);
    expect(workers.spawned).toHaveLength(1);
  });

  it('passes on how far a compute has come, from the beats that say it and no other message', async () => {
    const workers = manualWorkers();
    client = createLedgerClient({ spawn: workers.spawn });
    const reported: unknown[] = [];
    client.onProgress((progress) => reported.push(progress));
    void computeWith(client, replace(presetScenario('Empty'))).catch(() => undefined);
    const worker = workers.spawned[0];
    worker.post({ ...HEARTBEAT, progress: { applied: 4_000, of: 20_000 } });
    worker.beat();
    worker.post({ type: 'something else', progress: { applied: 1, of: 2 } });
    worker.post({ ...HEARTBEAT, progress: { applied: 'many', of: 20_000 } });
    worker.post({ ...HEARTBEAT, progress: null });
    worker.post({ ...HEARTBEAT, progress: { applied: 8_000, of: 20_000 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(reported).toEqual([{ applied: 4_000, of: 20_000 }, { applied: 8_000, of: 20_000 }]);
  });

  it('restarts a worker that hangs while nothing is asked of it', async () => {
    const workers = inProcessWorkers();
    client = createLedgerClient({ spawn: workers.spawn });
    const messages: string[] = [];
    client.onRestart((message) => messages.push(message));
    await computeWith(client, replace(presetScenario('Seed example 1')));
    await vi.advanceTimersByTimeAsync(5000);
    expect(messages).toEqual([]);
    workers.spawned[0].hang();
    await vi.advanceTimersByTimeAsync(1500);
    expect(messages).toEqual([WORKER_RESTART_MESSAGE]);
  });

  it('gives the next worker twice the patience after each failure in a row', async () => {
    const workers = manualWorkers();
    client = createLedgerClient({ spawn: workers.spawn });
    const messages: string[] = [];
    client.onRestart((message) => messages.push(message));
    void computeWith(client, replace(presetScenario('Empty'))).catch(() => undefined);
    workers.spawned[0].beat();
    await vi.advanceTimersByTimeAsync(1300);
    expect(messages).toHaveLength(1);
    workers.spawned[1].beat();
    await vi.advanceTimersByTimeAsync(2300);
    expect(messages).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(messages).toHaveLength(2);
  });

  it('gives up with a different message when the worker keeps failing', async () => {
    const workers = manualWorkers();
    client = createLedgerClient({ spawn: workers.spawn, restartLimit: 1 });
    const messages: string[] = [];
    client.onRestart((message) => messages.push(message));
    void computeWith(client, replace(presetScenario('Empty'))).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(messages).toEqual([WORKER_RESTART_MESSAGE, WORKER_GAVE_UP_MESSAGE]);
    expect(WORKER_GAVE_UP_MESSAGE).not.toMatch(/link/);
  });

  it('stops spawning workers once it has given up', async () => {
    const workers = manualWorkers();
    client = createLedgerClient({ spawn: workers.spawn, restartLimit: 0 });
    const first = expect(computeWith(client, replace(presetScenario('Empty')))).rejects.toThrow('silent');
    await vi.advanceTimersByTimeAsync(6000);
    await first;
    await expect(computeWith(client, replace(presetScenario('Empty')))).rejects.toThrow('gave up');
    expect(workers.spawned).toHaveLength(1);
  });
});
