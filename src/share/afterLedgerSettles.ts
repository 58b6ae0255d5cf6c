/**
 * Waits, before compressing a scenario for the link or the autosave, until the ledger has
 * answered and the page has drawn it. On two cores the codec worker's 100-400 ms of deflate
 * for a 20,000-operation scenario otherwise ran beside the ledger worker and the page's
 * render, and slowed both; the save is not worth more than the picture. Bounded, so a
 * worker that never answers cannot hold a save back for long.
 */
import type { StoreApi } from 'zustand';
import type { LabState } from '../store/types';

const SETTLE_WAIT_MAX_MS = 3000;
const IDLE_WAIT_MAX_MS = 1000;

export function afterLedgerSettles(store: StoreApi<LabState>): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const giveUp = setTimeout(() => settle(), SETTLE_WAIT_MAX_MS);
    function settle(): void {
      clearTimeout(giveUp);
      unsubscribe();
      resolve();
    }
    function whenIdle(): void {
      unsubscribe();
      if (typeof requestIdleCallback === 'function') requestIdleCallback(settle, { timeout: IDLE_WAIT_MAX_MS });
      else settle();
    }
    if (!store.getState().computing) {
      whenIdle();
      return;
    }
    unsubscribe = store.subscribe((state) => {
      if (!state.computing) whenIdle();
    });
  });
}
