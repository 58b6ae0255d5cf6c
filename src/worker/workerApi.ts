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

/**
 * How long the worker waits after an answer before building the session's spare: the page
 * draws that answer meanwhile, and on two cores a replay beside it would slow the drawing.
 */
export const SPARE_IDLE_MS = 400;

export function createWorkerApi(service: LedgerService, pause: () => Promise<void>): LedgerWorkerApi {
  let spareTimer: ReturnType<typeof setTimeout> | undefined;
  return {
    apply: async (request) => {
      clearTimeout(spareTimer);
      return service.apply(request);
    },
    // In steps, so an apply (a new edit) or a drag preview waits for one step, not the answer.
    derive: async (patchable) => {
      const answer = await service.deriveInSteps(patchable, pause);
      // Only playback before the end of a long scenario builds one (ledgerSession.ts); it
      // pauses between slices, so a request then waits for one slice at most.
      spareTimer = setTimeout(() => void service.prepareSpare(pause).catch(() => undefined), SPARE_IDLE_MS);
      return answer;
    },
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
