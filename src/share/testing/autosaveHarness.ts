/**
 * The autosave under test, shared by its specs: a fresh store with autosave started on it
 * under fake timers before each test (compression stubbed by the plain encoding), and the
 * helpers they use. `store` is a live binding: it is the current test's store.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { encodeScenarioParamPlain } from '../../scenario/codec';
import type { Scenario } from '../../scenario/types';
import { AUTOSAVE_DELAY_MS, startAutosave } from '../autosave';
import { readSavedScenario } from '../savedScenarios';
import { createTestStore, type TestStore } from './createTestStore';

export let store: TestStore;
let stop: () => void = () => undefined;

const encodePlain = (scenario: Scenario) => Promise.resolve(encodeScenarioParamPlain(scenario));

/** Registers the fresh store and autosave around each test of the calling file. */
export function useAutosaveHarness(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
    window.sessionStorage.clear();
    store = createTestStore();
    stop = startAutosave(store, window, encodePlain);
  });
  afterEach(() => {
    stopAutosave();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}

export function stopAutosave(): void {
  stop();
  stop = () => undefined;
}

/** Starts autosave again on the same store, as a page opening with its state does. */
export function restartAutosave(encode: (scenario: Scenario) => Promise<string> = encodePlain): void {
  stopAutosave();
  stop = startAutosave(store, window, encode);
}

export function addGrant(id: string): void {
  store.getState().addOperation({ kind: 'grant', id, amount: 1, start: 0, end: 1 });
}

export async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
}

export const idsOf = (scenario: Scenario | null) => scenario?.operations.map((operation) => operation.id);

export function openDocumentScenario(): Scenario | null {
  const id = store.getState().document?.id;
  const read = id === undefined ? null : readSavedScenario(window.localStorage, id);
  return read?.ok ? read.scenario : null;
}

export function failEverySave(): void {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
}
