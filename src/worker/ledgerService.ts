/**
 * The worker's request handlers over its one ledger session, free of Comlink so they can
 * be tested in Node. See ledgerSession.ts for how a revision is kept and advanced.
 */
import type { ConsumptionInput, DrawExplanation, LedgerEngine, PreviewInput } from '../ledger/types';
import { replayOperations, type EngineFactory } from '../scenario/replay';
import type { Scenario } from '../scenario/types';
import { refusalRepair, type LedgerFacts, type RefusalExplanation } from '../teaching/refusalRepair';
import { diffStatuses, finalStatuses } from './scenarioStatus';
import { noProgress, type Progress } from './heartbeat';
import { answerFrom, baseOf, NO_BASE, outcomesPatch, type ComputeAnswer, type ListPatch, type PatchBase } from './answerPatch';
import { createLedgerSession } from './ledgerSession';
import type { ComputeRequest, ComputeResult, EditPreview, OperationOutcome, PreviewAnswer } from './protocol';
import { timeExtentOf } from './scenarioStatus';
import { runPausing } from '../timeSlices';

function factsOfResult(result: ComputeResult): LedgerFacts {
  return { snapshot: result.snapshot, headroomSeries: result.headroomSeries, seriesEnd: result.timeExtent.to };
}

function ledgerFactsOf(engine: LedgerEngine, extent = timeExtentOf([])): LedgerFacts {
  return { snapshot: engine.snapshot(), headroomSeries: engine.headroomSeries(extent.from, extent.to), seriesEnd: extent.to };
}

export interface LedgerService {
  /** The outcomes of the changed scenario, at once (see ledgerSession.ts). */
  apply(request: ComputeRequest): ListPatch<OperationOutcome>;
  /** The rest of the answer: snapshot, series, the last operation's story and refusals. */
  derive(patchable: boolean): ComputeAnswer;
  /**
   * `derive`, awaiting `pause` between its steps so the worker can take the next message
   * (an apply, a drag preview) meanwhile; rejects with SupersededError when an apply came.
   */
  deriveInSteps(patchable: boolean, pause: () => Promise<void>): Promise<ComputeAnswer>;
  /** `apply`, then `derive`. */
  compute(request: ComputeRequest): ComputeAnswer;
  /** Builds the session's spare (ledgerSession.ts), awaiting `pause` between its slices, until `stillIdle` says a request came. */
  prepareSpare(pause: () => Promise<void>, stillIdle: () => boolean): Promise<void>;
  preview(candidate: PreviewInput): PreviewAnswer;
  explainDraw(consumptionId: string): DrawExplanation | null;
  explainRefusal(consumption: ConsumptionInput, arrivalIndex: number): RefusalExplanation;
  previewEdit(edited: Scenario): EditPreview;
}

/** `progress` is passed to every replay, so the heartbeat keeps going through long ones. */
export function createLedgerService(createEngine: EngineFactory, progress: Progress = noProgress): LedgerService {
  const session = createLedgerSession(createEngine, progress);
  /** What the page was last sent, which a patchable answer is a patch of. */
  let base: PatchBase = NO_BASE;
  /** The last result derived, for questions about the ledger as shown. */
  let answered: ComputeResult | null = null;

  function apply(request: ComputeRequest): ListPatch<OperationOutcome> {
    const outcomes = session.apply(request);
    const patch = outcomesPatch(request.patchable ? base : NO_BASE, outcomes);
    base = { outcomes: [...outcomes], consumptions: request.patchable ? base.consumptions : null };
    return patch;
  }

  function answerOf(answerBase: PatchBase, result: ComputeResult): ComputeAnswer {
    const answer = answerFrom(answerBase, result);
    base = baseOf(result);
    answered = result;
    return answer;
  }

  /**
   * What a derive patches. Its outcomes are a patch of the apply's, which the page folded
   * in whatever `patchable` says: sent whole again, they would reach the page as new
   * objects, and every walk it keeps over them (retry origins, 20,000 arrivals) would
   * start over.
   */
  function deriveBase(patchable: boolean): PatchBase {
    return patchable ? base : { ...NO_BASE, outcomes: base.outcomes };
  }

  return {
    apply,
    derive: (patchable) => answerOf(deriveBase(patchable), session.derive()),
    async deriveInSteps(patchable, pause) {
      // A step of a superseded revision throws (SupersededError): never stopped otherwise.
      return answerOf(deriveBase(patchable), await runPausing(session.deriveSteps(), pause));
    },
    async prepareSpare(pause, stillIdle) {
      await runPausing(session.spareSteps(), pause, stillIdle);
    },
    compute(request) {
      // One answer for both: the page saw no apply answer, so a whole one is whole.
      apply(request);
      return answerOf(request.patchable ? base : NO_BASE, session.derive());
    },
    preview(candidate) {
      const engine = session.engine();
      return { preview: engine.preview(candidate), headroom: engine.headroomAt(candidate.timestamp), balance: engine.balanceAt(candidate.timestamp) };
    },
    explainDraw: (consumptionId) => session.engine().explainDraw(consumptionId),
    explainRefusal(consumption, arrivalIndex) {
      // "Now" is the ledger as shown, which follows the playback step.
      const engine = session.engine();
      const { scenario, outcomes } = session.current();
      const now = refusalRepair(engine, consumption, answered === null ? ledgerFactsOf(engine) : factsOfResult(answered), createEngine);
      if (arrivalIndex >= outcomes.length - 1) return { atArrival: now, now };
      // The ledger it met: a fresh replay of the operations before it (one pass, on a click).
      const before = createEngine(scenario.policy);
      replayOperations(before, scenario.operations.slice(0, Math.max(0, arrivalIndex)), progress);
      return { atArrival: refusalRepair(before, consumption, ledgerFactsOf(before, answered?.timeExtent), createEngine), now };
    },
    previewEdit(edited) {
      const { scenario, outcomes } = session.current();
      const before = finalStatuses(scenario.operations.slice(0, outcomes.length), outcomes);
      // A revision stopped at a playback step is compared at that step. Only statuses are
      // compared, so the edit is replayed without the series and snapshot.
      const partial = outcomes.length < scenario.operations.length;
      const editedApplied = edited.operations.slice(0, partial ? outcomes.length : edited.operations.length);
      const after = finalStatuses(editedApplied, replayOperations(createEngine(edited.policy), editedApplied, progress));
      const changed = diffStatuses(before, after);
      const broken = changed.filter((change) => change.before === 'accepted' && change.after !== 'absent').map((change) => change.id);
      return { changed, broken };
    },
  };
}
