/**
 * Gathers the engine's facts about the operation that arrives at step k, by replaying the
 * first k-1 operations on a fresh engine, asking the "before" questions (balance, breakdown),
 * applying operation k and asking the "after" questions (draws, EDF queue, pending queue).
 * Replaying the prefix costs one pass over the scenario, which is what a step of playback
 * costs anyway; the worker's ledger session saves even that when playback moves forward.
 */
import type { ConsumeResult, ConsumptionInput, GrantInput, LedgerEngine, LedgerSnapshot, PreviewBreakdown } from '../ledger/types';
import { LedgerInputError } from '../ledger/validation';
import { noProgress, replayOperations, type EngineFactory, type OperationOutcome, type Progress } from '../scenario/replay';
import type { Operation, Scenario } from '../scenario/types';
import { joinIds, phrase, type Phrase } from '../text/phrase';
import { pendingQueueOf } from './pendingQueue';
import { earliestAffectedTime, sameDraws, stepChanges, viewsFrom, type StepChange } from './stepChanges';
import type { BrokenDetail, DrawShift, StepFacts, WaitingConsumption } from './types';
import { formatNumber } from '../text/formatNumber';


/**
 * Waiting consumptions explained after a grant, oldest first. Each costs a breakdown, and a
 * room can follow a handful of them; the rest are counted.
 */
const WAITING_EXPLAINED_MAX = 5;

type GrantOperation = Extract<Operation, { kind: 'grant' }>;
type ConsumeOperation = Extract<Operation, { kind: 'consume' }>;

function grantInputOf({ id, amount, start, end }: GrantOperation): GrantInput {
  return { id, amount, start, end };
}

function consumptionInputOf({ id, amount, timestamp }: ConsumeOperation): ConsumptionInput {
  return { id, amount, timestamp };
}

/**
 * Consumptions accepted both before and after whose draws differ, in snapshot order. Only
 * those at or after `from` can differ (earliestAffectedTime in stepChanges.ts).
 */
function drawShifts(before: LedgerSnapshot, after: LedgerSnapshot, excludedId: string | null, from: number): DrawShift[] {
  const beforeById = viewsFrom(before, from);
  const shifts: DrawShift[] = [];
  for (const consumption of after.consumptions) {
    if (consumption.timestamp < from || consumption.id === excludedId) continue;
    const viewBefore = beforeById.get(consumption.id);
    if (viewBefore?.status === 'accepted' && !sameDraws(viewBefore.draws, consumption.draws)) {
      shifts.push({ consumptionId: consumption.id, drawsBefore: viewBefore.draws, drawsAfter: consumption.draws });
    }
  }
  return shifts;
}

function pendingPosition(snapshot: LedgerSnapshot, id: string): number | null {
  const order = snapshot.consumptions.find((c) => c.id === id)?.pendingOrder;
  return order === null || order === undefined ? null : order + 1;
}

function waitingConsumptions(engine: LedgerEngine, pending: LedgerSnapshot['consumptions']): WaitingConsumption[] {
  return pending
    .slice(0, WAITING_EXPLAINED_MAX)
    .map(({ id, amount, timestamp }) => ({
      consumption: { id, amount, timestamp },
      breakdown: engine.previewBreakdown({ amount, timestamp }),
    }));
}

/**
 * The engine's snapshot, taken at most once per state of the ledger: at 20,000 operations
 * a snapshot costs tens of milliseconds, and an arrival's story reads it before and after.
 */
class Snapshots {
  /**
   * `progress` is called around each snapshot, the long walks of an arrival's story.
   * `current` may be given: the caller's snapshot of the ledger as it is now.
   */
  constructor(private readonly engine: LedgerEngine, private readonly progress: Progress, private current: LedgerSnapshot | null = null) {}
  get(): LedgerSnapshot {
    if (this.current === null) {
      this.progress();
      this.current = this.engine.snapshot();
      this.progress();
    }
    return this.current;
  }
  /** Called after every call that may change the ledger. */
  changed(): void {
    this.current = null;
  }
}

/**
 * An operation applied, with what was asked of the ledger before it; the rest of its story
 * (`finish`) is asked of the ledger after it, so it must run before anything else changes
 * the ledger. The split lets the worker answer the outcome at once and tell the story next.
 */
interface Arrival {
  outcome: OperationOutcome;
  finish(): StepFacts;
}

