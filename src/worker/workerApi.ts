/**
 * The worker's API over the ledger service, shared by the real worker (ledger.worker.ts)
 * and the in-process double of the tests, so both answer exactly alike.
 */
import type { LedgerService } from './ledgerService';
import type { LedgerWorkerApi } from './protocol';

/**
 * A pause that lets the thread take the messages already waiting for it: a message posted
 * to itself is queued behind them (a timer could wait 4 ms for nothing).
 */
export function createMessagePause(): { pause: () => Promise<void>; close(): void } {
  const channel = new MessageChannel();
  const resumes: (() => void)[] = [];
  channel.port1.onmessage = () => resumes.shift()?.();
  return {
    pause: () =>
      new Promise((resolve) => {
        resumes.push(resolve);
        channel.port2.postMessage(null);
      }),
    close() {
      channel.port1.close();
      channel.port2.close();
    },
  };
}

export function createWorkerApi(service: LedgerService, pause: () => Promise<void>): LedgerWorkerApi {
  return {
    apply: async (request) => service.apply(request),
    // In steps, so an apply (a new edit) or a drag preview waits for one step, not the answer.
    derive: (patchable) => service.deriveInSteps(patchable, pause),
    preview: async (candidate) => {
      const startedMs = performance.now();
      const answer = service.preview(candidate);
      return { ...answer, computeMs: performance.now() - startedMs };
    },
    explainDraw: async (consumptionId) => service.explainDraw(consumptionId),
    explainRefusal: async (consumption, arrivalIndex) => service.explainRefusal(consumption, arrivalIndex),
    previewEdit: async (edited) => service.previewEdit(edited),
  };
}
