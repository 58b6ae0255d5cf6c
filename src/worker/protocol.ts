/**
 * The one typed protocol between the app and the ledger worker. Both sides import it, so
 * a change here is a compile error on both sides rather than a silent mismatch.
 * Besides Comlink's answers the worker posts heartbeats (see heartbeat.ts and watchdog.ts).
 */
import type { Scenario } from '../scenario/types';
import type { ScenarioUpdate } from '../scenario/scenarioUpdate';
import type { ComputeProgress, OperationOutcome } from '../scenario/replay';
import type { RefusalExplanation, RefusalRepair } from '../teaching/refusalRepair';
import type { Narration } from '../teaching/types';
import type { ComputeAnswer, ListPatch } from './answerPatch';
import type {
  ConsumptionInput,
  DrawExplanation,
  LedgerSnapshot,
  PreviewInput,
  PreviewResult,
  StepPoint,
} from '../ledger/types';

export type { OperationOutcome };

/**
 * How the scenario the worker holds changes. The worker keeps the last scenario it was
 * sent and one engine for it, so an append is applied to that engine instead of replaying
 * the whole history. ledgerSync sends `replace` whenever it cannot vouch for what the
 * worker holds (first call, a restart).
 */
export type { ScenarioUpdate };

/** Which revision to compute: the scenario's change and how far to apply it. */
export interface RevisionRequest {
  update: ScenarioUpdate;
  /** Apply only the first `step` operations (teaching playback); null = all. */
  step: number | null;
}

export interface ComputeRequest extends RevisionRequest {
  /** The page holds the answer to the previous compute, so the answer may patch it (answerPatch.ts). */
  patchable: boolean;
}

export interface ComputeResult {
  outcomes: OperationOutcome[]; // one per APPLIED operation
  snapshot: LedgerSnapshot;
  balanceSeries: StepPoint[]; // over timeExtent
  headroomSeries: StepPoint[];
  timeExtent: { from: number; to: number }; // min start/timestamp .. max end/timestamp (+ margin)
  /** The story of the last applied operation (or of the empty start), for the teaching panel. */
  narration: Narration;
  // The two fields below are optional only so hand-built fixtures of other views stay valid;
  // the ledger session always fills them.
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

/**
 * Every question is answered against the worker's current revision: the scenario of the
 * last compute, with one engine. Answers carry no request numbers: store/ledgerSync.ts
 * sends at most one request of each kind at a time and decides which answers to keep.
 */
export interface LedgerWorkerApi {
  /** Applies the change; answers only the outcomes, so the event log shows them at once. */
  apply(request: ComputeRequest): Promise<ListPatch<OperationOutcome>>;
  /**
   * The rest of the revision's answer, asked right after `apply`. Derived in steps; rejects
   * with SupersededError when the next `apply` arrives before it is done.
   */
  derive(patchable: boolean): Promise<ComputeAnswer>;
  preview(candidate: PreviewInput): Promise<PreviewAnswer>;
  explainDraw(consumptionId: string): Promise<DrawExplanation | null>;
  /**
   * Why the consumption that arrived at `arrivalIndex` (0-based) was refused, against the
   * ledger it met and the ledger of the last compute(), each with what would make it fit.
   */
  explainRefusal(consumption: ConsumptionInput, arrivalIndex: number): Promise<RefusalExplanation>;
  /** Replays an edited scenario and reports consumptions whose status differs from the current one. */
  previewEdit(edited: Scenario): Promise<EditPreview>;
  /**
   * Asks the worker to warm its code up once it has had no request for a moment
   * (warmUp.ts): answered at once, the warm-up runs after, and the next request stops it.
   */
  warmUp(): Promise<void>;
}

/**
 * Operations the warm-up replays (warmUp.ts). The page asks for a warm-up only while its
 * scenario has fewer: a larger one's own replay leaves the worker's code as warm.
 */
export const WARM_UP_OPERATIONS = 3_000;

/**
 * A `derive` overtaken by an `apply` (see ledgerSession.ts): the ledger it was describing
 * is gone. A refusal, not a crash: the page waits for the next revision's answer.
 */
export class SupersededError extends Error {
  override name = 'SupersededError';

  constructor() {
    super('the revision changed while its answer was being derived');
  }
}

/**
 * The worker's "still alive" message. It carries no Comlink `id`, so Comlink's listener
 * ignores it; the app's watchdog counts any message from the worker, this one included.
 */
export const HEARTBEAT = { type: 'edf-ledger-heartbeat' } as const;

/** A heartbeat posted from inside a revision's compute also says how far it has come. */
export type HeartbeatMessage = typeof HEARTBEAT & { progress?: ComputeProgress };

/** The compute progress a message from the worker carries, or null (answers, idle beats). */
export function progressOf(data: unknown): ComputeProgress | null {
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== HEARTBEAT.type) return null;
  const { progress } = data as { progress?: unknown };
  if (typeof progress !== 'object' || progress === null) return null;
  const { applied, of } = progress as Partial<ComputeProgress>;
  return Number.isFinite(applied) && Number.isFinite(of) ? { applied: applied as number, of: of as number } : null;
}
