import { describe, expect, it } from 'vitest';
import { createLabSlices } from '../store/createLabStore';
import { seedExample2Result } from '../timeline/testing/fixtures';

const moveLate = { kind: 'move-consumption', operationIndex: 1, consumptionId: 'c_late' } as const;
const timing = { roundTripMs: 1, workerMs: null };

describe('a drag answer about an edit', () => {
  it('paints red only what is accepted now, and green what would become accepted', () => {
    const store = createLabSlices();
    store.setState({ derived: seedExample2Result });
    store.getState().beginDrag(moveLate, 'pointer', 11);
    store.getState().showDragAnswer({ kind: 'edit', time: 11, changedIds: ['c_early', 'c_late'], timing }, ['c_early', 'c_late']);
    const { brokenIds, becomesAcceptedIds, dragAnswer } = store.getState();
    expect([brokenIds, becomesAcceptedIds]).toEqual([['c_late'], ['c_early']]);
    expect(dragAnswer?.kind === 'edit' && dragAnswer.becomesAcceptedIds).toEqual(['c_early']);
  });

  it('clears both colours when the drag ends', () => {
    const store = createLabSlices();
    store.setState({ derived: seedExample2Result });
    store.getState().beginDrag(moveLate, 'pointer', 11);
    store.getState().showDragAnswer({ kind: 'edit', time: 11, changedIds: ['c_early'], timing }, ['c_early']);
    store.getState().cancelDrag();
    expect([store.getState().brokenIds, store.getState().becomesAcceptedIds]).toEqual([[], []]);
  });
});
