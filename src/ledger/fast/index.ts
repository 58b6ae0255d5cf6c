/**
 * FastLedger: the incremental EDF credit ledger of shared/LEDGER-SPEC.md.
 *
 * It keeps the EDF schedule materialised (per grant, or per pool of grants that EDF
 * fills one after the other (pools.ts), its draws in replay order). A
 * consumption in time order just draws from what the open grants have left (the balance
 * decides). A late one changes the schedule by cascade: it draws from the first grant
 * open at its time, and only the credit it displaces moves on, grant by grant in (end,
 * id) order, until a grant with credit left at its end absorbs it (accepted) or nothing
 * can (refused; an undo log restores the schedule). The balance is a prefix sum over
 * time (+amount at grant starts, -left at grant ends, -amount at consumptions), and
 * headroom is the balance minus the reserve that a newest-first, latest-start-first
 * replay finds later consumptions need (reserve.ts), or that the same replay kept up
 * to date as a mirror schedule on the reversed timeline gives (mirrorReserve.ts;
 * headroomReserve.ts picks one; docs/ENGINE.md).
 *
 * Cost per call, for n events: balanceAt O(log n); consume in time order O(log n + its
 * draws); a late consume or preview O((k + d) log n) for the k grants the displaced
 * credit passes through and the d draws that change; a `would-break` refusal adds the
 * spec's forced replay from its timestamp (O(m_t log G) for the m_t consumptions after
 * it); a grant that some consumption reached past in EDF order redraws the schedule from
 * its start the same way, any other grant costs O(log n + G); headroomAt is O(log n)
 * from the mirror or once the lazy replay reaches back to t, else it extends the replay
 * back to t; snapshot is O(n).
 *
 * Decisions where the spec is silent follow the reference model (reference.ts): a
 * retried id is recognised before anything else; only a new grant retries the pending
 * queue; unknown or pending ids have no draws; series points start at `from` and then
 * mark every change in `(from, to]`.
 */
import type {
  AddGrantResult, ConsumeResult, ConsumptionInput, ConsumptionView, Draw, DrawExplanation,
  GrantInput, LedgerEngine, LedgerSnapshot, Policy, PreviewBreakdown, PreviewInput,
  PreviewResult, StepPoint,
} from '../types';
import {
  checkGrantTotal, DuplicateIdError, validateConsumption, validateGrant, validateId,
  validatePolicy, validatePreview, validateTime, validateTimeRange,
} from '../validation';
import type { EventStore } from './eventStore';
import type { ReserveStrategy } from './headroomReserve';
import { Schedule } from './schedule';
import { acceptedView, allDraws, drawsOfConsumption, explainConsumption, grantViews } from './views';

/** Shared and frozen: the common answer allocates nothing. */
const ACCEPTED: ConsumeResult = Object.freeze({ status: 'accepted' });

export class FastLedger implements LedgerEngine {
  readonly policy: Policy;
  private readonly schedule: Schedule;
  private readonly store: EventStore;
  /** Pending consumptions, oldest first, and the same by id. */
  private pendingQueue: ConsumptionInput[] = [];
  private readonly pendingById = new Map<string, ConsumptionInput>();
  /**
   * Ids in the order they were first accepted or queued, for the snapshot. Only kept
   * under 'pending': under 'reject' that order is the acceptance order itself.
   */
  private readonly listingOrder: string[] = [];

  /**
   * `reserveStrategy` picks how headroomAt finds the reserve (headroomReserve.ts); the
   * default adapts to how often headroom is asked, the others are for tests and the
   * benchmark.
   */
  constructor(options: { policy?: Policy; reserveStrategy?: ReserveStrategy } = {}) {
    this.policy = validatePolicy(options.policy ?? 'reject');
    this.schedule = new Schedule({ reserveStrategy: options.reserveStrategy });
    this.store = this.schedule.store;
  }

  addGrant(input: GrantInput): AddGrantResult {
    const grant = validateGrant(input);
    const known = this.store.grantIndexById.get(grant.id);
    if (known !== undefined) {
      const { declaredAmount, declaredStart, declaredEnd } = this.store;
      if (declaredAmount[known] === grant.amount && declaredStart[known] === grant.start && declaredEnd[known] === grant.end) {
        return { resolved: [] };
      }
      throw new DuplicateIdError('grant', grant.id);
    }
    checkGrantTotal(this.store.totalGranted, grant.amount);
    this.schedule.addGrant(grant.id, grant.amount, grant.start, grant.end);
    return { resolved: this.retryPendingQueue() };
  }

  consume(input: ConsumptionInput): ConsumeResult {
    const consumption = validateConsumption(input);
    const retryResult = this.answerRetry(consumption);
    if (retryResult) return retryResult;
    const attempt = this.schedule.attempt(consumption.amount, consumption.timestamp, true);
    if (attempt.accepted) {
      this.store.nameConsumption(attempt.consumption, consumption.id);
      if (this.policy === 'pending') this.listingOrder.push(consumption.id);
      return ACCEPTED;
    }
    const status = this.policy === 'pending' ? 'pending' : 'rejected';
    if (status === 'pending') {
      this.pendingQueue.push(consumption);
      this.pendingById.set(consumption.id, consumption);
      this.listingOrder.push(consumption.id);
    }
    if (attempt.shortfall > 0) return { status, reason: 'insufficient', shortfall: attempt.shortfall };
    const broken = this.schedule.brokenBy(consumption.amount, consumption.timestamp);
    return { status, reason: 'would-break', broken: broken.map((item) => item.id) };
  }

