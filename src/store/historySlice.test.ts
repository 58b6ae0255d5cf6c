import { describe, expect, it } from 'vitest';
import { UNDO_DEPTH_MAX } from '../scenario/limits';
import type { Operation } from '../scenario/types';
import { createTestStore, type TestStore } from '../share/testing/createTestStore';

function grant(index: number): Operation {
  return { kind: 'grant', id: `g${index}`, amount: 10, start: 0, end: 10 };
}

function operationIds(store: TestStore): string[] {
  return store.getState().scenario.operations.map((operation) => operation.id);
}

describe('undo history', () => {
  it('undoes the last edit', () => {
    const store = createTestStore();
    store.getState().addOperation(grant(1));
    store.getState().addOperation(grant(2));
    store.getState().undo();
    expect(operationIds(store)).toEqual(['g1']);
  });

  it('names the preset again when Undo takes an edit of it back, and Custom again with Redo', () => {
    const store = createTestStore();
    store.getState().loadPreset('Seed example 1');
    store.getState().addOperation(grant(9));
    expect(store.getState().loadedPreset).toBeNull();
    store.getState().undo();
    expect(store.getState().loadedPreset).toBe('Seed example 1');
    store.getState().redo();
    expect(store.getState().loadedPreset).toBeNull();
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().loadedPreset).toBe('Empty');
  });

  it('redoes an undone edit', () => {
    const store = createTestStore();
    store.getState().addOperation(grant(1));
    store.getState().undo();
    store.getState().redo();
    expect(operationIds(store)).toEqual(['g1']);
  });

  it('labels each entry with the edit it takes back', () => {
    const store = createTestStore();
    store.getState().addOperation(grant(1));
    expect(store.getState().undoStack.at(-1)?.label).toBe('Add grant g1');
  });

  it('forgets the redo stack when a new edit is made', () => {
    const store = createTestStore();
    store.getState().addOperation(grant(1));
    store.getState().undo();
    store.getState().addOperation(grant(2));
    expect(store.getState().redoStack).toEqual([]);
  });

  it('records edits made by any path, including a policy switch', () => {
    const store = createTestStore();
    store.getState().setPolicy('pending');
    store.getState().undo();
    expect(store.getState().scenario.policy).toBe('reject');
  });

  it('does nothing when there is nothing to undo', () => {
    const store = createTestStore();
    const before = store.getState().scenario;
    store.getState().undo();
    expect(store.getState().scenario).toBe(before);
  });

  it(`keeps at most ${UNDO_DEPTH_MAX} entries, dropping the oldest`, () => {
    const store = createTestStore();
    for (let index = 0; index <= UNDO_DEPTH_MAX; index += 1) store.getState().addOperation(grant(index));
    const { undoStack } = store.getState();
    expect([undoStack.length, undoStack[0].scenario.operations.length]).toEqual([UNDO_DEPTH_MAX, 1]);
  });

  it('forgets everything on clearHistory', () => {
    const store = createTestStore();
    store.getState().addOperation(grant(1));
    store.getState().clearHistory();
    expect([store.getState().undoStack, store.getState().redoStack]).toEqual([[], []]);
  });
});
