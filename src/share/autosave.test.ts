// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, AUTOSAVE_KEY, restoreAutosave, startAutosave } from './autosave';
import { createTestStore, type TestStore } from './testing/createTestStore';

let store: TestStore;
let stopAutosave: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
  store = createTestStore();
  stopAutosave = startAutosave(store, window);
});

afterEach(() => {
  stopAutosave();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function addGrant(id: string): void {
  store.getState().addOperation({ kind: 'grant', id, amount: 1, start: 0, end: 1 });
}

function failEverySave(): void {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
}

describe('autosave', () => {
  it('restores the last scenario in a new store', () => {
    addGrant('g1');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    const reopened = createTestStore();
    restoreAutosave(reopened, window.localStorage);
    expect(reopened.getState().scenario).toEqual(store.getState().scenario);
  });

  it('saves at once when the page is hidden', () => {
    addGrant('g1');
    window.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage.getItem(AUTOSAVE_KEY)).not.toBeNull();
  });

  it('drops corrupt saved data and says so, leaving the scenario empty', () => {
    window.localStorage.setItem(AUTOSAVE_KEY, '2.not-deflate');
    const reopened = createTestStore();
    expect([restoreAutosave(reopened, window.localStorage), window.localStorage.getItem(AUTOSAVE_KEY)]).toEqual([false, null]);
    expect(reopened.getState().shareProblem?.message).toMatch(/^The autosaved scenario could not be restored: /);
  });

  it('reports a full storage instead of throwing', () => {
    failEverySave();
    addGrant('g1');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(store.getState().shareProblem?.message).toMatch(/^Autosave failed/);
  });

  it('reports a full storage once, not after every edit', () => {
    failEverySave();
    addGrant('g1');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    store.getState().dismissShareProblem();
    addGrant('g2');
    vi.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(store.getState().shareProblem).toBeNull();
  });

  it('opens nothing when nothing was saved', () => {
    expect(restoreAutosave(createTestStore(), window.localStorage)).toBe(false);
  });
});
