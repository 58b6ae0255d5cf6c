// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeScenarioHash, encodeScenarioParam } from '../scenario/codec';
import type { Scenario } from '../scenario/types';
import { AUTOSAVE_KEY } from './autosave';
import { startSharing } from './startSharing';
import { createTestStore } from './testing/createTestStore';

const linked: Scenario = { policy: 'reject', operations: [{ kind: 'grant', id: 'from-link', amount: 5, start: 0, end: 5 }] };
const saved: Scenario = { policy: 'pending', operations: [{ kind: 'grant', id: 'from-save', amount: 5, start: 0, end: 5 }] };

let stopSharing = () => {};

beforeEach(() => {
  window.localStorage.setItem(AUTOSAVE_KEY, encodeScenarioParam(saved));
});

afterEach(() => {
  stopSharing();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('startSharing', () => {
  it('opens the scenario in the URL rather than the autosaved one', () => {
    window.history.replaceState(null, '', `/${encodeScenarioHash(linked)}`);
    const store = createTestStore();
    stopSharing = startSharing(store, window);
    expect(store.getState().scenario).toEqual(linked);
  });

  it('opens the autosaved scenario when the URL has none', () => {
    const store = createTestStore();
    stopSharing = startSharing(store, window);
    expect(store.getState().scenario).toEqual(saved);
  });

  it('starts with an empty history, so Undo cannot go back before what was opened', () => {
    const store = createTestStore();
    stopSharing = startSharing(store, window);
    expect(store.getState().undoStack).toEqual([]);
  });
});