function beginGrant(engine: LedgerEngine, snapshots: Snapshots, grant: GrantInput, step: number): Arrival {
  const before = snapshots.get();
  const balanceAtStartBefore = engine.balanceAt(grant.start);
  const repeated = before.grants.some((known) => known.id === grant.id);
  const { resolved } = engine.addGrant(grant);
  snapshots.changed();
  return { outcome: { kind: 'grant', resolved }, finish: () => grantFacts(engine, snapshots, { grant, step, before, balanceAtStartBefore, repeated, resolved }) };
}

interface GrantBefore {
  grant: GrantInput;
  step: number;
  before: LedgerSnapshot;
  balanceAtStartBefore: number;
  repeated: boolean;
  resolved: string[];
}

function grantFacts(engine: LedgerEngine, snapshots: Snapshots, { grant, step, before, balanceAtStartBefore, repeated, resolved }: GrantBefore): StepFacts {
  const after = snapshots.get();
  const pending = pendingQueueOf(after);
  const resolvedConsumptions = resolved.map((id) => {
    const view = after.consumptions.find((c) => c.id === id);
    if (!view) throw new Error(`resolved consumption ${id} is missing from the snapshot`);
    return { consumption: { id, amount: view.amount, timestamp: view.timestamp }, draws: view.draws };
  });
  return {
    kind: 'grant',
    step,
    policy: engine.policy,
    grant,
    repeated,
    balanceAtStartBefore,
    balanceAtStartAfter: engine.balanceAt(grant.start),
    resolved: resolvedConsumptions,
    stillWaiting: waitingConsumptions(engine, pending),
    stillWaitingCount: pending.length,
    shifts: drawShifts(before, after, null, earliestAffectedTime({ kind: 'grant', ...grant }, before)),
  };
}

function brokenDetails(before: LedgerSnapshot, broken: { id: string; missing: number }[]): BrokenDetail[] {
  return broken.map(({ id, missing }) => {
    const view = before.consumptions.find((c) => c.id === id);
    return { id, missing, amount: view?.amount ?? 0, timestamp: view?.timestamp ?? 0 };
  });
}

function beginConsume(engine: LedgerEngine, snapshots: Snapshots, consumption: ConsumptionInput, step: number): Arrival {
  const before = snapshots.get();
  const known = before.consumptions.some((c) => c.id === consumption.id);
  const result = engine.consume(consumption);
  // Only a refusal is explained by its breakdown, and a refused (or queued) consumption
  // left the schedule as it was, so the breakdown is asked after the verdict: an accepted
  // late consumption is not replayed twice. One already in the ledger would count twice.
  const breakdown = known || result.status === 'accepted' ? null : engine.previewBreakdown(consumption);
  snapshots.changed();
  const outcome: OperationOutcome = { kind: 'consume', result, resolvedBy: null };
  return { outcome, finish: () => consumeFacts(engine, snapshots, { consumption, step, before, known, breakdown, result }) };
}

interface ConsumeBefore {
  consumption: ConsumptionInput;
  step: number;
  before: LedgerSnapshot;
  known: boolean;
  breakdown: PreviewBreakdown | null;
  result: ConsumeResult;
}

function consumeFacts(engine: LedgerEngine, snapshots: Snapshots, { consumption, step, before, known, breakdown, result }: ConsumeBefore): StepFacts {
  const { policy } = engine;
  const after = snapshots.get();
  if (result.status === 'accepted') {
    const explanation = engine.explainDraw(consumption.id);
    if (!explanation) throw new Error(`accepted consumption ${consumption.id} has no draw explanation`);
    const balanceAfter = engine.balanceAt(consumption.timestamp);
    const shifts = drawShifts(before, after, consumption.id, consumption.timestamp);
    return { kind: 'accepted', step, policy, consumption, repeated: known, explanation, balanceAfter, shifts };
  }
  const position = pendingPosition(after, consumption.id);
  if (!('reason' in result) || !breakdown) {
    return { kind: 'still-pending', step, policy, consumption, pendingPosition: position };
  }
  const broken = brokenDetails(before, breakdown.broken);
  return { kind: 'refused', step, policy, consumption, status: result.status, breakdown, broken, pendingPosition: position };
}

/** The number of operations applied at `step`: a whole number in 0..n. */
export function appliedCountAt(scenario: Scenario, step: number): number {
  return Math.min(Math.max(0, Math.floor(step)), scenario.operations.length);
}

