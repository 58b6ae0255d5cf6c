/**
 * Applying a scenario's operations to a ledger engine, in arrival order, and recording what
 * each one did. The worker's revisions and the teaching narration both replay through here,
 * so there is one notion of "replay" in the app.
 */
import type { ConsumeResult, LedgerEngine, Policy } from '../ledger/types';
import type { Operation } from './types';

export type EngineFactory = (policy: Policy) => LedgerEngine;

/** Outcome of one operation, in arrival order (index = arrival index). */
export type OperationOutcome =
  | { kind: 'grant'; resolved: string[] } // pending ids it let through
  | { kind: 'consume'; result: ConsumeResult; resolvedBy: string | null } // grant id that later accepted a pending one
  | { kind: 'error'; message: string }; // engine refused the call (invalid/duplicate)

/** How far a compute of a revision has come: `applied` of its `of` operations. */
export interface ComputeProgress {
  applied: number;
  of: number;
}

/**
 * Called every few applied operations (`PROGRESS_EVERY`), so a long replay keeps the
 * worker's heartbeat going; a revision's compute says how far it has come, for the page to
 * show.
 */
export type Progress = (done?: ComputeProgress) => void;
export const noProgress: Progress = () => undefined;

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function applyOperation(engine: LedgerEngine, operation: Operation): OperationOutcome {
  try {
    if (operation.kind === 'grant') {
      const { id, amount, start, end } = operation;
      return { kind: 'grant', resolved: engine.addGrant({ id, amount, start, end }).resolved };
    }
    const { id, amount, timestamp } = operation;
    return { kind: 'consume', result: engine.consume({ id, amount, timestamp }), resolvedBy: null };
  } catch (error) {
    // One bad operation (invalid input, duplicate id) must never stop the replay: the engine
    // leaves itself unchanged on a refused call, so the next operation sees a sound ledger.
    return { kind: 'error', message: errorMessage(error) };
  }
}

/**
 * The outcomes of the operations applied so far, kept across appends. A grant that lets a
 * pending consumption through fills `resolvedBy` on that consumption's earlier outcomes
 * (its first attempt and any identical retries); `lowestChanged` says from which index the
 * outcomes differ from what was last reported.
 */
export class OutcomeLog {
  readonly outcomes: OperationOutcome[] = [];
  private readonly waitingIndicesById = new Map<string, number[]>();

  record(operation: Operation, outcome: OperationOutcome): void {
    const index = this.outcomes.length;
    this.outcomes.push(outcome);
    if (outcome.kind === 'consume' && outcome.result.status === 'pending') {
      this.waitingIndicesById.set(operation.id, [...(this.waitingIndicesById.get(operation.id) ?? []), index]);
    }
    if (outcome.kind !== 'grant') return;
    for (const resolvedId of outcome.resolved) {
      for (const waitingIndex of this.waitingIndicesById.get(resolvedId) ?? []) {
        const waiting = this.outcomes[waitingIndex];
        if (waiting.kind === 'consume') this.outcomes[waitingIndex] = { ...waiting, resolvedBy: operation.id };
      }
      this.waitingIndicesById.delete(resolvedId);
    }
  }
}

/**
 * Operations applied between two `progress` calls. A call reads the clock and names how far
 * the replay has come: made for every operation, that was about 15% of a warm 18,000-operation
 * replay in Node (about 105 -> 90 ms). Sixteen operations take far less than the heartbeat's
 * interval (`heartbeat.test.ts` times a slow 20,000-operation compute).
 */
export const PROGRESS_EVERY = 16;

/** Applies `operations` to `engine` and appends their outcomes to `log`. */
export function replayInto(engine: LedgerEngine, log: OutcomeLog, operations: readonly Operation[], progress: Progress = noProgress): void {
  for (let index = 0; index < operations.length; index += 1) {
    if (index % PROGRESS_EVERY === 0) progress();
    log.record(operations[index], applyOperation(engine, operations[index]));
  }
}

/** Replays `operations` on `engine` and returns one outcome per operation. */
export function replayOperations(engine: LedgerEngine, operations: readonly Operation[], progress: Progress = noProgress): OperationOutcome[] {
  const log = new OutcomeLog();
  replayInto(engine, log, operations, progress);
  return log.outcomes;
}
