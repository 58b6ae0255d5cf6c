/// <reference lib="webworker" />
/**
 * The ledger worker: Comlink plumbing and the heartbeat only. Everything it answers is
 * computed by the pure service in ledgerService.ts, from one ledger session.
 */
import * as Comlink from 'comlink';
import { createLedgerService } from './ledgerService';
import { createCreditLedger } from './engineFactory';
import { startHeartbeat } from './heartbeat';
import { createMessagePause, createWorkerApi } from './workerApi';
import { warmUpService } from './warmUp';

const { progress } = startHeartbeat((message) => self.postMessage(message));
const service = createLedgerService(createCreditLedger, progress);

const { pause } = createMessagePause();
Comlink.expose(createWorkerApi(service, pause, (warmUpPause, stillIdle) => warmUpService(createCreditLedger, warmUpPause, stillIdle)));
