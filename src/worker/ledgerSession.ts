/**
 * The worker's one ledger: the scenario it was last sent and one engine holding the first
 * `applied` operations of it (the current revision). Every question (preview, draw
 * explanation, edit preview) is answered from that engine, and the narration of the last
 * operation is recorded as it is applied, so there is no second engine for teaching.
 *
 * An append, or playback moving forward, applies only the new operations to the same
 * engine. Anything else (an edit in the middle, a policy change, stepping back) replays from
 * scratch, because an engine cannot take an operation back.
 */
import type { LedgerEngine, LedgerSnapshot } from '../ledger/types';
import { OutcomeLog, replayInto, type EngineFactory, type OperationOutcome, type Progress } from '../scenario/replay';
import { sameOperation } from '../scenario/equality';
import type { Operation, Scenario } from '../scenario/types';
import { recordArrival } from '../teaching/facts';
import { narrateStep } from '../teaching/narrate';
import type { Narration, StepFacts } from '../teaching/types';
import { noProgress } from './heartbeat';
import type { ComputeResult, RevisionRequest, ScenarioUpdate } from './protocol';
import { lastRefusalOf, pendingReasonsOf } from './refusals';
import { timeExtentOf } from './scenarioStatus';

interface Revision {
  scenario: Scenario;
  engine: LedgerEngine;
  log: OutcomeLog;
  narration: Narration;
  /** The engine's snapshot, when the narration already took it; null otherwise. */
  snapshot: LedgerSnapshot | null;
}

/** The outcome the engine gave an arrival, read back from the facts gathered about it. */
function outcomeOfFacts(facts: StepFacts): OperationOutcome {
  switch (facts.kind) {
    case 'grant':
      return { kind: 'grant', resolved: facts.resolved.map((resolved) => resolved.consumption.id) };
    case 'accepted':
      return { kind: 'consume', result: { status: 'accepted' }, resolvedBy: null };
    case 'still-pending':
      return { kind: 'consume', result: { status: 'pending' }, resolvedBy: null };
    case 'refused': {
      const { status, breakdown } = facts;
      const result = breakdown.shortfall > 0
        ? { status, reason: 'insufficient' as const, shortfall: breakdown.shortfall }
        : { status, reason: 'would-break' as const, broken: breakdown.broken.map((broken) => broken.id) };
      return { kind: 'consume', result, resolvedBy: null };
    }
    case 'error':
      return { kind: 'error', message: facts.message };
    case 'start':
      throw new Error('the empty start is not an operation');
  }
}

function startNarration(scenario: Scenario): Narration {
  return { ...narrateStep({ kind: 'start', policy: scenario.policy }), changes: [] };
}

function updatedScenario(current: Scenario | null, update: ScenarioUpdate): Scenario {
  if (update.kind === 'replace') return update.scenario;
  // ledgerSync appends only to a scenario it knows the worker holds; anything else is a bug.
  if (current === null) throw new Error('an append needs a scenario to append to');
  return { ...current, operations: [...current.operations, ...update.operations] };
}

/** True when `revision`'s engine holds a prefix of the first `count` operations of `scenario`. */
function canAdvance(revision: Revision | null, scenario: Scenario, count: number, update: ScenarioUpdate): revision is Revision {
  if (revision === null || revision.scenario.policy !== scenario.policy) return false;
  const applied = revision.log.outcomes.length;
  if (applied > count) return false;
  if (update.kind === 'append') return true;
  for (let index = 0; index < applied; index += 1) {
    if (!sameOperation(revision.scenario.operations[index], scenario.operations[index])) return false;
  }
  return true;
}

export interface LedgerSession {
  compute(request: RevisionRequest): ComputeResult;
  /** The current revision's engine; a session that was never computed holds the empty ledger. */
  engine(): LedgerEngine;
  /** The scenario and outcomes of the current revision. */
  current(): { scenario: Scenario; outcomes: readonly OperationOutcome[] };
}

export function createLedgerSession(createEngine: EngineFactory, progress: Progress = noProgress): LedgerSession {
  let revision: Revision | null = null;

  function fresh(scenario: Scenario): Revision {
    return { scenario, engine: createEngine(scenario.policy), log: new OutcomeLog(), narration: startNarration(scenario), snapshot: null };
  }

  function currentRevision(): Revision {
    // Questions asked before the first compute are answered by an empty ledger.
    revision ??= fresh({ policy: 'reject', operations: [] });
    return revision;
  }

  /** Applies operations `applied..count-1`, narrating the last one as it arrives. */
  function advance(from: Revision, scenario: Scenario, count: number): Revision {
    const { engine, log } = from;
    const applied = log.outcomes.length;
    if (applied === count) return { ...from, scenario };
    replayInto(engine, log, scenario.operations.slice(applied, count - 1), progress);
    const last: Operation = scenario.operations[count - 1];
    const { facts, changes, after } = recordArrival(engine, last, count, progress);
    log.record(last, outcomeOfFacts(facts));
    return { scenario, engine, log, narration: { ...narrateStep(facts), changes }, snapshot: after };
  }

  return {
    compute({ update, step }) {
      const scenario = updatedScenario(revision?.scenario ?? null, update);
      const count = Math.min(Math.max(0, Math.floor(step ?? scenario.operations.length)), scenario.operations.length);
      const base = canAdvance(revision, scenario, count, update) ? revision : fresh(scenario);
      // Forgotten first, so an engine left half-way by a thrown invariant is never reused.
      revision = null;
      revision = advance(base, scenario, count);
      return resultOf(revision, progress);
    },
    engine: () => currentRevision().engine,
    current: () => ({ scenario: currentRevision().scenario, outcomes: currentRevision().log.outcomes }),
  };
}

function resultOf({ scenario, engine, log, narration, snapshot: narrated }: Revision, progress: Progress): ComputeResult {
  // The extent covers every operation, not just the applied ones, so stepping through a
  // scenario keeps the axis still.
  const timeExtent = timeExtentOf(scenario.operations);
  // Each of these walks the whole ledger, so each gets its own chance to beat.
  const snapshot = narrated ?? engine.snapshot();
  progress();
  const balanceSeries = engine.balanceSeries(timeExtent.from, timeExtent.to);
  progress();
  const headroomSeries = engine.headroomSeries(timeExtent.from, timeExtent.to);
  progress();
  const applied = scenario.operations.slice(0, log.outcomes.length);
  const lastRefusal = lastRefusalOf(engine, applied, log.outcomes, { snapshot, headroomSeries, seriesEnd: timeExtent.to });
  const pendingReasons = pendingReasonsOf(engine, snapshot, progress);
  return { outcomes: [...log.outcomes], snapshot, balanceSeries, headroomSeries, timeExtent, narration, lastRefusal, pendingReasons };
}