/** Applies `operation` (arrival number `step`) to `engine`, noting what it saw before. */
function beginFacts(engine: LedgerEngine, snapshots: Snapshots, operation: Operation, step: number): Arrival {
  try {
    return operation.kind === 'grant'
      ? beginGrant(engine, snapshots, grantInputOf(operation), step)
      : beginConsume(engine, snapshots, consumptionInputOf(operation), step);
  } catch (error) {
    // Only a refused call is part of the story; anything else is a broken invariant and must surface.
    if (!(error instanceof LedgerInputError)) throw error;
    const facts: StepFacts = { kind: 'error', step, policy: engine.policy, operation, message: error.message };
    return { outcome: { kind: 'error', message: error.message }, finish: () => facts };
  }
}

export interface ArrivalRecord {
  facts: StepFacts;
  changes: StepChange[];
  /** The ledger after the arrival, so the caller need not take the snapshot again. */
  after: LedgerSnapshot;
}

function refusalReason(facts: StepFacts): Phrase | null {
  if (facts.kind !== 'refused') return null;
  if (facts.breakdown.shortfall > 0) return [`${formatNumber(facts.breakdown.shortfall)} short`];
  return phrase`would break ${joinIds(facts.broken.map((broken) => broken.id))}`;
}

/** An arrival begun: its outcome now, and its record (facts and changes) once asked. */
export interface ArrivalInProgress {
  outcome: OperationOutcome;
  /**
   * The snapshot of the ledger after the arrival, taken now, so `record` (which needs it)
   * can run as a separate, shorter step; optional.
   */
  takeSnapshot(): LedgerSnapshot;
  /** What the arrival saw and did, gathered now so `record` is a shorter step; optional. */
  gatherFacts(): StepFacts;
  /** Must be called before anything else changes the ledger. */
  record(): ArrivalRecord;
}

/**
 * Applies `operation` to `engine` and returns its outcome at once; the record of what it
 * did is gathered by `record()`. `before` is the caller's snapshot of the ledger as it is
 * now, if it has one (saves a walk of the whole ledger).
 */
export function beginArrival(engine: LedgerEngine, operation: Operation, step: number, progress: Progress = noProgress, before: LedgerSnapshot | null = null): ArrivalInProgress {
  // Each phase walks the whole ledger, so each gets its own chance to beat (src/worker/heartbeat.ts).
  const snapshots = new Snapshots(engine, progress, before);
  const ledgerBefore = snapshots.get();
  const arrival = beginFacts(engine, snapshots, operation, step);
  let facts: StepFacts | null = null;
  const gatherFacts = () => {
    facts ??= arrival.finish();
    return facts;
  };
  return {
    outcome: arrival.outcome,
    takeSnapshot: () => snapshots.get(),
    gatherFacts,
    record() {
      const gathered = gatherFacts();
      progress();
      // The arrival marked the snapshot stale after the call that changed the ledger, if any.
      const after = snapshots.get();
      const outcome = { invalid: gathered.kind === 'error', refusalReason: refusalReason(gathered) };
      const changes = stepChanges(ledgerBefore, after, operation, outcome);
      progress();
      return { facts: gathered, changes, after };
    },
  };
}

/** Applies `operation` and gathers what it saw and did, and what it changed. */
export function recordArrival(engine: LedgerEngine, operation: Operation, step: number, progress: Progress = noProgress): ArrivalRecord {
  return beginArrival(engine, operation, step, progress).record();
}

/** The record of the operation with arrival number `step` (1-based); step 0 is the empty start. */
export function collectArrivalRecord(createEngine: EngineFactory, scenario: Scenario, step: number): ArrivalRecord {
  const appliedCount = appliedCountAt(scenario, step);
  const engine = createEngine(scenario.policy);
  if (appliedCount === 0) return { facts: { kind: 'start', policy: scenario.policy }, changes: [], after: engine.snapshot() };
  replayOperations(engine, scenario.operations.slice(0, appliedCount - 1));
  return recordArrival(engine, scenario.operations[appliedCount - 1], appliedCount);
}

/** The facts about the operation with arrival number `step` (1-based); step 0 is the empty start. */
export function collectStepFacts(createEngine: EngineFactory, scenario: Scenario, step: number): StepFacts {
  return collectArrivalRecord(createEngine, scenario, step).facts;
}
