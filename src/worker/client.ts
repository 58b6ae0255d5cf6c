/**
 * The app's side of the ledger worker: Comlink plumbing and crash recovery. Which answers
 * are still wanted is store/ledgerSync.ts's business, not this file's. The worker is
 * created on the first call, not before. A failure (the worker's `error` event, a call rejected for
 * any reason other than bad input, or silence past the watchdog's limit) terminates the
 * worker, starts a fresh one and tells the listeners, which re-send the current scenario.
 * After `restartLimit` failures in a row it stops restarting and says so instead; a
 * worker that cannot even be created is reported once, with the browser's reason.
 */
import * as Comlink from 'comlink';
import type { ListPatch } from './answerPatch';
import { progressOf, type LedgerWorkerApi, type OperationOutcome } from './protocol';
import type { ComputeProgress } from '../scenario/replay';
import { trustedWorkerUrl } from './trustedWorkerUrl';
import { startWatchdog, type Watchdog } from './watchdog';
import ledgerWorkerUrl from './ledger.worker.ts?worker&url';

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

/** The worker's questions, answered by a worker that is restarted when it fails. */
export interface LedgerClient extends LedgerWorkerApi {
  /**
   * Listens for restarts, for giving up and for a worker that cannot be created; the
   * message is meant for the person using the app.
   */
  onRestart(listener: (message: string) => void): () => void;
  /** Listens for how far the worker's current compute has come (about every 200 ms). */
  onProgress(listener: (progress: ComputeProgress) => void): () => void;
  dispose(): void;
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
 * Errors the engine raises for bad input, and a derive overtaken by an apply. The worker
 * is fine after one of these (the engine leaves itself unchanged), so the caller gets the
 * error and nothing restarts.
 * Comlink carries the error's name across the thread boundary, not its class.
 */
const REFUSAL_ERROR_NAMES = new Set(['LedgerInputError', 'DuplicateIdError', 'OverflowError', 'SupersededError']);

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

export function createLedgerClient(options: ClientOptions): LedgerClient {
  const { spawn, silenceLimitMs = SILENCE_LIMIT_MS, startupLimitMs = 5000, restartLimit = 3 } = options;
  const listeners = new Set<(message: string) => void>();
  const progressListeners = new Set<(progress: ComputeProgress) => void>();
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
    worker.addEventListener('message', (event) => {
      next.watchdog.heard();
      const progress = progressOf((event as MessageEvent).data);
      if (progress !== null) for (const listener of progressListeners) listener(progress);
    });
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

  return {
    apply: (request) => call<ListPatch<OperationOutcome>>((remote) => remote.apply(request)),
    derive: (patchable) => call((remote) => remote.derive(patchable)),
    preview: (candidate) => call((remote) => remote.preview(candidate)),
    explainDraw: (consumptionId) => call((remote) => remote.explainDraw(consumptionId)),
    explainRefusal: (consumption, arrivalIndex) => call((remote) => remote.explainRefusal(consumption, arrivalIndex)),
    previewEdit: (edited) => call((remote) => remote.previewEdit(edited)),
    warmUp: () => call((remote) => remote.warmUp()),
    onRestart(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onProgress(listener) {
      progressListeners.add(listener);
      return () => progressListeners.delete(listener);
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
