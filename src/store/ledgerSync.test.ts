import { describe, expect, it, vi } from 'vitest';
import type { PreviewInput } from '../ledger/types';
import type { Scenario } from '../scenario/types';
import type { ComputeProgress } from '../scenario/replay';
import { createLabStore } from './createLabStore';
import { computeFailedMessage } from './ledgerSync';
import { updateFrom } from '../scenario/scenarioUpdate';
import { createLedgerClient, type LedgerClient } from '../worker/client';
import { createCreditLedger } from '../worker/engineFactory';
import { createLedgerSession } from '../worker/ledgerSession';
import { spawnInProcessWorker } from '../worker/testing/inProcessWorker';
import type { EditPreview, OperationOutcome, PreviewAnswer } from '../worker/protocol';
import { wholeList } from '../worker/answerPatch';

interface Deferred<T> {
  resolve(value: T): void;
  promise: Promise<T>;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { resolve, promise };
}

/** A ledger client whose previews wait until the test answers them, in any order. */
function fakeClient() {
  const previews: { candidate: PreviewInput; answer: Deferred<PreviewAnswer> }[] = [];
  const edits: { edited: Scenario; answer: Deferred<EditPreview> }[] = [];
  const progressListeners: ((progress: ComputeProgress) => void)[] = [];
  const client: LedgerClient = {
    apply: () => new Promise(() => undefined),
    derive: () => new Promise(() => undefined),
    preview(candidate) {
      const answer = deferred<PreviewAnswer>();
      previews.push({ candidate, answer });
      return answer.promise;
    },
    previewEdit(edited) {
      const answer = deferred<EditPreview>();
      edits.push({ edited, answer });
      return answer.promise;
    },
    explainDraw: () => Promise.resolve(null),
    explainRefusal: () => new Promise(() => undefined),
    onRestart: () => () => undefined,
    onProgress(listener) {
      progressListeners.push(listener);
      return () => undefined;
    },
    dispose: () => undefined,
  };
  const reportProgress = (progress: ComputeProgress) => progressListeners.forEach((listener) => listener(progress));
  return { client, previews, edits, reportProgress };
}

function breaking(broken: string[]): PreviewAnswer {
  return { preview: { accepted: broken.length === 0, shortfall: 0, broken }, headroom: 20, balance: 100 };
}

const flush = () => new Promise((resolve) => setTimeout(resolve));
const newConsumption = { kind: 'new-consumption', amount: 30 } as const;

function setup() {
  const fake = fakeClient();
  const store = createLabStore(fake.client);
  return { ...fake, store };
}

describe('drag preview sync', () => {
  it('previews the candidate at its snapped time and paints what it breaks', async () => {
    const { store, previews } = setup();
    store.getState().beginDrag(newConsumption, 'pointer');
    store.getState().moveDrag(2);
    expect(previews.map((p) => p.candidate)).toEqual([{ amount: 30, timestamp: 2 }]);
    previews[0].answer.resolve(breaking(['c_late']));
    await flush();
    expect(store.getState().brokenIds).toEqual(['c_late']);
  });

  it('keeps one request in flight and sends only the newest waiting position after it', async () => {
    const { store, previews } = setup();
    store.getState().beginDrag(newConsumption, 'pointer');
    for (const time of [2, 3, 4, 5]) store.getState().moveDrag(time);
    expect(previews).toHaveLength(1);
    previews[0].answer.resolve(breaking([]));
    await flush();
    expect(previews.map((p) => p.candidate.timestamp)).toEqual([2, 5]);
  });

  it('never shows an answer that arrives after the drag was cancelled', async () => {
    const { store, previews } = setup();
    store.getState().beginDrag(newConsumption, 'pointer');
    store.getState().moveDrag(2);
    store.getState().cancelDrag();
    previews[0].answer.resolve(breaking(['c_late']));
    await flush();
    expect(store.getState().brokenIds).toEqual([]);
    expect(store.getState().dragAnswer).toBeNull();
  });

  it('clears the red as soon as the pointer leaves the timeline', async () => {
    const { store, previews } = setup();
    store.getState().beginDrag(newConsumption, 'pointer');
    store.getState().moveDrag(2);
    previews[0].answer.resolve(breaking(['c_late']));
    await flush();
    store.getState().moveDrag(null);
    expect(store.getState().brokenIds).toEqual([]);
  });

  it('replays the edited history when an existing consumption is moved', async () => {
    const { store, edits } = setup();
    store.getState().editScenario({
      policy: 'reject',
      operations: [
        { kind: 'grant', id: 'g1', amount: 100, start: 0, end: 10 },
        { kind: 'consume', id: 'c_late', amount: 80, timestamp: 8 },
      ],
    });
    store.getState().beginDrag({ kind: 'move-consumption', operationIndex: 1, consumptionId: 'c_late' }, 'pointer');
    store.getState().moveDrag(12);
    expect(edits[0].edited.operations[1]).toEqual({ kind: 'consume', id: 'c_late', amount: 80, timestamp: 12 });
    edits[0].answer.resolve({ changed: [{ id: 'c_late', before: 'accepted', after: 'rejected' }], broken: ['c_late'] });
    await flush();
    expect(store.getState().brokenIds).toEqual(['c_late']);
  });
});

describe('drag and playback', () => {
  it('returns to the live ledger when a drag begins at an earlier step', () => {
    const { store } = setup();
    store.getState().loadPreset('Seed example 2');
    store.getState().goToStep(1);
    store.getState().beginDrag(newConsumption, 'keyboard', 2);
    expect(store.getState().playbackStep).toBeNull();
  });
});

describe('drag and scenario edits', () => {
  it('ends a drag when the scenario changes under it', () => {
    const { store } = setup();
    store.getState().beginDrag(newConsumption, 'pointer');
    store.getState().moveDrag(2);
    store.getState().loadPreset('Seed example 1');
    expect(store.getState().drag).toBeNull();
  });
});

describe('drag drop', () => {
  it('appends the new consumption at the drop time and clears the drag', () => {
    const { store } = setup();
    store.getState().beginDrag(newConsumption, 'pointer');
    store.getState().moveDrag(2);
    store.getState().dropDrag();
    expect(store.getState().scenario.operations).toEqual([{ kind: 'consume', id: 'c1', amount: 30, timestamp: 2 }]);
    expect(store.getState().drag).toBeNull();
  });

  it('changes nothing when dropped off the timeline', () => {
    const { store } = setup();
    store.getState().beginDrag(newConsumption, 'pointer');
    store.getState().moveDrag(null);
    store.getState().dropDrag();
    expect(store.getState().scenario.operations).toEqual([]);
  });
});

describe('broken ids', () => {
  it('keeps the same list when a new answer breaks the same consumptions', async () => {
    const { store, previews } = setup();
    store.getState().beginDrag(newConsumption, 'pointer');
    store.getState().moveDrag(2);
    previews[0].answer.resolve(breaking(['c_late']));
    await flush();
    const first = store.getState().brokenIds;
    store.getState().moveDrag(3);
    previews[1].answer.resolve(breaking(['c_late']));
    await flush();
    expect(store.getState().brokenIds).toBe(first);
  });
});

describe('compute progress', () => {
  it('shows how far the worker has come while it computes, and nothing once it is done', async () => {
    const { store, reportProgress } = setup();
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
