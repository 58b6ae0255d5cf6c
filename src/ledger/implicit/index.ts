/**
 * ImplicitLedger: the EDF credit ledger of shared/LEDGER-SPEC.md on an implicit
 * schedule (docs/ENGINE.md). The schedule is kept as runs of credit units per grant
 * (schedule.ts); draws per consumption are materialised only when asked (views.ts).
 *
 * Decisions where the spec is silent follow the reference model (reference.ts): a
 * retried id is recognised before anything else; only a new grant retries the pending
 * queue; unknown or pending ids have no draws; series points start at `from` and then
 * mark every change in `(from, to]`.
 */
import type {
  AddGrantResult, BrokenConsumption, ConsumeResult, ConsumptionInput, Draw,
  DrawExplanation, GrantInput, LedgerEngine, LedgerSnapshot, Policy, PreviewBreakdown, PreviewInput,
  PreviewResult, StepPoint,
} from '../types';
import {
  checkGrantTotal, DuplicateIdError, validateConsumption, validateGrant, validateId,
  validatePolicy, validatePreview, validateTime, validateTimeRange,
} from '../validation';
import { ConsumptionTable } from './structures/consumptionTable';
import { checkReserve, checkScheduleInvariants } from './invariants';
import { PendingQueue } from './pendingQueue';
import { headroomBesideUndrawn, headroomUpperBound, headroomUpperBoundOver } from './headroom/balanceBounds';
import { HeadroomQuestions } from './headroom/questions';
import { HeadroomReserve } from './headroom/reserve';
import { Schedule } from './schedule/schedule';
import { acceptsUndrawn, fitsBesideUndrawn, refusalLeavingUndrawn } from './schedule/undrawn';
import { RUNS_WORTH_UNDRAWING } from './limits';
import { isAccepted, type Verdict } from './schedule/verdict';
import { balanceSweep, stepSeries } from './series';
import { consumptionViews, drawsOfUnits, grantViews, queueAt } from './views';

/**
 * A new object per answer, as the reference gives: a shared frozen one saved an
 * allocation but threw in strict mode when a caller added a field to its result.
 */
function acceptedResult(): ConsumeResult {
  return { status: 'accepted' };
}

function acceptedPreview(): PreviewResult {
  return { accepted: true, shortfall: 0, broken: [] };
}

export class ImplicitLedger implements LedgerEngine {
  readonly policy: Policy;
  private readonly schedule = new Schedule();
  private readonly reserve: HeadroomReserve;
  private readonly headroom: HeadroomQuestions;
  private readonly accepted = new ConsumptionTable();
  private readonly pending: PendingQueue;
  /** Ids in the order first accepted or queued; only kept under 'pending' (else acceptance order). */
  private readonly listingOrder: string[] = [];

  /**
   * For tests: `runsWorthUndrawing` 0 leaves every late consumption it can undrawn
   * (schedule/undrawn.ts); a tiny `pendingBlockSize` splits and skips pending blocks in small scenarios;
   * `expiriesCheckedEvery` 1 lets the forward walk's endings known in advance stop walks of
   * any length (headroom/expiriesAhead.ts), not only those of 16 pieces or more; `mirrorRules`
   * false keeps the mirror's totals by replays alone (headroom/mirrorRules.ts).
   */
  private readonly runsWorthUndrawing: number;

  constructor(options: { policy?: Policy; runsWorthUndrawing?: number; pendingBlockSize?: number; expiriesCheckedEvery?: number; mirrorRules?: boolean } = {}) {
    this.policy = validatePolicy(options.policy ?? 'reject');
    this.reserve = new HeadroomReserve(this.schedule, { expiriesCheckedEvery: options.expiriesCheckedEvery, followsRules: options.mirrorRules });
    this.headroom = new HeadroomQuestions(this.schedule, this.reserve);
    this.runsWorthUndrawing = options.runsWorthUndrawing ?? RUNS_WORTH_UNDRAWING;
    this.pending = new PendingQueue(options.pendingBlockSize);
  }

  addGrant(input: GrantInput): AddGrantResult {
    const grant = validateGrant(input);
    const known = this.schedule.grantIndexById.get(grant.id);
    if (known !== undefined) {
      const { amounts, starts, ends } = this.schedule;
      if (amounts[known] === grant.amount && starts[known] === grant.start && ends[known] === grant.end) {
        return { resolved: [] };
      }
      throw new DuplicateIdError('grant', grant.id);
    }
    checkGrantTotal(this.schedule.totalGranted, grant.amount);
    this.schedule.addGrant(grant.id, grant.amount, grant.start, grant.end);
    this.reserve.noteGrant(this.schedule.ids.length - 1);
    return { resolved: this.retryPendingQueue() };
  }

