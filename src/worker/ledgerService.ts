/**
 * The worker's request handlers, free of Comlink so they can be tested in Node. Each
 * compute builds a fresh engine and keeps it for the questions asked about that revision
 * (preview, breakdown, draw explanation, edit preview).
 */
import type { ConsumptionInput, DrawExplanation, LedgerEngine, PreviewBreakdown, PreviewInput } from '../ledger/types';
import type { Scenario } from '../scenario/types';
import { refusalRepair, type LedgerFacts, type RefusalExplanation } from '../teaching/refusalRepair';
import type { ComputeRequest, ComputeResult, EditPreview, PreviewAnswer } from './protocol';
import { computeScenario, diffStatuses, finalStatuses, replayOperations, type ComputedLedger, type EngineFactory } from './computeScenario';
import { noProgress, type Progress } from './heartbeat';

export interface LedgerService {
  compute(seq: number, request: ComputeRequest): { seq: number; result: ComputeResult };
  preview(seq: number, candidate: PreviewInput): { seq: number } & PreviewAnswer;
  previewBreakdown(candidate: PreviewInput): PreviewBreakdown;
  explainDraw(consumptionId: string): DrawExplanation | null;
  explainRefusal(consumption: ConsumptionInput, arrivalIndex: number): RefusalExplanation;
  previewEdit(seq: number, edited: Scenario): { seq: number } & EditPreview;
}

interface CurrentRevision extends ComputedLedger {
  request: ComputeRequest;
}

function ledgerFactsOf(engine: LedgerEngine, extent: { from: number; to: number }): LedgerFacts {
  return { snapshot: engine.snapshot(), headroomSeries: engine.headroomSeries(extent.from, extent.to), seriesEnd: extent.to };
}

/** `progress` is passed to every replay, so the heartbeat keeps going through long ones. */
export function createLedgerService(createEngine: EngineFactory, progress: Progress = noProgress): LedgerService {
  let current: CurrentRevision | null = null;

  function currentRevision(): CurrentRevision {
    // Questions asked before the first compute are answered by an empty ledger.
    if (current === null) {
      const request: ComputeRequest = { scenario: { policy: 'reject', operations: [] } };
      current = { request, ...computeScenario(createEngine, request, progress) };
    }
    return current;
  }

  return {
    compute(seq, request) {
      current = { request, ...computeScenario(createEngine, request, progress) };
      return { seq, result: current.result };
    },
    preview(seq, candidate) {
      const { engine } = currentRevision();
      return {
        seq,
        preview: engine.preview(candidate),
        headroom: engine.headroomAt(candidate.timestamp),
        balance: engine.balanceAt(candidate.timestamp),
      };
    },
    previewBreakdown(candidate) {
      return currentRevision().engine.previewBreakdown(candidate);
    },
    explainDraw(consumptionId) {
      return currentRevision().engine.explainDraw(consumptionId);
    },
    explainRefusal(consumption, arrivalIndex) {
      // "Now" is the ledger as shown, which follows the playback step.
      const { engine, result, request } = currentRevision();
      const facts = { snapshot: result.snapshot, headroomSeries: result.headroomSeries, seriesEnd: result.timeExtent.to };
      const now = refusalRepair(engine, consumption, facts);
      if (arrivalIndex >= result.outcomes.length - 1) return { atArrival: now, now };
      // The ledger it met: a fresh replay of the operations before it (one pass, on a click).
      const before = createEngine(request.scenario.policy);
      replayOperations(before, request.scenario.operations.slice(0, Math.max(0, arrivalIndex)), progress);
      return { atArrival: refusalRepair(before, consumption, ledgerFactsOf(before, result.timeExtent)), now };
    },
    previewEdit(seq, edited) {
      const revision = currentRevision();
      const { request, result } = revision;
      const appliedCount = result.outcomes.length;
      const before = finalStatuses(request.scenario.operations.slice(0, appliedCount), result.outcomes);
      // Only the statuses are compared, so the edit is replayed without the series and snapshot.
      const editedApplied = edited.operations.slice(0, Math.max(0, request.step ?? edited.operations.length));
      const after = finalStatuses(editedApplied, replayOperations(createEngine(edited.policy), editedApplied, progress));
      const changed = diffStatuses(before, after);
      const broken = changed.filter((change) => change.before === 'accepted' && change.after !== 'absent').map((change) => change.id);
      return { seq, changed, broken };
    },
  };
}
