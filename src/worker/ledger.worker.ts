/// <reference lib="webworker" />
/**
 * The ledger worker: Comlink plumbing and the heartbeat only. Everything it answers is
 * computed by the pure service in ledgerService.ts, from one ledger session.
 */
import * as Comlink from 'comlink';
import { createLedgerService } from './ledgerService';
import { createCreditLedger } from './engineFactory';
import { startHeartbeat } from './heartbeat';
import type { LedgerWorkerApi } from './protocol';

const { progress } = startHeartbeat((message) => self.postMessage(message));
const service = createLedgerService(createCreditLedger, progress);

const api: LedgerWorkerApi = {
  apply: async (request) => service.apply(request),
  derive: async (patchable) => service.derive(patchable),
  preview: async (candidate) => {
    const startedMs = performance.now();
    const answer = service.preview(candidate);
    return { ...answer, computeMs: performance.now() - startedMs };
  },
  explainDraw: async (consumptionId) => service.explainDraw(consumptionId),
  explainRefusal: async (consumption, arrivalIndex) => service.explainRefusal(consumption, arrivalIndex),
  previewEdit: async (edited) => service.previewEdit(edited),
};

Comlink.expose(api);