  consume(input: ConsumptionInput): ConsumeResult {
    const consumption = validateConsumption(input);
    const retryResult = this.answerRetry(consumption);
    if (retryResult) return retryResult;
    if (acceptsUndrawn(this.schedule, consumption.amount, consumption.timestamp, this.runsWorthUndrawing)) {
      this.accept(consumption, null);
      if (this.policy === 'pending') this.listingOrder.push(consumption.id);
      return acceptedResult();
    }
    const verdict = this.schedule.evaluate(consumption.amount, consumption.timestamp);
    if (isAccepted(verdict)) {
      this.accept(consumption, verdict);
      if (this.policy === 'pending') this.listingOrder.push(consumption.id);
      return acceptedResult();
    }
    const status = this.policy === 'pending' ? 'pending' : 'rejected';
    if (status === 'pending') {
      // A consumption that would break others lacks at least one credit.
      this.pending.add(consumption, Math.max(1, verdict.shortfall), this.schedule.totalGranted);
      this.listingOrder.push(consumption.id);
    }
    if (verdict.shortfall > 0) return { status, reason: 'insufficient', shortfall: verdict.shortfall };
    return { status, reason: 'would-break', broken: this.brokenOf(verdict).map((item) => item.id) };
  }

  balanceAt(t: number): number {
    const time = validateTime(t);
    if (!this.schedule.balanceIsDrawnAt(time)) this.schedule.drawUndrawn();
    return this.schedule.balanceAt(time);
  }

  headroomAt(t: number): number {
    const time = validateTime(t);
    // While consumptions wait undrawn, the plain bounds may meet as they stand (balanceBounds.ts).
    const met = this.schedule.hasUndrawn() ? headroomBesideUndrawn(this.schedule, time) : null;
    if (met !== null) return met;
    this.schedule.drawUndrawn();
    return this.headroom.headroomAt(time);
  }

  preview(input: PreviewInput): PreviewResult {
    const { amount, timestamp } = validatePreview(input);
    // While consumptions wait undrawn, the balances that accepted them may accept or refuse
    // this one as they stand (schedule/undrawn.ts): then they stay undrawn for one read to draw.
    if (this.schedule.hasUndrawn()) {
      if (fitsBesideUndrawn(this.schedule, amount, timestamp)) return acceptedPreview();
      const refusal = refusalLeavingUndrawn(this.schedule, amount, timestamp);
      if (refusal !== null) return this.previewOf(refusal);
    }
    this.schedule.drawUndrawn();
    if (this.headroom.accepts(amount, timestamp)) return acceptedPreview();
    return this.previewOf(this.schedule.evaluate(amount, timestamp));
  }

  /** The headroom is the largest amount accepted there, so only an amount over it needs the dry run. */
  previewBreakdown(input: PreviewInput): PreviewBreakdown {
    this.schedule.drawUndrawn();
    const { amount, timestamp } = validatePreview(input);
    const balance = this.schedule.balanceAt(timestamp);
    const headroom = this.headroom.headroomAt(timestamp);
    if (amount <= headroom) return { shortfall: 0, broken: [], balance, headroom };
    const verdict = this.schedule.evaluate(amount, timestamp);
    return { shortfall: verdict.shortfall, broken: this.brokenOf(verdict), balance, headroom };
  }

  drawsOf(consumptionId: string): Draw[] {
    const consumption = this.accepted.tagOf(validateId(consumptionId));
    if (consumption === undefined) return [];
    this.drawUnlessBeforeUndrawn(consumption);
    return drawsOfUnits(this.schedule, this.firstUnitOf(consumption), this.accepted.amountOf(consumption));
  }

  explainDraw(consumptionId: string): DrawExplanation | null {
    const consumption = this.accepted.tagOf(validateId(consumptionId));
    if (consumption === undefined) return null;
    this.drawUnlessBeforeUndrawn(consumption);
    const timestamp = this.accepted.timeOf(consumption);
    const amount = this.accepted.amountOf(consumption);
    const queue = queueAt(this.schedule, timestamp, this.firstUnitOf(consumption), amount);
    return { consumptionId: this.accepted.idOf(consumption), timestamp, amount, queue };
  }

  snapshot(): LedgerSnapshot {
    this.schedule.drawUndrawn();
    const listing = this.policy === 'pending' ? this.listingOrder : this.accepted.ids();
    const consumptions = consumptionViews(this.schedule, listing, this.accepted, this.pending);
    return { policy: this.policy, grants: grantViews(this.schedule), consumptions, totalGranted: this.schedule.totalGranted };
  }

  balanceSeries(from: number, to: number): StepPoint[] {
    this.schedule.drawUndrawn();
    const range = validateTimeRange(from, to);
    return stepSeries(this.schedule, range.from, range.to, balanceSweep(this.schedule));
  }

  headroomSeries(from: number, to: number): StepPoint[] {
    this.schedule.drawUndrawn();
    const range = validateTimeRange(from, to);
    return stepSeries(this.schedule, range.from, range.to, this.reserve.headroomSweep());
  }

