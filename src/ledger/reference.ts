/**
 * The reference model of the ledger: slow, self-contained and obviously correct. It
 * keeps only the grants, the accepted consumptions and the pending queue, and answers
 * every question by a full EDF replay exactly as shared/LEDGER-SPEC.md words it.
 * Every call replays from scratch (one sweep over time, see referenceReplay.ts), so a
 * call costs O(C + G log G + G·A) for C consumptions, G grants and A grants open at
 * once; `consume` costs two replays. `headroomAt` binary-searches the amount with one
 * forced replay per probe, which is sound because acceptance is monotone in the
 * amount (EDF in time order is an optimal greedy: a smaller demand never fits worse).
 * The engine behind `CreditLedger` is checked against this file by the differential tests.
 *
 * Decisions where the spec is silent:
 * - Checks run in this order: the input's fields, then a known id, then overflow.
 * - A retried id is recognised before any new attempt: same parameters return
 *   `{ status: 'accepted' }` or exactly `{ status: 'pending' }` without a new attempt,
 *   and different parameters throw `DuplicateIdError`, pending or not.
 * - An idempotent grant retry does not retry the pending queue (nothing changed).
 * - The pending queue is retried only after a new grant: accepting consumptions never
 *   makes room, so nothing else can let a waiting consumption through.
 * - `balanceAt` of a time that no grant covers is 0; `headroomAt` is then 0 too.
 * - `drawsOf` of an unknown, pending or refused id is `[]`; `explainDraw` is then null.
 *   Both still validate the id (an empty or over-long id throws).
 * - `explainDraw` lists every grant whose window holds the timestamp, exhausted ones
 *   included (`leftBefore: 0, drawn: 0`), so a reader sees why they were skipped.
 * - Series points: the first at `from`, then one at every time in `(from, to]` where
 *   the value differs from the time just before; `from > to` throws.
 * - Overflow is checked on the running total of distinct grants only, before adding.
 * - The constructor rejects an unknown policy with a `LedgerInputError`.
 * - Pending consumptions hold no credit: balances, headroom and previews ignore them.
 * - The snapshot lists accepted and pending consumptions only; a rejected attempt
 *   leaves no trace, so callers that show it keep it from the `consume` result.
 */
import {
  grantsEligibleAt, queueSeenBy, replayEdf, replayPositionAfter, withConsumptionReplayedLast, type ReplayStep,
} from './referenceReplay';
import type {
  AddGrantResult, BrokenConsumption, ConsumeResult, ConsumptionInput, ConsumptionView, Draw,
  DrawExplanation, GrantInput, LedgerEngine, LedgerSnapshot, Policy, PreviewBreakdown,
  PreviewInput, PreviewResult, StepPoint,
} from './types';
import {
  checkGrantTotal, DuplicateIdError, validateConsumption, validateGrant, validateId,
  validatePolicy, validatePreview, validateTime, validateTimeRange,
} from './validation';

/** What a consumption attempt would do, with the amounts behind a refusal. */
interface Verdict {
  accepted: boolean;
  shortfall: number;
  broken: BrokenConsumption[];
}

export class ReferenceLedger implements LedgerEngine {
  readonly policy: Policy;
  private readonly grants: GrantInput[] = [];
  /** Accepted consumptions in acceptance order. */
  private readonly accepted: ConsumptionInput[] = [];
  /** The same, in replay order: by timestamp, ties in acceptance order. */
  private acceptedInReplayOrder: ConsumptionInput[] = [];
  /** Position in `accepted` by id, so lookups stay cheap on long histories. */
  private readonly acceptanceOrderById = new Map<string, number>();
  /** Pending consumptions, oldest first. */
  private readonly pendingQueue: ConsumptionInput[] = [];
  /** Ids in the order they were first accepted or queued, for the snapshot. */
  private readonly listingOrder: string[] = [];
  private totalGranted = 0;

  constructor(options: { policy?: Policy } = {}) {
    this.policy = validatePolicy(options.policy ?? 'reject');
  }

  addGrant(input: GrantInput): AddGrantResult {
    const grant = validateGrant(input);
    const existing = this.grants.find((known) => known.id === grant.id);
    if (existing) {
      if (sameGrant(existing, grant)) return { resolved: [] };
      throw new DuplicateIdError('grant', grant.id);
    }
    checkGrantTotal(this.totalGranted, grant.amount);
    this.grants.push(grant);
    this.totalGranted += grant.amount;
    return { resolved: this.retryPendingQueue() };
  }

