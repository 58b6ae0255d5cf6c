/**
 * The app's side of the ledger worker: Comlink plumbing, sequence numbers and crash
 * recovery. Each stale-able request kind gets its own increasing sequence number so the
 * store can drop any answer that is not the latest of its kind. The worker is created on
 * the first call, not before. A failure (the worker's `error` event, a call rejected for
 * any reason other than bad input, or silence past the watchdog's limit) terminates the
 * worker, starts a fresh one and tells the listeners, which re-send the current scenario.
 * After `restartLimit` failures in a row it stops restarting and says so instead; a
 * worker that cannot even be created is reported once, with the browser's reason.
 */
import * as Comlink from 'comlink';
import type { ConsumptionInput, DrawExplanation, PreviewBreakdown, PreviewInput } from '../ledger/types';
import type { Scenario } from '../scenario/types';
import type { RefusalExplanation } from '../teaching/refusalRepair';
import type { Narration } from '../teaching/types';
import type { ComputeRequest, ComputeResult, EditPreview, LedgerWorkerApi, PreviewAnswer } from './protocol';
import { trustedWorkerUrl } from './trustedWorkerUrl';
import { startWatchdog, type Watchdog } from './watchdog';
import ledgerWorkerUrl from './ledger.worker.ts?worker&url';

export type SequencedKind = 'compute' | 'preview' | 'previewEdit' | 'narrate';

/** What the client needs of a worker; a real `Worker` fits, and so does a test double. */
export type WorkerHandle = Comlink.Endpoint & { terminate(): void };

// The scenario lives in the page's store, never in the worker, so a restart cannot lose it.
export const WORKER_RESTART_MESSAGE = 'The ledger worker stopped responding and was restarted; your scenario is intact.';
export const WORKER_GAVE_UP_MESSAGE =
  'The ledger worker keeps failing. Use Export to keep a copy of your scenario, then reload the page.';

export function workerUnavailableMessage(reason: string): string {
  return (
    `The ledger engine could not start in this browser: ${reason.replace(/\.$/, '')}. ` +
    'Outcomes cannot be computed here, but you can still edit the scenario and use Export to keep a copy.'
  );
}

export interface LedgerClient {
  compute(request: ComputeRequest): Promise<{ seq: number; result: ComputeResult }>;
  preview(candidate: PreviewInput): Promise<{ seq: number } & PreviewAnswer>;
  previewBreakdown(candidate: PreviewInput): Promise<PreviewBreakdown>;
  explainDraw(consumptionId: string): Promise<DrawExplanation | null>;
  previewEdit(edited: Scenario): Promise<{ seq: number } & EditPreview>;
  narrate(scenario: Scenario, step: number): Promise<{ seq: number; narration: Narration }>;
  /** True when `seq` is the newest request of its kind, i.e. its answer should be shown. */
  isLatest(kind: SequencedKind, seq: number): boolean;
  /**
   * Listens for restarts, for giving up and for a worker that cannot be created; the
   * message is meant for the person using the app.
   */
  onRestart(listener: (message: string) => void): () => void;
  dispose(): void;
}

/**
 * The refusal question (issue 13), kept beside `LedgerClient` rather than in it so that
 * hand-written client doubles elsewhere stay valid until the worker conversation is merged.
 */
export interface RefusalClient {
  /** See `LedgerWorkerApi.explainRefusal`. */
  explainRefusal(consumption: ConsumptionInput, arrivalIndex: number): Promise<RefusalExplanation>;
}

/** See `ClientOptions.silenceLimitMs`. */
export const SILENCE_LIMIT_MS = 1200;

export interface ClientOptions {
  spawn: () => WorkerHandle;
  /**
   * Silence longer than this means the worker is dead or hung. It beats every 200 ms, so
   * 1.2 s leaves room for scheduling noise and still tells the person within 2 s. Each
   * failure in a row doubles it for the next worker: on a badly overloaded machine a slow
   * worker may once be taken for a hung one, and must then be given time to finish.
   */
  silenceLimitMs?: number;
  /** Patience for a new worker's first message, while its script loads. */
  startupLimitMs?: number;
  /**
   * More failures than this in a row, with no answer in between, means the worker cannot
   * run (or cannot run this scenario): the client stops restarting and says so.
   */
  restartLimit?: number;
}

export class WorkerCrashedError extends Error {
  constructor(reason: string) {
    super(`ledger worker failed: ${reason}`);
    this.name = 'WorkerCrashedError';
  }
}

interface Connection {
  worker: WorkerHandle;
  remote: Comlink.Remote<LedgerWorkerApi>;
  watchdog: Watchdog;
  /** Rejecters of calls still waiting on this connection. */
  waiting: Set<(error: Error) => void>;
}

/**
 * Errors the engine raises for bad input. The worker is fine after one of these (the
 * engine leaves itself unchanged), so the caller gets the error and nothing restarts.
 * Comlink carries the error's name across the thread boundary, not its class.
 */
const REFUSAL_ERROR_NAMES = new Set(['LedgerInputError', 'DuplicateIdError', 'OverflowError']);

