/**
 * The worker's one ledger: the scenario it was last sent and one engine holding the first
 * `applied` operations of it (the current revision). Every question (preview, draw
 * explanation, edit preview) is answered from that engine, and the narration of the last
 * operation is recorded as it is applied, so there is no second engine for teaching.
 *
 * An append, or playback moving forward, applies only the new operations to the same
 * engine. Anything else (an edit in the middle, a policy change, stepping back) replays from
 * scratch, because an engine cannot take an operation back; except that a second engine a
 * couple of operations behind (the spare, built when the worker is idle) lets a step back
 * in playback, or an Undo or edit of the last operations, apply those few instead.
 */
import type { LedgerEngine, LedgerSnapshot } from '../ledger/types';
import { OutcomeLog, replayInto, type EngineFactory, type OperationOutcome, type Progress } from '../scenario/replay';
import { sameOperation } from '../scenario/equality';
import type { Operation, Scenario } from '../scenario/types';
import { beginArrival, type ArrivalInProgress } from '../teaching/facts';
import { narrateStep } from '../teaching/narrate';
import type { Narration } from '../teaching/types';
import { noProgress } from './heartbeat';
import { updatedScenario } from '../scenario/scenarioUpdate';
import { SupersededError, type ComputeResult, type RevisionRequest } from './protocol';
import { lastRefusalOf, pendingReasonsOf } from './refusals';
import { timeExtentOf } from './scenarioStatus';
import { runToEnd } from '../timeSlices';

interface Revision {
  scenario: Scenario;
  engine: LedgerEngine;
  log: OutcomeLog;
  narration: Narration;
  /** The engine's snapshot as it is now, when one was taken since the last change; null otherwise. */
  snapshot: LedgerSnapshot | null;
  /** The last operation's story, begun when it was applied and told by `derive`; null once told. */
  story: ArrivalInProgress | null;
}

function startNarration(scenario: Scenario): Narration {
  return { ...narrateStep({ kind: 'start', policy: scenario.policy }), changes: [] };
}

/**
 * True when `revision`'s engine holds a prefix of the first `count` operations of
 * `scenario`; `appended`: the scenario is the revision's with operations appended, so its
 * operations need no comparing.
 */
function holdsPrefix(revision: Revision | null, scenario: Scenario, count: number, appended = false): revision is Revision {
  if (revision === null || revision.scenario.policy !== scenario.policy) return false;
  const applied = revision.log.outcomes.length;
  if (applied > count) return false;
  if (appended) return true;
  for (let index = 0; index < applied; index += 1) {
    if (!sameOperation(revision.scenario.operations[index], scenario.operations[index])) return false;
  }
  return true;
}

export interface LedgerSession {
  /** Applies the change and returns the outcomes at once; the rest waits for `derive`. */
  apply(request: RevisionRequest): readonly OperationOutcome[];
  /** Everything else the page shows of the current revision, the last operation's story included. */
  derive(): ComputeResult;
  /**
   * `derive` in steps: the worker pauses between them, so an `apply` sent meanwhile runs
   * within one step instead of after the whole answer. A step resumed after the revision
   * changed throws SupersededError: its answer would describe a ledger that is gone.
   */
  deriveSteps(): Generator<void, ComputeResult, void>;
  /** `apply`, then `derive`. */
  compute(request: RevisionRequest): ComputeResult;
  /**
   * Builds the spare in steps, to pause between (stops when an apply comes): for a long
   * scenario, an engine holding all but the last `SPARE_BEHIND` applied operations, from
   * which the next revision that keeps them (a step back, a jump back no further, an Undo
   * or an edit of the last operations) advances.
   */
  spareSteps(): Generator<void, void, void>;
  /** The current revision's engine; a session that was never computed holds the empty ledger. */
  engine(): LedgerEngine;
  /** The scenario and outcomes of the current revision. */
  current(): { scenario: Scenario; outcomes: readonly OperationOutcome[] };
}

/** How far behind the current step the spare stands: a step back then still tells its arrival's story. */
export const SPARE_BEHIND = 2;
/** Below this many applied operations a replay from the start is quick: no spare. */
export const SPARE_MIN_OPERATIONS = 2_000;
/** Operations the spare applies between two pauses. */
const SPARE_SLICE = 500;