  consume(input: ConsumptionInput): ConsumeResult {
    const consumption = validateConsumption(input);
    const retryResult = this.answerRetry(consumption);
    if (retryResult) return retryResult;
    const verdict = this.evaluate(consumption);
    if (verdict.accepted) {
      this.accept(consumption);
      this.listingOrder.push(consumption.id);
      return { status: 'accepted' };
    }
    const status = this.policy === 'pending' ? 'pending' : 'rejected';
    if (status === 'pending') {
      this.pendingQueue.push(consumption);
      this.listingOrder.push(consumption.id);
    }
    if (verdict.shortfall > 0) return { status, reason: 'insufficient', shortfall: verdict.shortfall };
    return { status, reason: 'would-break', broken: verdict.broken.map((item) => item.id) };
  }

  balanceAt(t: number): number {
    return this.balanceAtTime(validateTime(t));
  }

  headroomAt(t: number): number {
    return this.headroomAtTime(validateTime(t));
  }

  preview(input: PreviewInput): PreviewResult {
    const verdict = this.evaluate(validatePreview(input));
    const broken = verdict.broken.map((item) => item.id);
    return { accepted: verdict.accepted, shortfall: verdict.shortfall, broken };
  }

  previewBreakdown(input: PreviewInput): PreviewBreakdown {
    const candidate = validatePreview(input);
    const verdict = this.evaluate(candidate);
    return {
      shortfall: verdict.shortfall,
      broken: verdict.broken,
      balance: this.balanceAtTime(candidate.timestamp),
      headroom: this.headroomAtTime(candidate.timestamp),
    };
  }

  drawsOf(consumptionId: string): Draw[] {
    return this.acceptedStep(validateId(consumptionId))?.draws ?? [];
  }

  explainDraw(consumptionId: string): DrawExplanation | null {
    const step = this.acceptedStep(validateId(consumptionId));
    if (!step) return null;
    const replayedBefore = this.acceptedInReplayOrder.slice(0, this.acceptedInReplayOrder.indexOf(step.consumption));
    const { id, timestamp, amount } = step.consumption;
    return { consumptionId: id, timestamp, amount, queue: queueSeenBy(this.grants, replayedBefore, step) };
  }

  snapshot(): LedgerSnapshot {
    const outcome = replayEdf(this.grants, this.acceptedInReplayOrder);
    const grants = this.grants.map((grant) => {
      const left = outcome.leftByGrantId.get(grant.id) ?? grant.amount;
      return { ...grant, drawn: grant.amount - left, left };
    });
    const drawsById = new Map(outcome.steps.map((step) => [step.consumption.id, step.draws]));
    const consumptions = this.listingOrder.map((id) => this.viewOf(id, drawsById));
    return { policy: this.policy, grants, consumptions, totalGranted: this.totalGranted };
  }

  balanceSeries(from: number, to: number): StepPoint[] {
    const range = validateTimeRange(from, to);
    return this.stepSeries(range.from, range.to, (t) => this.balanceAtTime(t));
  }

  headroomSeries(from: number, to: number): StepPoint[] {
    const range = validateTimeRange(from, to);
    return this.stepSeries(range.from, range.to, (t) => this.headroomAtTime(t));
  }

  /** The answer to an id seen before, or null when the id is new. */
  private answerRetry(consumption: ConsumptionInput): ConsumeResult | null {
    const acceptanceOrder = this.acceptanceOrderById.get(consumption.id);
    const acceptedBefore = acceptanceOrder === undefined ? undefined : this.accepted[acceptanceOrder];
    const pendingBefore = this.pendingQueue.find((known) => known.id === consumption.id);
    const known = acceptedBefore ?? pendingBefore;
    if (!known) return null;
    if (known.amount !== consumption.amount || known.timestamp !== consumption.timestamp) {
      throw new DuplicateIdError('consumption', consumption.id);
    }
    return acceptedBefore ? { status: 'accepted' } : { status: 'pending' };
  }

