/**
 * The app's one store, connected to the one ledger client. Components import `useLabStore`
 * and only select from it; store/ledgerSync.ts is the only code that talks to the worker.
 */
import { createLedgerClient, spawnLedgerWorker } from '../worker/client';
import { createLabStore } from './createLabStore';
import { askWarmUpWhenIdle } from './ledgerSync';

const client = createLedgerClient({ spawn: spawnLedgerWorker });
export const useLabStore = createLabStore(client);
export type { LabState } from './types';

/** For main.tsx, once the app has started (ledgerSync.ts, `askWarmUpWhenIdle`). */
export function warmLedgerWorkerWhenIdle(): void {
  askWarmUpWhenIdle(useLabStore, client);
}
