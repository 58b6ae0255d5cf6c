/** How the store keeps the worker's computed answer: what it posts, in what parts, and what it shows meanwhile. */
import { describe, expect, it, vi } from 'vitest';
import type { Scenario } from '../scenario/types';
import { createLabStore } from './createLabStore';
import { computeFailedMessage } from './ledgerSync';
import { fakeClient, flush, storeWithFakeClient } from './testing/fakeLedgerClient';
import { updateFrom } from '../scenario/scenarioUpdate';
import { createLedgerClient, type LedgerClient } from '../worker/client';
import { createCreditLedger } from '../worker/engineFactory';
import { createLedgerSession } from '../worker/ledgerSession';
import { spawnInProcessWorker } from '../worker/testing/inProcessWorker';
import type { OperationOutcome } from '../worker/protocol';
import { wholeList } from '../worker/answerPatch';



describe('compute progress', () => {
  it('shows how far the worker has come while it computes, and nothing once it is done', async () => {
    const { store, reportProgress } = storeWithFakeClient();
    await flush();
    expect(store.getState().computing).toBe(true);
    reportProgress({ applied: 4_000, of: 20_000 });
    expect(store.getState().computeProgress).toEqual({ applied: 4_000, of: 20_000 });
    store.setState({ computing: false, computeProgress: null });
    reportProgress({ applied: 8_000, of: 20_000 });
    expect(store.getState().computeProgress).toBeNull();
  });
});

describe('what ledgerSync sends for a scenario change', () => {
  const grant = { kind: 'grant', id: 'g1', amount: 10, start: 0, end: 9 } as const;
  const consume = { kind: 'consume', id: 'c1', amount: 4, timestamp: 3 } as const;

  it('sends only the new operations when the scenario grew at its end', () => {
    const held: Scenario = { policy: 'reject', operations: [grant] };
    expect(updateFrom(held, { ...held, operations: [...held.operations, consume] })).toEqual({ kind: 'append', operations: [consume] });
  });

  it('sends the whole scenario when anything else changed, or nothing is known to be held', () => {
    const held: Scenario = { policy: 'reject', operations: [grant, consume] };
    const edited: Scenario = { policy: 'reject', operations: [grant, { ...consume, amount: 5 }, consume] };
    expect(updateFrom(held, edited)).toEqual({ kind: 'replace', scenario: edited });
    expect(updateFrom(held, { ...held, policy: 'pending', operations: [...held.operations, consume] }).kind).toBe('replace');
    expect(updateFrom(null, held)).toEqual({ kind: 'replace', scenario: held });
  });
});

describe('an edit answered in two parts', () => {
  it('shows the outcomes as soon as the worker applied the change, before the rest of the answer', async () => {
    const fake = fakeClient();
    const applied: OperationOutcome[] = [{ kind: 'grant', resolved: [] }];
    const client: LedgerClient = { ...fake.client, apply: () => Promise.resolve(wholeList(applied)) };
    const store = createLabStore(client);
    await flush();
    // derive never answers here, so only the outcomes can have landed.
    expect(store.getState().latestOutcomes).toEqual({ operations: store.getState().scenario.operations, outcomes: applied });
    expect(store.getState().derived).toBeNull();
  });
});

describe('a compute the worker cannot finish', () => {
  it('says so in the alert, with the reason, instead of computing forever', async () => {
    const fake = fakeClient();
    const client: LedgerClient = {
      ...fake.client,
      apply: () => Promise.resolve(wholeList([])),
      derive: () => Promise.reject(new Error('to: must be a safe integer')),
    };
    const store = createLabStore(client);
    await flush();
    expect(store.getState().computing).toBe(false);
    expect(store.getState().workerError).toBe(computeFailedMessage(new Error('to: must be a safe integer')));
    expect(store.getState().workerError).toContain('(to: must be a safe integer)');
  });

  it('takes the alert back once a scenario computes again', async () => {
    let fail = true;
    const client = createLedgerClient({ spawn: () => spawnInProcessWorker() });
    const failingOnce: LedgerClient = { ...client, derive: (patchable) => (fail ? Promise.reject(new Error('boom')) : client.derive(patchable)) };
    const store = createLabStore(failingOnce);
    await flush();
    expect(store.getState().workerError).toContain('(boom)');
    fail = false;
    store.getState().addOperation({ kind: 'grant', id: 'g1', amount: 5, start: 0, end: 9 });
    await vi.waitFor(() => expect(store.getState().derived?.outcomes).toHaveLength(1));
    expect(store.getState().workerError).toBeNull();
  });
});

describe('posting to the worker', () => {
  it('posts thousands of operations in a task after the edit, and a few at once', async () => {
    const fake = fakeClient();
    const posted: number[] = [];
    const client: LedgerClient = {
      ...fake.client,
      apply(request) {
        posted.push(request.update.kind === 'replace' ? request.update.scenario.operations.length : request.update.operations.length);
        return Promise.resolve(wholeList<OperationOutcome>([]));
      },
    };
    const store = createLabStore(client);
    await flush();
    posted.length = 0;
    const operations = Array.from({ length: 2_000 }, (_, index) => ({ kind: 'consume' as const, id: `c${index}`, amount: 1, timestamp: index }));
    store.getState().editScenario({ policy: 'reject', operations });
    // The task that opened the scenario renders it; cloning 2,000 operations waits for the next.
    expect(posted).toEqual([]);
    await vi.waitFor(() => expect(posted).toEqual([2_000]));
    store.getState().addOperation({ kind: 'consume', id: 'one-more', amount: 1, timestamp: 2_000 });
    expect(posted).toEqual([2_000, 1]);
  });
});

describe('edits faster than the worker derives their answers', () => {
  it('lets each apply overtake the derive before it, and lands the last edit whole and exact', async () => {
    const client = createLedgerClient({ spawn: () => spawnInProcessWorker() });
    const store = createLabStore(client);
    const until = async (done: () => boolean) => {
      while (!done()) await flush();
    };
    store.getState().loadPreset('Month of usage (~500 operations)');
    await until(() => store.getState().derived !== null && !store.getState().computing);
    for (let index = 0; index < 4; index += 1) {
      const before = store.getState().latestOutcomes;
      store.getState().addOperation({ kind: 'consume', id: `fast-${index}`, amount: 5, timestamp: 100 + index });
      // The next edit comes as soon as this one's outcomes show, while its answer is derived.
      await until(() => store.getState().latestOutcomes !== before);
    }
    const { scenario } = store.getState();
    await until(() => store.getState().derivedScenario === scenario && !store.getState().computing);
    expect(store.getState().derived).toEqual(createLedgerSession(createCreditLedger).compute({ update: { kind: 'replace', scenario }, step: null }));
    client.dispose();
  });
});
