/**
 * The ledger's public vocabulary, shared by the engine, the reference model, the
 * worker and the app. Plain data only: everything here survives structured clone.
 */

export type Policy = 'reject' | 'pending';

export interface GrantInput {
  id: string;
  amount: number;
  start: number;
  end: number;
}

export interface ConsumptionInput {
  id: string;
  amount: number;
  timestamp: number;
}

export interface AddGrantResult {
  /** Ids of pending consumptions this grant let through, in acceptance order. */
  resolved: string[];
}

export type RefusalReason = 'insufficient' | 'would-break';

/**
 * The result of `consume`. Shapes are exact (no undefined keys) so results compare
 * with deep equality against the conformance cases:
 * - `{ status: 'accepted' }`
 * - `{ status: 'rejected' | 'pending', reason: 'insufficient', shortfall }`
 * - `{ status: 'rejected' | 'pending', reason: 'would-break', broken }`
 * - `{ status: 'pending' }` for an identical retry of a consumption that is still pending.
 */
export type ConsumeResult =
  | { status: 'accepted' }
  | { status: 'rejected' | 'pending'; reason: 'insufficient'; shortfall: number }
  | { status: 'rejected' | 'pending'; reason: 'would-break'; broken: string[] }
  | { status: 'pending' };

export interface PreviewInput {
  amount: number;
  timestamp: number;
}

export interface PreviewResult {
  accepted: boolean;
  shortfall: number;
  broken: string[];
}

export interface Draw {
  grantId: string;
  amount: number;
}

export interface GrantView {
  id: string;
  amount: number;
  start: number;
  end: number;
  /** Credit drawn from this grant by all accepted consumptions. */
  drawn: number;
  /** `amount - drawn`: what expires unused if nothing else lands in the window. */
  left: number;
}

export interface ConsumptionView {
  id: string;
  amount: number;
  timestamp: number;
  status: 'accepted' | 'pending';
  /** 0-based position in acceptance order; null while pending. */
  acceptanceOrder: number | null;
  /** 0-based position in the pending queue; null once accepted. */
  pendingOrder: number | null;
  /** Draws in draw order; empty while pending. */
  draws: Draw[];
}

/** A read-only picture of the ledger, cheap to send to the UI. */
export interface LedgerSnapshot {
  policy: Policy;
  /** Grants in the order they were added. */
  grants: GrantView[];
  /** Accepted and pending consumptions in the order they were first accepted or queued. */
  consumptions: ConsumptionView[];
  totalGranted: number;
}

/** One step of a step function: `value` holds from `t` until the next point's `t`. */
export interface StepPoint {
  t: number;
  value: number;
}

/** One eligible grant as a consumption saw it, in EDF order (end, then id). */
export interface DrawQueueEntry {
  grantId: string;
  start: number;
  end: number;
  /** What the grant had left just before this consumption drew. */
  leftBefore: number;
  /** What this consumption took from it (0 for grants it did not reach). */
  drawn: number;
}

/** Why an accepted consumption drew what it drew: the EDF queue at its timestamp. */
export interface DrawExplanation {
  consumptionId: string;
  timestamp: number;
  amount: number;
  queue: DrawQueueEntry[];
}

/** One accepted consumption that a hypothetical insertion would leave uncovered. */
export interface BrokenConsumption {
  id: string;
  /** Credits it would lack in the forced replay (it is listed, draws nothing, replay goes on). */
  missing: number;
}

/** `preview` with the amounts behind it, for narration: why exactly it fits or not. */
export interface PreviewBreakdown {
  shortfall: number;
  broken: BrokenConsumption[];
  balance: number;
  headroom: number;
}

/**
 * What every engine implementation offers (`CreditLedger`, the slow reference).
 * The worker, the benchmark and the tests are written against this interface only.
 */
export interface LedgerEngine {
  readonly policy: Policy;
  addGrant(grant: GrantInput): AddGrantResult;
  consume(consumption: ConsumptionInput): ConsumeResult;
  balanceAt(t: number): number;
  headroomAt(t: number): number;
  preview(candidate: PreviewInput): PreviewResult;
  previewBreakdown(candidate: PreviewInput): PreviewBreakdown;
  drawsOf(consumptionId: string): Draw[];
  /** The EDF queue an accepted consumption saw; null when it is not accepted. */
  explainDraw(consumptionId: string): DrawExplanation | null;
  snapshot(): LedgerSnapshot;
  /** Step series over [from, to] (inclusive): first point at `from`, then every change. */
  balanceSeries(from: number, to: number): StepPoint[];
  headroomSeries(from: number, to: number): StepPoint[];
}
