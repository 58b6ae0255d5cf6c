/**
 * The pure heart of the worker: replays a scenario into a fresh engine and derives what the
 * app shows. No Comlink and no DOM here, so it runs unchanged in Node unit tests.
 */
import type { LedgerEngine, LedgerSnapshot, Policy, StepPoint } from '../ledger/types';
import type { Operation } from '../scenario/types';
import { refusalRepair, type RefusalRepair } from '../teaching/refusalRepair';
import { noProgress, type Progress } from './heartbeat';
import type { ComputeRequest, ComputeResult, EditChange, OperationOutcome, PendingReason } from './protocol';

/**
 * Pending consumptions whose current reason is computed with each compute. A would-break
 * preview replays forward from its time, so a long queue is cut; the oldest, which the
 * next grant retries first, are the ones explained.
 */
export const PENDING_REASONS_MAX = 500;

export type EngineFactory = (policy: Policy) => LedgerEngine;

/** The final status of a consumption id after the whole replay ('absent' if never tried). */
export type FinalStatus = 'accepted' | 'rejected' | 'pending' | 'error' | 'absent';

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function applyOperation(engine: LedgerEngine, operation: Operation): OperationOutcome {
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
 * Replays operations in arrival order and fills `resolvedBy` on every pending outcome of a
 * consumption a later grant let through (its first attempt and any identical retries).
 * `progress` is called once per operation so a long replay keeps the worker's heartbeat going.
 */
export function replayOperations(engine: LedgerEngine, operations: readonly Operation[], progress: Progress = noProgress): OperationOutcome[] {
  const outcomes: OperationOutcome[] = [];
  const waitingIndicesById = new Map<string, number[]>();
  operations.forEach((operation, index) => {
    progress();
    const outcome = applyOperation(engine, operation);
    outcomes.push(outcome);
    if (outcome.kind === 'consume' && outcome.result.status === 'pending') {
      waitingIndicesById.set(operation.id, [...(waitingIndicesById.get(operation.id) ?? []), index]);
    }
    if (outcome.kind !== 'grant') return;
    for (const resolvedId of outcome.resolved) {
      for (const waitingIndex of waitingIndicesById.get(resolvedId) ?? []) {
        const waiting = outcomes[waitingIndex];
        if (waiting.kind === 'consume') waiting.resolvedBy = operation.id;
      }
      waitingIndicesById.delete(resolvedId);
    }
  });
  return outcomes;
}

/** Margin around the data so bars and markers never sit on the chart's edge. */
export function timeExtentOf(operations: readonly Operation[]): { from: number; to: number } {
  let earliest = Number.POSITIVE_INFINITY;
  let latest = Number.NEGATIVE_INFINITY;
  for (const operation of operations) {
    const first = operation.kind === 'grant' ? operation.start : operation.timestamp;
    const last = operation.kind === 'grant' ? operation.end : operation.timestamp;
    earliest = Math.min(earliest, first);
    latest = Math.max(latest, last);
  }
  if (earliest > latest) return { from: 0, to: 10 };
  const margin = Math.max(1, Math.ceil((latest - earliest) * 0.05));
  return { from: Math.max(0, earliest - margin), to: latest + margin };
}

export interface ComputedLedger {
  engine: LedgerEngine;
  result: ComputeResult;
}

export function computeScenario(createEngine: EngineFactory, request: ComputeRequest, progress: Progress = noProgress): ComputedLedger {
  const { scenario, step } = request;
  const stepCount = step === undefined ? scenario.operations.length : Math.max(0, Math.min(step, scenario.operations.length));
  const applied = scenario.operations.slice(0, stepCount);
  const engine = createEngine(scenario.policy);
  const outcomes = replayOperations(engine, applied, progress);
  // The extent covers every operation, not just the applied ones, so stepping through a
  // scenario keeps the axis still.
  const timeExtent = timeExtentOf(scenario.operations);
  // Each of these walks the whole ledger, so each gets its own chance to beat.
  const snapshot = engine.snapshot();
  progress();
  const balanceSeries = engine.balanceSeries(timeExtent.from, timeExtent.to);
  progress();
  const headroomSeries = engine.headroomSeries(timeExtent.from, timeExtent.to);
  progress();
  const facts = { snapshot, headroomSeries, seriesEnd: timeExtent.to };
  const lastRefusal = lastRefusalOf(engine, applied, outcomes, facts);
  const pendingReasons = pendingReasonsOf(engine, snapshot, progress);
  return { engine, result: { outcomes, snapshot, balanceSeries, headroomSeries, timeExtent, lastRefusal, pendingReasons } };
}

/** The repair for the last applied operation, when it is a consumption that was refused or queued. */
function lastRefusalOf(
  engine: LedgerEngine,
  applied: readonly Operation[],
  outcomes: readonly OperationOutcome[],
  facts: { snapshot: LedgerSnapshot; headroomSeries: readonly StepPoint[]; seriesEnd: number },
): RefusalRepair | null {
  const operation = applied.at(-1);
  const outcome = outcomes.at(-1);
  if (operation?.kind !== 'consume' || outcome?.kind !== 'consume' || outcome.result.status === 'accepted') return null;
  // A consumption still pending at the end may have been let through by nothing; one a
  // later grant accepted is not the last operation, so it never reaches here.
  const { id, amount, timestamp } = operation;
  return refusalRepair(engine, { id, amount, timestamp }, facts);
}

function pendingReasonsOf(engine: LedgerEngine, snapshot: LedgerSnapshot, progress: Progress): PendingReason[] {
  const pending = snapshot.consumptions
    .filter((consumption) => consumption.status === 'pending')
    .sort((a, b) => (a.pendingOrder ?? 0) - (b.pendingOrder ?? 0))
    .slice(0, PENDING_REASONS_MAX);
  return pending.map(({ id, amount, timestamp }) => {
    progress();
    const { shortfall, broken } = engine.preview({ amount, timestamp });
    return { id, shortfall, broken };
  });
}

/** The status each consumption id ends with; later operations on an id win. */
export function finalStatuses(operations: readonly Operation[], outcomes: readonly OperationOutcome[]): Map<string, FinalStatus> {
  const statuses = new Map<string, FinalStatus>();
  outcomes.forEach((outcome, index) => {
    const operation = operations[index];
    if (operation.kind !== 'consume') return;
    if (outcome.kind === 'error') {
      if (!statuses.has(operation.id)) statuses.set(operation.id, 'error');
      return;
    }
    if (outcome.kind !== 'consume') return;
    const status = outcome.resolvedBy === null ? outcome.result.status : 'accepted';
    // An identical retry of an accepted consumption keeps it accepted; never downgrade.
    if (statuses.get(operation.id) !== 'accepted') statuses.set(operation.id, status);
  });
  return statuses;
}

/** Consumptions whose final status differs between two replays, in id order. */
export function diffStatuses(before: Map<string, FinalStatus>, after: Map<string, FinalStatus>): EditChange[] {
  const ids = [...new Set([...before.keys(), ...after.keys()])].sort();
  const changes: EditChange[] = [];
  for (const id of ids) {
    const statusBefore = before.get(id) ?? 'absent';
    const statusAfter = after.get(id) ?? 'absent';
    if (statusBefore !== statusAfter) changes.push({ id, before: statusBefore, after: statusAfter });
  }
  return changes;
}