  balanceAt(t: number): number {
    return this.schedule.balanceAt(validateTime(t));
  }

  headroomAt(t: number): number {
    return this.schedule.headroomAt(validateTime(t));
  }

  preview(input: PreviewInput): PreviewResult {
    const { amount, timestamp } = validatePreview(input);
    const attempt = this.schedule.attempt(amount, timestamp, false);
    if (attempt.accepted || attempt.shortfall > 0) {
      return { accepted: attempt.accepted, shortfall: attempt.shortfall, broken: [] };
    }
    const broken = this.schedule.brokenBy(amount, timestamp).map((item) => item.id);
    return { accepted: false, shortfall: 0, broken };
  }

  previewBreakdown(input: PreviewInput): PreviewBreakdown {
    const { amount, timestamp } = validatePreview(input);
    const attempt = this.schedule.attempt(amount, timestamp, false);
    const refusedByLaterOnes = !attempt.accepted && attempt.shortfall === 0;
    return {
      shortfall: attempt.shortfall,
      broken: refusedByLaterOnes ? this.schedule.brokenBy(amount, timestamp) : [],
      balance: this.schedule.balanceAt(timestamp),
      headroom: this.schedule.headroomAt(timestamp),
    };
  }

  drawsOf(consumptionId: string): Draw[] {
    const consumption = this.store.consumptionIndexById.get(validateId(consumptionId));
    if (consumption === undefined) return [];
    this.schedule.materialize();
    return drawsOfConsumption(this.store, this.schedule.grantOrder, consumption);
  }

  explainDraw(consumptionId: string): DrawExplanation | null {
    const consumption = this.store.consumptionIndexById.get(validateId(consumptionId));
    if (consumption === undefined) return null;
    this.schedule.materialize();
    return explainConsumption(this.store, this.schedule.grantOrder, consumption);
  }

  snapshot(): LedgerSnapshot {
    this.schedule.materialize();
    const drawsByConsumption = allDraws(this.store, this.schedule.grantOrder);
    const pendingOrderById = new Map(this.pendingQueue.map((waiting, index) => [waiting.id, index]));
    const listing = this.policy === 'pending' ? this.listingOrder : this.store.consumptionIds;
    const consumptions = listing.map((id): ConsumptionView => {
      const accepted = this.store.consumptionIndexById.get(id);
      if (accepted !== undefined) return acceptedView(this.store, accepted, drawsByConsumption[accepted]);
      const { amount, timestamp } = this.pendingById.get(id) as ConsumptionInput;
      const pendingOrder = pendingOrderById.get(id) as number;
      return { id, amount, timestamp, status: 'pending', acceptanceOrder: null, pendingOrder, draws: [] };
    });
    return { policy: this.policy, grants: grantViews(this.store), consumptions, totalGranted: this.store.totalGranted };
  }

  balanceSeries(from: number, to: number): StepPoint[] {
    const range = validateTimeRange(from, to);
    return this.schedule.balanceSeries(range.from, range.to);
  }

  headroomSeries(from: number, to: number): StepPoint[] {
    const range = validateTimeRange(from, to);
    return this.schedule.series(range.from, range.to, (time) => this.schedule.headroomAt(time));
  }

  /** The answer to an id seen before, or null when the id is new. */
  private answerRetry(consumption: ConsumptionInput): ConsumeResult | null {
    const accepted = this.store.consumptionIndexById.get(consumption.id);
    const pending = this.pendingById.size > 0 ? this.pendingById.get(consumption.id) : undefined;
    if (accepted === undefined && pending === undefined) return null;
    const amount = pending ? pending.amount : this.store.consumptionAmount[accepted as number];
    const timestamp = pending ? pending.timestamp : this.store.consumptionTime[accepted as number];
    if (amount !== consumption.amount || timestamp !== consumption.timestamp) {
      throw new DuplicateIdError('consumption', consumption.id);
    }
    return pending ? { status: 'pending' } : ACCEPTED;
  }

  /** Oldest first, once; each consumption that now fits is accepted at this moment. */
  private retryPendingQueue(): string[] {
    if (this.pendingQueue.length === 0) return [];
    const resolved: string[] = [];
    this.pendingQueue = this.pendingQueue.filter((waiting) => {
      const attempt = this.schedule.attempt(waiting.amount, waiting.timestamp, true);
      if (!attempt.accepted) return true;
      this.store.nameConsumption(attempt.consumption, waiting.id);
      this.pendingById.delete(waiting.id);
      resolved.push(waiting.id);
      return false;
    });
    return resolved;
  }
}
