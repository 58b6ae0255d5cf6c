/// <reference lib="webworker" />
/**
 * The ledger worker: Comlink plumbing and the heartbeat only. Everything it answers is
 * computed by the pure service in ledgerService.ts.
 */
import * as Comlink from 'comlink';
import { createLedgerService } from './ledgerService';
import { createCreditLedger } from './engineFactory';
import { startHeartbeat } from './heartbeat';
import type { LedgerWorkerApi } from './protocol';
import { createNarrator } from '../teaching/narrator';

const { progress } = startHeartbeat((message) => self.postMessage(message));
const service = createLedgerService(createCreditLedger, progress);
const narrator = createNarrator(createCreditLedger, progress);

const api: LedgerWorkerApi = {
  compute: async (seq, request) => service.compute(seq, request),
  preview: async (seq, candidate) => {
    const startedMs = performance.now();
    const answer = service.preview(seq, candidate);
    return { ...answer, computeMs: performance.now() - startedMs };
  },
  previewBreakdown: async (candidate) => service.previewBreakdown(candidate),
  explainDraw: async (consumptionId) => service.explainDraw(consumptionId),
  explainRefusal: async (consumption, arrivalIndex) => service.explainRefusal(consumption, arrivalIndex),
  previewEdit: async (seq, edited) => service.previewEdit(seq, edited),
  narrate: async (seq, scenario, step) => ({ seq, narration: narrator.narrate(scenario, step) }),
};

Comlink.expose(api);
