/** Builds the store from its slices and connects it to a ledger client. */
import { create } from 'zustand';
import type { LedgerClient } from '../worker/client';
import { startLedgerSync } from './ledgerSync';
import { createDerivedSlice } from './derivedSlice';
import { createDragSlice } from './dragSlice';
import { createHistorySlice } from './historySlice';
import { createPlaybackSlice } from './playbackSlice';
import { createScenarioSlice } from './scenarioSlice';
import { createShareSlice } from './shareSlice';
import { createTeachingSlice } from './teachingSlice';
import type { LabState } from './types';
import { createViewSlice } from './viewSlice';

/** The store with every slice and no worker attached; tests use it as it is. */
export function createLabSlices() {
  return create<LabState>()((...args) => ({
    ...createScenarioSlice(...args),
    ...createDerivedSlice(...args),
    ...createViewSlice(...args),
    ...createPlaybackSlice(...args),
    ...createDragSlice(...args),
    ...createHistorySlice(...args),
    ...createShareSlice(...args),
    ...createTeachingSlice(...args),
  }));
}

export function createLabStore(client: LedgerClient) {
  const useStore = createLabSlices();
  startLedgerSync(useStore, client);
  return useStore;
}

export type LabStore = ReturnType<typeof createLabStore>;
