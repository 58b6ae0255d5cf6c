/**
 * The app's side of the ledger worker: Comlink plumbing, sequence numbers and crash
 * recovery. Each stale-able request kind gets its own increasing sequence number so the
 * store can drop any answer that is not the latest of its kind. A crash (the worker's
 * `error` event, a call rejected for any reason other than bad input, or a call silent
 * for too long) terminates the worker, starts a fresh one and tells the listeners, which
 * re-send the current scenario. After `restartLimit` failures in a row it stops
 * restarting and says so instead.
 */
import * as Comlink from 'comlink';
import type { DrawExplanation, PreviewBreakdown, PreviewInput } from '../ledger/types';
import type { Scenario } from '../scenario/types';
import type { Narration } from '../teaching/types';
import type { ComputeRequest, ComputeResult, EditPreview, LedgerWorkerApi, PreviewAnswer } from './protocol';

export type SequencedKind = 'compute' | 'preview' | 'previewEdit' | 'narrate';

/** What the client needs of a worker; a real `Worker` fits, and so does a test double. */
export type WorkerHandle = Comlink.Endpoint & { terminate(): void };

export const WORKER_CRASH_MESSAGE = 'The ledger worker crashed and was restarted; your scenario is intact.';
export const WORKER_GAVE_UP_MESSAGE = 'The ledger worker keeps crashing. Reload the page; your scenario is saved in the link.';

export interface LedgerClient {
  compute(request: ComputeRequest): Promise<{ seq: number; result: ComputeResult }>;
  preview(candidate: PreviewInput): Promise<{ seq: number } & PreviewAnswer>;
  previewBreakdown(candidate: PreviewInput): Promise<PreviewBreakdown>;
  explainDraw(consumptionId: string): Promise<DrawExplanation | null>;
  previewEdit(edited: Scenario): Promise<{ seq: number } & EditPreview>;
  narrate(scenario: Scenario, step: number): Promise<{ seq: number; narration: Narration }>;
  /** True when `seq` is the newest request of its kind, i.e. its answer should be shown. */
  isLatest(kind: SequencedKind, seq: number): boolean;
  /** Listens for restarts; the message is meant for the person using the app. */
  onRestart(listener: (message: string) => void): () => void;
  crashForTest(): Promise<void>;
  dispose(): void;
}

export interface ClientOptions {
  spawn: () => WorkerHandle;
  /** A call silent for this long counts as a crash. */
  timeoutMs?: number;
  /**
   * Extra patience per operation for calls that replay a whole scenario: a big scenario is
   * slow, not dead, and restarting it would only start the same slow work again.
   */
  timeoutPerOperationMs?: number;
  /**
   * More failures than this in a row, with no answer in between, means the worker cannot
   * run (or cannot run this scenario): the client stops restarting and says so.
   */
  restartLimit?: number;
}

export class WorkerCrashedError extends Error {
  constructor(reason: string) {
    super(`ledger worker crashed: ${reason}`);
    this.name = 'WorkerCrashedError';
  }
}

interface Connection {
  worker: WorkerHandle;
  remote: Comlink.Remote<LedgerWorkerApi>;
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

export function spawnLedgerWorker(): WorkerHandle {
  return new Worker(new URL('./ledger.worker.ts', import.meta.url), { type: 'module', name: 'ledger' });
}

export function createLedgerClient(options: ClientOptions): LedgerClient {
  const { spawn, timeoutMs = 5000, timeoutPerOperationMs = 2, restartLimit = 3 } = options;
  const latestSeq: Record<SequencedKind, number> = { compute: 0, preview: 0, previewEdit: 0, narrate: 0 };
  const listeners = new Set<(message: string) => void>();
  let failuresInARow = 0;
  let gaveUp = false;
  let connection = connect();

  function connect(): Connection {
    const worker = spawn();
    const next: Connection = { worker, remote: Comlink.wrap<LedgerWorkerApi>(worker), waiting: new Set() };
    const onFailure = () => restart(next, 'error event');
    worker.addEventListener('error', onFailure);
    worker.addEventListener('messageerror', onFailure);
    return next;
  }

  function restart(failed: Connection, reason: string): void {
    // Only the first report of a connection's failure restarts; later ones are echoes.
    if (failed !== connection) return;
    failed.worker.terminate();
    for (const reject of failed.waiting) reject(new WorkerCrashedError(reason));
    failuresInARow += 1;
    gaveUp = failuresInARow > restartLimit;
    // Restarting forever would only repeat the same failure; after the limit, stay down.
    if (!gaveUp) connection = connect();
    for (const listener of listeners) listener(gaveUp ? WORKER_GAVE_UP_MESSAGE : WORKER_CRASH_MESSAGE);
  }

  function replayBudgetMs(scenario: Scenario): number {
    return timeoutMs + scenario.operations.length * timeoutPerOperationMs;
  }

  function call<T>(invoke: (remote: Comlink.Remote<LedgerWorkerApi>) => Promise<T>, budgetMs = timeoutMs): Promise<T> {
    const used = connection;
    if (gaveUp) return Promise.reject(new WorkerCrashedError('gave up after repeated failures'));
    return new Promise<T>((resolve, reject) => {
      const fail = (error: Error) => {
        clearTimeout(timer);
        used.waiting.delete(fail);
        reject(error);
      };
      const timer = setTimeout(() => {
        fail(new WorkerCrashedError(`no answer within ${budgetMs} ms`));
        restart(used, 'timeout');
      }, budgetMs);
      used.waiting.add(fail);
      invoke(used.remote).then(
        (value) => {
          clearTimeout(timer);
          used.waiting.delete(fail);
          failuresInARow = 0;
          resolve(value);
        },
        (error: unknown) => {
          fail(error instanceof Error ? error : new Error(String(error)));
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
      return call((remote) => remote.compute(seq, request), replayBudgetMs(request.scenario));
    },
    preview: (candidate) => {
      const seq = nextSeq('preview');
      return call((remote) => remote.preview(seq, candidate));
    },
    previewBreakdown: (candidate) => call((remote) => remote.previewBreakdown(candidate)),
    explainDraw: (consumptionId) => call((remote) => remote.explainDraw(consumptionId)),
    previewEdit: (edited) => {
      const seq = nextSeq('previewEdit');
      return call((remote) => remote.previewEdit(seq, edited), replayBudgetMs(edited));
    },
    narrate: (scenario, step) => {
      const seq = nextSeq('narrate');
      return call((remote) => remote.narrate(seq, scenario, step), replayBudgetMs(scenario));
    },
    isLatest: (kind, seq) => latestSeq[kind] === seq,
    onRestart(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    crashForTest: () => call((remote) => remote.crashForTest()),
    dispose() {
      connection.worker.terminate();
      listeners.clear();
    },
  };
}