function isRefusal(error: unknown): boolean {
  return error instanceof Error && REFUSAL_ERROR_NAMES.has(error.name);
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

export function spawnLedgerWorker(): WorkerHandle {
  // `?worker&url` gives the built worker's URL as a string for the Trusted Types policy to
  // vouch for; Vite bundles `new Worker(new URL(...))` only when written exactly so, with
  // no policy call in between.
  return new Worker(trustedWorkerUrl(ledgerWorkerUrl), { type: 'module', name: 'ledger' });
}

export function createLedgerClient(options: ClientOptions): LedgerClient & RefusalClient {
  const { spawn, silenceLimitMs = SILENCE_LIMIT_MS, startupLimitMs = 5000, restartLimit = 3 } = options;
  const latestSeq: Record<SequencedKind, number> = { compute: 0, preview: 0, previewEdit: 0, narrate: 0 };
  const listeners = new Set<(message: string) => void>();
  let failuresInARow = 0;
  let connection: Connection | null = null;
  /** Set once the client will start no more workers; calls are refused with it. */
  let stoppedReason: string | null = null;

  function tell(message: string): void {
    for (const listener of listeners) listener(message);
  }

  function connect(): Connection | null {
    let worker: WorkerHandle;
    try {
      worker = spawn();
    } catch (error) {
      // A browser that refuses to create the worker (Trusted Types, a policy, no Worker at
      // all) refuses every time, so trying again would only repeat the message.
      stoppedReason = 'the worker could not be created';
      tell(workerUnavailableMessage(asError(error).message));
      return null;
    }
    const next: Connection = {
      worker,
      remote: Comlink.wrap<LedgerWorkerApi>(worker),
      watchdog: startWatchdog({
        silenceLimitMs: silenceLimitMs * 2 ** failuresInARow,
        startupLimitMs,
        onSilent: (silentMs) => restart(next, `silent for ${Math.round(silentMs)} ms`),
      }),
      waiting: new Set(),
    };
    worker.addEventListener('message', () => next.watchdog.heard());
    worker.addEventListener('error', () => restart(next, 'error event'));
    worker.addEventListener('messageerror', () => restart(next, 'message could not be read'));
    return next;
  }

  function current(): Connection | null {
    if (connection === null && stoppedReason === null) connection = connect();
    return connection;
  }

  function restart(failed: Connection, reason: string): void {
    // Only the first report of a connection's failure restarts; later ones are echoes.
    if (failed !== connection) return;
    failed.watchdog.stop();
    failed.worker.terminate();
    connection = null;
    for (const reject of failed.waiting) reject(new WorkerCrashedError(reason));
    failuresInARow += 1;
    if (failuresInARow > restartLimit) {
      // Restarting forever would only repeat the same failure; after the limit, stay down.
      stoppedReason = 'gave up after repeated failures';
      tell(WORKER_GAVE_UP_MESSAGE);
      return;
    }
    connection = connect();
    if (connection !== null) tell(WORKER_RESTART_MESSAGE);
  }

  function call<T>(invoke: (remote: Comlink.Remote<LedgerWorkerApi>) => Promise<T>): Promise<T> {
    const used = current();
    if (used === null) return Promise.reject(new WorkerCrashedError(stoppedReason ?? 'no worker'));
    return new Promise<T>((resolve, reject) => {
      const fail = (error: Error) => {
        used.waiting.delete(fail);
        reject(error);
      };
      used.waiting.add(fail);
      invoke(used.remote).then(
        (value) => {
          used.waiting.delete(fail);
          failuresInARow = 0;
          resolve(value);
        },
        (error: unknown) => {
          fail(asError(error));
          if (!isRefusal(error)) restart(used, 'rejected call');
        },
      );
    });
  }

  function nextSeq(kind: SequencedKind): number {
    latestSeq[kind] += 1;
    return latestSeq[kind];
  }

  return {
    compute: (request) => {
      const seq = nextSeq('compute');
      return call((remote) => remote.compute(seq, request));
    },
    preview: (candidate) => {
      const seq = nextSeq('preview');
      return call((remote) => remote.preview(seq, candidate));
    },
    previewBreakdown: (candidate) => call((remote) => remote.previewBreakdown(candidate)),
    explainDraw: (consumptionId) => call((remote) => remote.explainDraw(consumptionId)),
    explainRefusal: (consumption, arrivalIndex) => call((remote) => remote.explainRefusal(consumption, arrivalIndex)),
    previewEdit: (edited) => {
      const seq = nextSeq('previewEdit');
      return call((remote) => remote.previewEdit(seq, edited));
    },
    narrate: (scenario, step) => {
      const seq = nextSeq('narrate');
      return call((remote) => remote.narrate(seq, scenario, step));
    },
    isLatest: (kind, seq) => latestSeq[kind] === seq,
    onRestart(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      stoppedReason = 'disposed';
      connection?.watchdog.stop();
      connection?.worker.terminate();
      connection = null;
      listeners.clear();
    },
  };
}
