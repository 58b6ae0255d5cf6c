/// <reference lib="webworker" />
/**
 * The ledger worker: Comlink plumbing only. Everything it answers is computed by the
 * pure service in ledgerService.ts.
 */
import * as Comlink from 'comlink';
import { createLedgerService } from './ledgerService';
import { createCreditLedger } from './engineFactory';
import type { LedgerWorkerApi } from './protocol';
import { createNarrator } from '../teaching/narrator';

const service = createLedgerService(createCreditLedger);
const narrator = createNarrator(createCreditLedger);

const api: LedgerWorkerApi = {
  compute: async (seq, request) => service.compute(seq, request),
  preview: async (seq, candidate) => {
    const startedMs = performance.now();
    const answer = service.preview(seq, candidate);
    return { ...answer, computeMs: performance.now() - startedMs };
  },
  previewBreakdown: async (candidate) => service.previewBreakdown(candidate),
  explainDraw: async (consumptionId) => service.explainDraw(consumptionId),
  previewEdit: async (seq, edited) => service.previewEdit(seq, edited),
  narrate: async (seq, scenario, step) => ({ seq, narration: narrator.narrate(scenario, step) }),
  async crashForTest() {
    // An uncaught error in a later task reaches the page as the worker's `error` event,
    // and closing the scope makes sure the worker is really gone, as after a fatal bug.
    setTimeout(() => {
      throw new Error('test crash');
    });
    setTimeout(() => self.close());
  },
};

Comlink.expose(api);
