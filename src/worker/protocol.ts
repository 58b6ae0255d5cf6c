/**
 * The one typed protocol between the app and the ledger worker. Both sides import it, so
 * a change here is a compile error on both sides rather than a silent mismatch.
 * Requests whose answers can go stale (compute, preview, previewEdit) carry a sequence
 * number that the answer echoes, so the app keeps only the latest answer of each kind.
 * Besides Comlink's answers the worker posts heartbeats (see heartbeat.ts and watchdog.ts).
 */
import type { Scenario } from '../scenario/types';
import type { RefusalExplanation, RefusalRepair } from '../teaching/refusalRepair';
import type { Narration } from '../teaching/types';
import type {
  ConsumeResult,
  ConsumptionInput,
  DrawExplanation,
  LedgerSnapshot,
  PreviewBreakdown,
  PreviewInput,
  PreviewResult,
  StepPoint,
} from '../ledger/types';

/** Outcome of one operation, in arrival order (index = arrival index). */
export type OperationOutcome =
  | { kind: 'grant'; resolved: string[] } // pending ids it let through
  | { kind: 'consume'; result: ConsumeResult; resolvedBy: string | null } // grant id that later accepted a pending one
  | { kind: 'error'; message: string }; // engine refused the call (invalid/duplicate)

export interface ComputeRequest {
  scenario: Scenario;
  /** Apply only the first `step` operations (teaching playback). Omitted = all. */
  step?: number;
}

export interface ComputeResult {
  outcomes: OperationOutcome[]; // one per APPLIED operation
  snapshot: LedgerSnapshot;
  balanceSeries: StepPoint[]; // over timeExtent
  headroomSeries: StepPoint[];
  timeExtent: { from: number; to: number }; // min start/timestamp .. max end/timestamp (+ margin)
  // The two fields below are optional only so hand-built fixtures of other views stay valid;
  // computeScenario always fills them.
  /** Why the last applied operation was refused or queued, and what would make it fit; null otherwise. */
  lastRefusal?: RefusalRepair | null;
  /** Why each pending consumption still waits on this ledger, oldest first (at most PENDING_REASONS_MAX). */
  pendingReasons?: PendingReason[];
}

/** A pending consumption's reason on the current ledger, which may differ from the one at its arrival. */
export interface PendingReason {
  id: string;
  shortfall: number;
  broken: string[];
}

export interface PreviewAnswer {
  preview: PreviewResult;
  headroom: number;
  balance: number;
  /** How long the worker itself took to answer (performance.now()), for the drag perf spec. */
  computeMs?: number;
}

export interface EditChange {
  id: string;
  before: string;
  after: string;
}

export interface EditPreview {
  changed: EditChange[];
  broken: string[];
}

export interface LedgerWorkerApi {
  compute(seq: number, request: ComputeRequest): Promise<{ seq: number; result: ComputeResult }>;
  /** Against the ledger of the last compute(). */
  preview(seq: number, candidate: PreviewInput): Promise<{ seq: number } & PreviewAnswer>;
  previewBreakdown(candidate: PreviewInput): Promise<PreviewBreakdown>;
  explainDraw(consumptionId: string): Promise<DrawExplanation | null>;
  /**
   * Why the consumption that arrived at `arrivalIndex` (0-based) was refused, against the
   * ledger it met and the ledger of the last compute(), each with what would make it fit.
   */
  explainRefusal(consumption: ConsumptionInput, arrivalIndex: number): Promise<RefusalExplanation>;
  /** Replays an edited scenario and reports consumptions whose status differs from the current one. */
  previewEdit(seq: number, edited: Scenario): Promise<{ seq: number } & EditPreview>;
  /** Teaching mode: the plain-language story of the operation with arrival number `step` (0 = empty start). */
  narrate(seq: number, scenario: Scenario, step: number): Promise<{ seq: number; narration: Narration }>;
}

/**
 * The worker's "still alive" message. It carries no Comlink `id`, so Comlink's listener
 * ignores it; the app's watchdog counts any message from the worker, this one included.
 */
export const HEARTBEAT = { type: 'edf-ledger-heartbeat' } as const;
