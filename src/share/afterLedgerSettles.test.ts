import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, type StoreApi } from 'zustand';
import type { LabState } from '../store/types';
import { afterLedgerSettles } from './afterLedgerSettles';

function storeComputing(computing: boolean): StoreApi<LabState> {
  return createStore(() => ({ computing }) as LabState);
}

async function settledWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('afterLedgerSettles', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes on at once when the ledger is not computing', async () => {
    expect(await settledWithin(afterLedgerSettles(storeComputing(false)), 0)).toBe(true);
  });

  it('waits for the answer while the ledger computes', async () => {
    const store = storeComputing(true);
    const settling = afterLedgerSettles(store);
    expect(await settledWithin(settling, 1000)).toBe(false);
    store.setState({ computing: false });
    expect(await settledWithin(settling, 0)).toBe(true);
  });

  it('gives up waiting for a ledger that never answers', async () => {
    expect(await settledWithin(afterLedgerSettles(storeComputing(true)), 3000)).toBe(true);
  });
});
