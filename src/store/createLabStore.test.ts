import { afterEach, describe, expect, it } from 'vitest';
import type { Operation, Scenario } from '../scenario/types';
import { createLedgerClient, WORKER_RESTART_MESSAGE, type LedgerClient } from '../worker/client';
import type { ComputeRequest } from '../worker/protocol';
import { spawnInProcessWorker, type InProcessWorker } from '../worker/testing/inProcessWorker';
import { createLabStore, type LabStore } from './createLabStore';

let client: LedgerClient | undefined;
/** The worker the client spawned last, so a test can crash it. */
let worker: InProcessWorker | undefined;

afterEach(() => client?.dispose());

function storeWithRealEngine(): LabStore {
  client = createLedgerClient({
    spawn: () => {
      worker = spawnInProcessWorker();
      return worker;
    },
  });
  return createLabStore(client);
}

/** Resolves once the mirror reflects the current scenario. */
function settled(store: LabStore): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const state = store.getState();
      if (state.derivedScenario === state.scenario && !state.computing) {
        stop();
        resolve();
      }
    };
    const stop = store.subscribe(check);
    check();
  });
}

function statuses(store: LabStore): string[] {
  return (store.getState().derived?.outcomes ?? []).map((outcome) => (outcome.kind === 'consume' ? outcome.result.status : outcome.kind));
}

describe('lab store', () => {
  it('computes the outcomes of a loaded preset', async () => {
    const store = storeWithRealEngine();
    store.getState().loadPreset('Seed example 2');
    await settled(store);
    expect(statuses(store)).toEqual(['grant', 'accepted', 'rejected']);
  });

  it('adds an operation at the end of the arrival order', async () => {
    const store = storeWithRealEngine();
    store.getState().addOperation({ kind: 'grant', id: 'g1', amount: 10, start: 0, end: 5 });
    store.getState().addOperation({ kind: 'consume', id: 'c1', amount: 4, timestamp: 2 });
    await settled(store);
    expect(store.getState().scenario.operations.map((operation) => operation.id)).toEqual(['g1', 'c1']);
    expect(statuses(store)).toEqual(['grant', 'accepted']);
  });

  it('recomputes outcomes after an operation is deleted', async () => {
    const store = storeWithRealEngine();
    store.getState().loadPreset('Seed example 2');
    store.getState().removeOperation(1);
    await settled(store);
    expect(statuses(store)).toEqual(['grant', 'accepted']);
  });

  it('replaces an operation in place', async () => {
    const store = storeWithRealEngine();
    store.getState().loadPreset('Seed example 2');
    store.getState().replaceOperation(2, { kind: 'consume', id: 'c_early', amount: 10, timestamp: 2 });
    await settled(store);
    expect(store.getState().scenario.operations[2]).toEqual({ kind: 'consume', id: 'c_early', amount: 10, timestamp: 2 });
    expect(statuses(store)).toEqual(['grant', 'accepted', 'accepted']);
  });

  it('switching the policy turns a refusal into a pending consumption', async () => {
    const store = storeWithRealEngine();
    store.getState().loadPreset('Seed example 2');
    store.getState().setPolicy('pending');
    await settled(store);
    expect(statuses(store)).toEqual(['grant', 'accepted', 'pending']);
  });

  it('ends an open edit when the scenario changes', () => {
    const store = storeWithRealEngine();
    store.getState().loadPreset('Seed example 1');
    store.getState().startEditing(2);
    store.getState().removeOperation(0);
    expect(store.getState().editingOperationIndex).toBeNull();
  });

  it('keeps the scenario frozen so no view can change it behind the store', () => {
    const store = storeWithRealEngine();
    store.getState().loadPreset('Seed example 1');
    expect(Object.isFrozen(store.getState().scenario.operations)).toBe(true);
  });

  it('shows the restart message and recomputes after a worker crash', async () => {
    const store = storeWithRealEngine();
    store.getState().loadPreset('Seed example 1');
    await settled(store);
    worker?.crash();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await settled(store);
    expect(store.getState().workerError).toBe(WORKER_RESTART_MESSAGE);
    expect(statuses(store)).toEqual(['grant', 'grant', 'accepted', 'rejected', 'accepted']);
  });
});

/** A client whose apply answers wait until the test releases them (real engine behind). */
function heldClient(realClient: LedgerClient) {
  const held: (() => void)[] = [];
  /** The operations each request sent: the whole scenario, or only what it appended. */
  const sent: Operation[][] = [];
  const client: LedgerClient = {
    ...realClient,
    apply: (request: ComputeRequest) => {
      sent.push(request.update.kind === 'replace' ? request.update.scenario.operations : request.update.operations);
      const answer = realClient.apply(request);
      return new Promise((resolve) => held.push(() => resolve(answer)));
    },
  };
  async function releaseAll(): Promise<void> {
    while (held.length > 0) {
      held.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return { client, sent, releaseAll };
}

describe('lab store while a compute is busy', () => {
  it('coalesces changes made meanwhile into one request for the newest scenario', async () => {
    client = createLedgerClient({ spawn: () => spawnInProcessWorker() });
    const held = heldClient(client);
    const store = createLabStore(held.client);
    store.getState().loadPreset('Seed example 1');
    store.getState().loadPreset('Cascade');
    store.getState().loadPreset('Seed example 2');
    await held.releaseAll();
    expect(held.sent).toHaveLength(2);
    // The empty start was sent first, so the newest scenario goes as an append to it.
    expect(held.sent[1]).toEqual(store.getState().scenario.operations);
  });

  it('never stores an answer for a scenario that changed while it was computed', async () => {
    client = createLedgerClient({ spawn: () => spawnInProcessWorker() });
    const held = heldClient(client);
    const store = createLabStore(held.client);
    const storedScenarios: (Scenario | null)[] = [];
    store.subscribe((state, previous) => {
      if (state.derived !== previous.derived) storedScenarios.push(state.derivedScenario);
    });
    store.getState().loadPreset('Seed example 1');
    await held.releaseAll();
    expect(storedScenarios).toEqual([store.getState().scenario]);
    expect(statuses(store)).toEqual(['grant', 'grant', 'accepted', 'rejected', 'accepted']);
  });
});
