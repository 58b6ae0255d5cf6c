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
 * How long the worker must have had no request before it builds the session's spare
 * (ledgerSession.ts). After an answer the page still draws it and saves the scenario (the
 * codec worker), and on two cores a replay beside that work would slow it: the wait keeps
 * the spare out of the way of a load and of edits in a row, while a person reading the
 * answer, or a teacher the step's story, pauses longer than this.
 */
export const SPARE_IDLE_MS = 2_500;

/**
 * Runs `work` once the worker has had no request in hand for `delayMs`, and lets it know
 * when one comes (`stillIdle` turns false): it stops at its next pause, and starts over
 * once the worker is idle again.
 */
function whenIdle(work: (stillIdle: () => boolean) => Promise<void>, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let requests = 0;
  let inHand = 0;
  return {
    busy() {
      clearTimeout(timer);
      requests += 1;
      inHand += 1;
    },
    idle() {
      inHand -= 1;
      if (inHand > 0) return;
      const since = requests;
      timer = setTimeout(() => void work(() => requests === since).catch(() => undefined), delayMs);
    },
  };
}

/**
 * How long the worker must have had no request before a warm-up it was asked for starts
 * (warmUp.ts): the page asks once it is idle itself, so this only lets the requests of the
 * moment (a drag preview, the selected draw's explanation) pass first.
 */
export const WARM_UP_IDLE_MS = 100;

/** Warms the worker's code up (warmUp.ts), stopping at a pause where `stillIdle` says a request came. */
export type WarmUp = (pause: () => Promise<void>, stillIdle: () => boolean) => Promise<unknown>;

export function createWorkerApi(service: LedgerService, pause: () => Promise<void>, warmUp: WarmUp | null = null): LedgerWorkerApi {
  const spare = whenIdle((stillIdle) => service.prepareSpare(pause, stillIdle), SPARE_IDLE_MS);
  let warmUpWanted = false;
  // Once: stopped by a request, it is not tried again (the page asks only while its scenario
  // is small, and whatever came instead may have been a large replay, warming the code anyway).
  const warming = whenIdle(async (stillIdle) => {
    if (!warmUpWanted || warmUp === null) return;
    warmUpWanted = false;
    await warmUp(pause, stillIdle);
  }, WARM_UP_IDLE_MS);
  /** Every request marks the worker busy until it is answered. */
  const request = <A extends unknown[], R>(handle: (...args: A) => Promise<R>) => async (...args: A): Promise<R> => {
    spare.busy();
    warming.busy();
    try {
      return await handle(...args);
    } finally {
      spare.idle();
      warming.idle();
    }
  };
  return {
    apply: request(async (change) => service.apply(change)),
    // In steps, so an apply (a new edit) or a drag preview waits for one step, not the answer.
    derive: request((patchable: boolean) => service.deriveInSteps(patchable, pause)),
    preview: request(async (candidate) => {
      const startedMs = performance.now();
      const answer = service.preview(candidate);
      return { ...answer, computeMs: performance.now() - startedMs };
    }),
    explainDraw: request(async (consumptionId) => service.explainDraw(consumptionId)),
    explainRefusal: request(async (consumption, arrivalIndex) => service.explainRefusal(consumption, arrivalIndex)),
    previewEdit: request(async (edited) => service.previewEdit(edited)),
    warmUp: request(async () => {
      warmUpWanted = true;
    }),
  };
}
