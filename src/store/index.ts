/**
 * The app's one store, connected to the one ledger client. Components import `useLabStore`
 * and only select from it; store/ledgerSync.ts is the only code that talks to the worker.
 */
import { createLedgerClient, spawnLedgerWorker } from '../worker/client';
import { createLabStore } from './createLabStore';

export const useLabStore = createLabStore(createLedgerClient({ spawn: spawnLedgerWorker }));
export type { LabState } from './types';
