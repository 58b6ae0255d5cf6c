import { afterEach, describe, expect, it, vi } from 'vitest';
import { askWarmUpWhenIdle } from './ledgerSync';
import { generateUsageScenario } from '../scenario/usageGenerator';
import { flush, storeWithFakeClient } from './testing/fakeLedgerClient';
import { WARM_UP_OPERATIONS, type PreviewAnswer } from '../worker/protocol';

function breaking(broken: string[]): PreviewAnswer {
  return { preview: { accepted: broken.length === 0, shortfall: 0, broken }, headroom: 20, balance: 100 };
}

const newConsumption = { kind: 'new-consumption', amount: 30 } as const;


describe('drag preview sync', () => {
  it('previews the candidate at its snapped time and paints what it breaks', async () => {
    const { store, previews } = storeWithFakeClient();
    store.getState().beginDrag(newConsumption, 'pointer');
    store.getState().moveDrag(2);
    expect(previews.map((p) => p.candidate)).toEqual([{ amount: 30, timestamp: 2 }]);
    previews[0].answer.resolve(breaking(['c_late']));
    await flush();
    expect(store.getState().brokenIds).toEqual(['c_late']);
  });

  it('keeps one request in flight and sends only the newest waiting position after it', async () => {
    const { store, previews } = storeWithFakeClient();
    store.getState().beginDrag(newConsumption, 'pointer');
    for (const time of [2, 3, 4, 5]) store.getState().moveDrag(time);
    expect(previews).toHaveLength(1);
    previews[0].answer.resolve(breaking([]));
    await flush();
    expect(previews.map((p) => p.candidate.timestamp)).toEqual([2, 5]);
  });

  it('never shows an answer that arrives after the drag was cancelled', async () => {
    const { store, previews } = storeWithFakeClient();
    store.getState().beginDrag(newConsumption, 'pointer');
    store.getState().moveDrag(2);
    store.getState().cancelDrag();
    previews[0].answer.resolve(breaking(['c_late']));
    await flush();
    expect(store.getState().brokenIds).toEqual([]);
    expect(store.getState().dragAnswer).toBeNull();
  });

  it('clears the red as soon as the pointer leaves the timeline', async () => {
    const { store, previews } = storeWithFakeClient();
    store.getState().beginDrag(newConsumption, 'pointer');
    store.getState().moveDrag(2);
    previews[0].answer.resolve(breaking(['c_late']));
    await flush();
    store.getState().moveDrag(null);
    expect(store.getState().brokenIds).toEqual([]);
  });

  it('replays the edited history when an existing consumption is moved', async () => {
    const { store, edits } = storeWithFakeClient();
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
    const { store } = storeWithFakeClient();
    store.getState().loadPreset('Seed example 2');
    store.getState().goToStep(1);
    store.getState().beginDrag(newConsumption, 'keyboard', 2);
    expect(store.getState().playbackStep).toBeNull();
  });
});

describe('drag and scenario edits', () => {
  it('ends a drag when the scenario changes under it', () => {
    const { store } = storeWithFakeClient();
    store.getState().beginDrag(newConsumption, 'pointer');
    store.getState().moveDrag(2);
    store.getState().loadPreset('Seed example 1');
    expect(store.getState().drag).toBeNull();
  });
});

describe('drag drop', () => {
  it('appends the new consumption at the drop time and clears the drag', () => {
    const { store } = storeWithFakeClient();
    store.getState().beginDrag(newConsumption, 'pointer');
    store.getState().moveDrag(2);
    store.getState().dropDrag();
    expect(store.getState().scenario.operations).toEqual([{ kind: 'consume', id: 'c1', amount: 30, timestamp: 2 }]);
    expect(store.getState().drag).toBeNull();
  });

  it('changes nothing when dropped off the timeline', () => {
    const { store } = storeWithFakeClient();
    store.getState().beginDrag(newConsumption, 'pointer');
    store.getState().moveDrag(null);
    store.getState().dropDrag();
    expect(store.getState().scenario.operations).toEqual([]);
  });
});

describe('broken ids', () => {
  it('keeps the same list when a new answer breaks the same consumptions', async () => {
    const { store, previews } = storeWithFakeClient();
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

describe("asking for the ledger worker's warm-up", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function askedFor(operationCount: number): number {
    vi.useFakeTimers();
    const { store, client } = storeWithFakeClient();
    store.getState().editScenario(generateUsageScenario({ seed: 2, days: 30, operationCount }));
    const warmUp = vi.spyOn(client, 'warmUp');
    askWarmUpWhenIdle(store, client);
    // Without requestIdleCallback (Node), after the longest wait for an idle moment.
    expect(warmUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3000);
    return warmUp.mock.calls.length;
  }

  it('asks once the page is idle while the scenario open is small', () => {
    expect(askedFor(WARM_UP_OPERATIONS - 1)).toBe(1);
  });

  it('does not ask when a large scenario is open: its own replay warms the worker', () => {
    expect(askedFor(WARM_UP_OPERATIONS)).toBe(0);
  });
});
