/** URL sync on a real store with fake timers, as the URL sync tests share it. */
import { expect, vi } from 'vitest';
import type { Scenario } from '../../scenario/types';
import { startUrlSync, URL_SYNC_DELAY_MS } from '../urlSync';
import { createTestStore, type TestStore } from './createTestStore';

export interface UrlSyncHarness {
  store: TestStore;
  stop(): void;
}

/** A clean address bar, a store holding `initial` (if given), and URL sync running on both. */
export function startUrlSyncHarness(initial?: Scenario): UrlSyncHarness {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/');
  const store = createTestStore();
  if (initial) store.getState().editScenario(initial);
  const stopSync = startUrlSync(store, window);
  return {
    store,
    stop() {
      stopSync();
      vi.useRealTimers();
    },
  };
}

/** Past the wait after the last change, and past compression (real work, not a timer). */
export async function settleHashWrite(): Promise<void> {
  await vi.advanceTimersByTimeAsync(URL_SYNC_DELAY_MS);
  await vi.waitFor(() => expect(window.location.hash).not.toBe(''));
}
