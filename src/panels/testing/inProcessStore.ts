/**
 * A store module for component tests: the real store and the real engine, connected through
 * the in-process worker double instead of a Worker thread (jsdom has none). Tests use it as
 * `vi.mock('../store', () => import('./testing/inProcessStore'))`.
 */
import { createLabStore } from '../../store/createLabStore';
import { createLedgerClient } from '../../worker/client';
import { spawnInProcessWorker } from '../../worker/testing/inProcessWorker';

export type { LabState } from '../../store/types';
export const ledgerClient = createLedgerClient({ spawn: () => spawnInProcessWorker() });
export const useLabStore = createLabStore(ledgerClient);
