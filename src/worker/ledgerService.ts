/**
 * The worker's request handlers, free of Comlink so they can be tested in Node. Each
 * compute builds a fresh engine and keeps it for the questions asked about that revision
 * (preview, breakdown, draw explanation, edit preview).
 */
import type { DrawExplanation, PreviewBreakdown, PreviewInput } from '../ledger/types';
import type { Scenario } from '../scenario/types';
import type { ComputeRequest, ComputeResult, EditPreview, PreviewAnswer } from './protocol';
import { computeScenario, diffStatuses, finalStatuses, type ComputedLedger, type EngineFactory } from './computeScenario';

export interface LedgerService {
  compute(seq: number, request: ComputeRequest): { seq: number; result: ComputeResult };
  preview(seq: number, candidate: PreviewInput): { seq: number } & PreviewAnswer;
  previewBreakdown(candidate: PreviewInput): PreviewBreakdown;
  explainDraw(consumptionId: string): DrawExplanation | null;
  previewEdit(seq: number, edited: Scenario): { seq: number } & EditPreview;
}

interface CurrentRevision extends ComputedLedger {
  request: ComputeRequest;
}

export function createLedgerService(createEngine: EngineFactory): LedgerService {
  let current: CurrentRevision | null = null;

  function currentRevision(): CurrentRevision {
    // Questions asked before the first compute are answered by an empty ledger.
    if (current === null) {
      const request: ComputeRequest = { scenario: { policy: 'reject', operations: [] } };
      current = { request, ...computeScenario(createEngine, request) };
    }
    return current;
  }

  return {
    compute(seq, request) {
      current = { request, ...computeScenario(createEngine, request) };
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
    previewEdit(seq, edited) {
      const revision = currentRevision();
      const { request, result } = revision;
      const appliedCount = result.outcomes.length;
      const before = finalStatuses(request.scenario.operations.slice(0, appliedCount), result.outcomes);
      const editedRequest: ComputeRequest = request.step === undefined ? { scenario: edited } : { scenario: edited, step: request.step };
      const replay = computeScenario(createEngine, editedRequest);
      const after = finalStatuses(edited.operations, replay.result.outcomes);
      const changed = diffStatuses(before, after);
      const broken = changed.filter((change) => change.before === 'accepted' && change.after !== 'absent').map((change) => change.id);
      return { seq, changed, broken };
    },
  };
}
