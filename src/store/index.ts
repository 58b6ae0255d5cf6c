/**
 * The app's one store and one ledger client. Components import `useLabStore`; code that
 * asks the worker questions outside the compute cycle (drag previews, explanations) uses
 * `ledgerClient` and checks `ledgerClient.isLatest` before showing an answer.
 */
import { createLedgerClient, spawnLedgerWorker } from '../worker/client';
import { createLabStore } from './createLabStore';

export const ledgerClient = createLedgerClient({ spawn: spawnLedgerWorker });
export const useLabStore = createLabStore(ledgerClient);
export type { LabState } from './types';
