/**
 * What each compute answer says about refusals (issue 13): the repair for the last applied
 * operation when it was refused or queued, and each pending consumption's current reason.
 */
import type { LedgerEngine, LedgerSnapshot, StepPoint } from '../ledger/types';
import type { EngineFactory, OperationOutcome, Progress } from '../scenario/replay';
import type { Operation } from '../scenario/types';
import { pendingQueueOf } from '../teaching/pendingQueue';
import { refusalRepair, type RefusalRepair } from '../teaching/refusalRepair';
import type { PendingReason } from './protocol';

/**
 * Pending consumptions whose current reason is computed with each compute. A would-break
 * preview replays forward from its time, so a long queue is cut; the oldest, which the
 * next grant retries first, are the ones explained.
 */
export const PENDING_REASONS_MAX = 500;

/** The repair for the last applied operation, when it is a consumption that was refused or queued. */
export function lastRefusalOf(
  engine: LedgerEngine,
  operation: Operation | undefined,
  outcome: OperationOutcome | undefined,
  facts: { snapshot: LedgerSnapshot; headroomSeries: readonly StepPoint[]; seriesEnd: number },
  createEngine: EngineFactory,
): RefusalRepair | null {
  if (operation?.kind !== 'consume' || outcome?.kind !== 'consume' || outcome.result.status === 'accepted') return null;
  // A consumption still pending at the end may have been let through by nothing; one a
  // later grant accepted is not the last operation, so it never reaches here.
  const { id, amount, timestamp } = operation;
  return refusalRepair(engine, { id, amount, timestamp }, facts, createEngine);
}

export function pendingReasonsOf(engine: LedgerEngine, snapshot: LedgerSnapshot, progress: Progress): PendingReason[] {
  const pending = pendingQueueOf(snapshot).slice(0, PENDING_REASONS_MAX);
  return pending.map(({ id, amount, timestamp }) => {
    progress();
    const { shortfall, broken } = engine.preview({ amount, timestamp });
    return { id, shortfall, broken };
  });
}