export function createLedgerSession(createEngine: EngineFactory, progress: Progress = noProgress): LedgerSession {
  let revision: Revision | null = null;
  /** An engine holding a prefix of the scenario, with nothing else: see `spareSteps`. */
  let spare: Revision | null = null;

  function fresh(scenario: Scenario): Revision {
    return { scenario, engine: createEngine(scenario.policy), log: new OutcomeLog(), narration: startNarration(scenario), snapshot: null, story: null };
  }

  function currentRevision(): Revision {
    // Questions asked before the first compute are answered by an empty ledger.
    revision ??= fresh({ policy: 'reject', operations: [] });
    return revision;
  }

  /** Applies operations `applied..count-1`, beginning the last one's story as it arrives. */
  function advance(from: Revision, scenario: Scenario, count: number): Revision {
    const { engine, log } = from;
    const applied = log.outcomes.length;
    if (applied === count) return { ...from, scenario };
    // The snapshot taken since the last change still shows the ledger the next arrival meets.
    const before = applied === count - 1 ? from.snapshot : null;
    // Counted, so the page can say how far a scenario of thousands of operations has come.
    replayInto(engine, log, scenario.operations.slice(applied, count - 1), () => progress({ applied: log.outcomes.length, of: count }));
    const last: Operation = scenario.operations[count - 1];
    // A story begun but never told (its derive never came) is dropped: its ledger is gone.
    const story = beginArrival(engine, last, count, progress, before);
    log.record(last, story.outcome);
    return { scenario, engine, log, narration: from.narration, snapshot: null, story };
  }

  function apply({ update, step }: RevisionRequest): readonly OperationOutcome[] {
    const scenario = updatedScenario(revision?.scenario ?? null, update);
    const count = Math.min(Math.max(0, Math.floor(step ?? scenario.operations.length)), scenario.operations.length);
    const base = holdsPrefix(revision, scenario, count, update.kind === 'append') ? revision : (takeSpare(scenario, count) ?? fresh(scenario));
    // Forgotten first, so an engine left half-way by a thrown invariant is never reused.
    revision = null;
    revision = advance(base, scenario, count);
    return revision.log.outcomes;
  }

  function* deriveSteps(): Generator<void, ComputeResult, void> {
    const current = currentRevision();
    const stillCurrent = () => {
      if (revision !== current) throw new SupersededError();
    };
    if (current.story !== null) {
      // The snapshot, the facts, then the changes: shorter steps, so an apply waits less. The
      // snapshot is kept on the revision, so an apply overtaking the story still finds the
      // ledger it meets.
      current.snapshot = current.story.takeSnapshot();
      yield;
      stillCurrent();
      current.story.gatherFacts();
      yield;
      stillCurrent();
      const { facts, changes, after } = current.story.record();
      current.narration = { ...narrateStep(facts), changes };
      current.snapshot = after;
      current.story = null;
      yield;
      stillCurrent();
    }
    current.snapshot ??= current.engine.snapshot();
    return yield* resultSteps(current, createEngine, progress, stillCurrent);
  }

  /** The spare, once, where it holds fewer than `count` operations of `scenario` (so the last one's story is told). */
  function takeSpare(scenario: Scenario, count: number): Revision | null {
    const held = spare;
    if (held === null || held.log.outcomes.length >= count || !holdsPrefix(held, scenario, count)) return null;
    spare = null;
    return held;
  }

  function* spareSteps(): Generator<void, void, void> {
    const current = currentRevision();
    const { scenario } = current;
    const target = current.log.outcomes.length - SPARE_BEHIND;
    if (target < SPARE_MIN_OPERATIONS) return;
    // One still close enough behind serves: advancing it costs fewer operations than a slice.
    if (spare !== null && spare.log.outcomes.length >= target - SPARE_SLICE && holdsPrefix(spare, scenario, target)) return;
    const built = fresh(scenario);
    while (built.log.outcomes.length < target) {
      const from = built.log.outcomes.length;
      replayInto(built.engine, built.log, scenario.operations.slice(from, Math.min(target, from + SPARE_SLICE)), progress);
      yield;
      // Another revision came: whether this prefix still serves is decided again after it.
      if (revision !== current) return;
    }
    spare = built;
  }

  return {
    apply,
    derive: () => runToEnd(deriveSteps()),
    deriveSteps,
    spareSteps,
    compute(request) {
      apply(request);
      return runToEnd(deriveSteps());
    },
    engine: () => currentRevision().engine,
    current: () => ({ scenario: currentRevision().scenario, outcomes: currentRevision().log.outcomes }),
  };
}

/** The answer of a revision, a step per walk of the whole ledger, each checked to still be current. */
function* resultSteps(
  { scenario, engine, log, narration, snapshot: taken }: Revision,
  createEngine: EngineFactory,
  progress: Progress,
  stillCurrent: () => void,
): Generator<void, ComputeResult, void> {
  // The extent covers every operation, not just the applied ones, so stepping through a
  // scenario keeps the axis still.
  const timeExtent = timeExtentOf(scenario.operations);
  // Each of these walks the whole ledger, so each gets its own chance to beat and to pause.
  const snapshot = taken ?? engine.snapshot();
  progress();
  yield;
  stillCurrent();
  const balanceSeries = engine.balanceSeries(timeExtent.from, timeExtent.to);
  progress();
  yield;
  stillCurrent();
  const headroomSeries = engine.headroomSeries(timeExtent.from, timeExtent.to);
  progress();
  yield;
  stillCurrent();
  const appliedCount = log.outcomes.length;
  const lastRefusal = lastRefusalOf(engine, scenario.operations[appliedCount - 1], log.outcomes[appliedCount - 1], { snapshot, headroomSeries, seriesEnd: timeExtent.to }, createEngine);
  const pendingReasons = pendingReasonsOf(engine, snapshot, progress);
  return { outcomes: [...log.outcomes], snapshot, balanceSeries, headroomSeries, timeExtent, narration, lastRefusal, pendingReasons };
}