  /**
   * The spec's acceptance test: insufficient when the balance at the timestamp is short;
   * otherwise a forced replay with the candidate placed after every accepted consumption
   * (so after those at the same timestamp) names the accepted ones it leaves uncovered.
   */
  private evaluate(candidate: PreviewInput): Verdict {
    const balance = this.balanceAtTime(candidate.timestamp);
    if (balance < candidate.amount) {
      return { accepted: false, shortfall: candidate.amount - balance, broken: [] };
    }
    const probe: ConsumptionInput = { id: '', ...candidate };
    const outcome = replayEdf(this.grants, withConsumptionReplayedLast(this.acceptedInReplayOrder, probe));
    const broken = outcome.steps
      .filter((step) => step.consumption !== probe && step.missing > 0)
      .map((step) => ({ id: step.consumption.id, missing: step.missing }));
    return { accepted: broken.length === 0, shortfall: 0, broken };
  }

  private balanceAtTime(t: number): number {
    const replayedUpToT = this.acceptedInReplayOrder.slice(0, replayPositionAfter(this.acceptedInReplayOrder, t));
    const outcome = replayEdf(this.grants, replayedUpToT);
    return grantsEligibleAt(this.grants, t).reduce(
      (sum, grant) => sum + (outcome.leftByGrantId.get(grant.id) ?? 0),
      0,
    );
  }

  /** Largest accepted amount: `low` always fits, everything above `high` never does. */
  private headroomAtTime(t: number): number {
    let low = 0;
    let high = this.balanceAtTime(t);
    while (low < high) {
      const middle = low + Math.ceil((high - low) / 2);
      if (this.evaluate({ amount: middle, timestamp: t }).accepted) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** Oldest first, once; each consumption that now fits is accepted at this moment. */
  private retryPendingQueue(): string[] {
    const resolved: string[] = [];
    for (const waiting of [...this.pendingQueue]) {
      if (!this.evaluate(waiting).accepted) continue;
      this.pendingQueue.splice(this.pendingQueue.indexOf(waiting), 1);
      this.accept(waiting);
      resolved.push(waiting.id);
    }
    return resolved;
  }

  /** Appends to acceptance order; in replay order it goes after its timestamp's ties. */
  private accept(consumption: ConsumptionInput): void {
    this.acceptanceOrderById.set(consumption.id, this.accepted.length);
    this.accepted.push(consumption);
    this.acceptedInReplayOrder = withConsumptionReplayedLast(this.acceptedInReplayOrder, consumption);
  }

  private acceptedStep(consumptionId: string): ReplayStep | undefined {
    if (!this.acceptanceOrderById.has(consumptionId)) return undefined;
    const { steps } = replayEdf(this.grants, this.acceptedInReplayOrder);
    return steps.find((step) => step.consumption.id === consumptionId);
  }

  private viewOf(id: string, drawsById: Map<string, Draw[]>): ConsumptionView {
    const acceptanceOrder = this.acceptanceOrderById.get(id);
    if (acceptanceOrder !== undefined) {
      const draws = drawsById.get(id) ?? [];
      const { amount, timestamp } = this.accepted[acceptanceOrder];
      return { id, amount, timestamp, status: 'accepted', acceptanceOrder, pendingOrder: null, draws };
    }
    const pendingOrder = this.pendingQueue.findIndex((known) => known.id === id);
    const { amount, timestamp } = this.pendingQueue[pendingOrder];
    return { id, amount, timestamp, status: 'pending', acceptanceOrder: null, pendingOrder, draws: [] };
  }

  /**
   * Values can only change at a grant's start, the time after its end, a consumption's
   * timestamp and the time after it, so evaluating those times finds every step.
   */
  private stepSeries(from: number, to: number, valueAt: (t: number) => number): StepPoint[] {
    const candidates = new Set<number>();
    for (const grant of this.grants) candidates.add(grant.start).add(grant.end + 1);
    for (const known of this.accepted) candidates.add(known.timestamp).add(known.timestamp + 1);
    const changeTimes = [...candidates].filter((t) => from < t && t <= to).sort((a, b) => a - b);
    const points: StepPoint[] = [{ t: from, value: valueAt(from) }];
    for (const t of changeTimes) {
      const value = valueAt(t);
      if (value !== points[points.length - 1].value) points.push({ t, value });
    }
    return points;
  }
}

function sameGrant(a: GrantInput, b: GrantInput): boolean {
  return a.amount === b.amount && a.start === b.start && a.end === b.end;
}
