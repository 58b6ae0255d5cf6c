/**
 * A worker double for tests: the real ledger service and engine behind a real Comlink
 * connection over a MessageChannel, without a Worker thread. It replaces only the thread
 * boundary, so everything a test sees is still computed by the real engine.
 */
import * as Comlink from 'comlink';
import type { WorkerHandle } from '../client';
import type { EngineFactory } from '../computeScenario';
import { createCreditLedger } from '../engineFactory';
import { createLedgerService } from '../ledgerService';
import type { LedgerWorkerApi } from '../protocol';
import { createNarrator } from '../../teaching/narrator';

export function spawnInProcessWorker(createEngine: EngineFactory = createCreditLedger): WorkerHandle {
  const { port1, port2 } = new MessageChannel();
  const service = createLedgerService(createEngine);
  const narrator = createNarrator(createEngine);
  const api: LedgerWorkerApi = {
    compute: async (seq, request) => service.compute(seq, request),
    preview: async (seq, candidate) => service.preview(seq, candidate),
    previewBreakdown: async (candidate) => service.previewBreakdown(candidate),
    explainDraw: async (consumptionId) => service.explainDraw(consumptionId),
    previewEdit: async (seq, edited) => service.previewEdit(seq, edited),
    narrate: async (seq, scenario, step) => ({ seq, narration: narrator.narrate(scenario, step) }),
    async crashForTest() {
      setTimeout(() => port2.dispatchEvent(new Event('error')));
    },
  };
  Comlink.expose(api, port1);
  return Object.assign(port2, {
    terminate() {
      port1.close();
      port2.close();
    },
  }) as unknown as WorkerHandle;
}