  /** Throws when the schedule is not the spec's EDF replay of the accepted consumptions. */
  checkInvariants(): void {
    this.schedule.drawUndrawn();
    checkScheduleInvariants(this.schedule);
    checkReserve(this.reserve, this.schedule);
  }

  /** A null verdict: `acceptsUndrawn` passed it, and the runs take it later. */
  private accept(consumption: ConsumptionInput, verdict: Verdict | null): void {
    const tag = this.accepted.count;
    this.reserve.noteConsumption(consumption.amount, consumption.timestamp);
    if (verdict === null) this.schedule.acceptUndrawn(consumption.amount, consumption.timestamp, tag);
    else this.schedule.accept(verdict, consumption.amount, consumption.timestamp, tag);
    this.accepted.add(consumption.id, consumption.amount, consumption.timestamp);
  }

  private previewOf(verdict: Verdict): PreviewResult {
    return { accepted: isAccepted(verdict), shortfall: verdict.shortfall, broken: this.brokenOf(verdict).map((item) => item.id) };
  }

  private brokenOf(verdict: Verdict): BrokenConsumption[] {
    return verdict.broken.map(({ consumption, missing }) => ({ id: this.accepted.idOf(consumption), missing }));
  }

  /**
   * A consumption before every undrawn one drew what its runs say, and the grants it saw
   * had what the runs before it left (schedule/undrawn.ts, 7): its draws are read as they
   * stand. Any other draws the undrawn ones first.
   */
  private drawUnlessBeforeUndrawn(consumption: number): void {
    if (!(this.accepted.timeOf(consumption) < this.schedule.earliestUndrawnTime)) this.schedule.drawUndrawn();
  }

  private firstUnitOf(consumption: number): number {
    return this.schedule.points.startOf(this.accepted.timeOf(consumption), consumption);
  }

  /** The answer to an id seen before, or null when the id is new. */
  private answerRetry(consumption: ConsumptionInput): ConsumeResult | null {
    const accepted = this.accepted.tagOf(consumption.id);
    const pending = this.pending.get(consumption.id);
    if (accepted === undefined && pending === undefined) return null;
    const amount = pending ? pending.amount : this.accepted.amountOf(accepted as number);
    const timestamp = pending ? pending.timestamp : this.accepted.timeOf(accepted as number);
    if (amount !== consumption.amount || timestamp !== consumption.timestamp) {
      throw new DuplicateIdError('consumption', consumption.id);
    }
    return pending ? { status: 'pending' } : acceptedResult();
  }

  /**
   * Oldest first, once; each consumption that now fits is accepted at this moment
   * (pendingQueue.ts). The queue skips the blocks of waiting ones the balances' bound on
   * the headroom rules out, and tries the rest one by one.
   */
  private retryPendingQueue(): string[] {
    if (this.pending.size === 0) return [];
    // The bounds over the blocks hold beside undrawn changes, and a try draws them only
    // where the balances there do not decide (tryPending).
    return this.pending.retry(this.schedule.totalGranted, {
      tryOne: (waiting) => this.tryPending(waiting),
      headroomBoundOver: (from, to) => headroomUpperBoundOver(this.schedule, from, to),
    });
  }

  /**
   * Accepts a waiting consumption that fits (0), or answers how much it lacks: the balance
   * and the headroom at its time decide without a dry run (the headroom is the largest
   * amount `consume` accepts), so only one that fits is evaluated, to be drawn.
   */
  private tryPending(waiting: ConsumptionInput): number {
    const { amount, timestamp } = waiting;
    // Like a late arrival, one the balances accept as they stand is drawn later (schedule/undrawn.ts).
    if (acceptsUndrawn(this.schedule, amount, timestamp, this.runsWorthUndrawing)) {
      this.accept(waiting, null);
      return 0;
    }
    // Beside undrawn changes the balance there may be exact (schedule/undrawn.ts, 5), and
    // with it the upper bound: most are turned away without a draw.
    if (!this.schedule.balanceIsDrawnAt(timestamp)) this.schedule.drawUndrawn();
    const balance = this.schedule.balanceAt(timestamp);
    if (amount > balance) return amount - balance;
    // Most tried after a grant no longer fit once the first few took its credit; the
    // headroom's upper bound (two searches) says so for most of them.
    const upper = headroomUpperBound(this.schedule, timestamp, balance);
    if (amount > upper) return amount - upper;
    const shortOfHeadroom = amount - this.headroomAt(timestamp);
    if (shortOfHeadroom > 0) return shortOfHeadroom;
    const verdict = this.schedule.evaluate(amount, timestamp);
    // Never refused here while the headroom is right; if it were, it simply keeps waiting.
    if (!isAccepted(verdict)) return 1;
    this.accept(waiting, verdict);
    return 0;
  }
}
