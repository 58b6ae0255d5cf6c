/**
 * The EDF replay of the spec for the reference model. It recomputes everything from
 * the full lists of grants and consumptions on every call, as the seed's design does:
 * one sweep over time per replay, O(C + G log G + G·A) for C consumptions, G grants and
 * at most A grants open at once. It stays a plain sweep so that it is easy to check by
 * eye; referenceReplay.test.ts also checks it against the literal per-consumption
 * definition (filter the eligible grants, sort them, draw).
 */
import type { ConsumptionInput, Draw, DrawQueueEntry, GrantInput } from './types';

/** What one consumption did during a replay. */
export interface ReplayStep {
  consumption: ConsumptionInput;
  /** Draws in draw order; empty when the consumption could not be covered. */
  draws: Draw[];
  /** Credits it lacked (it then drew nothing); 0 when it was covered. */
  missing: number;
}

export interface ReplayOutcome {
  /** Steps in replay order: by timestamp, then by acceptance order. */
  steps: ReplayStep[];
  /** What is left of each grant after the whole replay, by grant id. */
  leftByGrantId: Map<string, number>;
}

/** EDF priority: the grant that expires first, ties broken by the smaller id (plain `<`). */
export function compareByEndThenId(a: GrantInput, b: GrantInput): number {
  if (a.end !== b.end) return a.end < b.end ? -1 : 1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

/** Grants whose inclusive window holds `t`, in EDF order. */
export function grantsEligibleAt(grants: readonly GrantInput[], t: number): GrantInput[] {
  return grants.filter((grant) => grant.start <= t && t <= grant.end).sort(compareByEndThenId);
}

/** The index where a consumption at `timestamp` goes in replay order: after every tie. */
export function replayPositionAfter(inReplayOrder: readonly ConsumptionInput[], timestamp: number): number {
  let low = 0;
  let high = inReplayOrder.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (inReplayOrder[middle].timestamp <= timestamp) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A copy of `inReplayOrder` with `consumption` placed after the ones at its timestamp. */
export function withConsumptionReplayedLast(
  inReplayOrder: readonly ConsumptionInput[],
  consumption: ConsumptionInput,
): ConsumptionInput[] {
  const copy = [...inReplayOrder];
  copy.splice(replayPositionAfter(inReplayOrder, consumption.timestamp), 0, consumption);
  return copy;
}

/**
 * Grants that have opened, have not expired and still hold credit, in EDF order, with
 * their credit total. Expired grants always form a prefix (smallest ends first), and
 * so do exhausted ones (EDF drains the front), so both leave from the front.
 */
class OpenGrants {
  private readonly grants: GrantInput[] = [];
  credit = 0;

  constructor(private readonly leftByGrantId: Map<string, number>) {}

  open(grant: GrantInput): void {
    const position = this.grants.findIndex((other) => compareByEndThenId(grant, other) < 0);
    this.grants.splice(position < 0 ? this.grants.length : position, 0, grant);
    this.credit += this.leftByGrantId.get(grant.id) ?? 0;
  }

  closeExpiredBefore(t: number): void {
    let expired = 0;
    while (expired < this.grants.length && this.grants[expired].end < t) {
      this.credit -= this.leftByGrantId.get(this.grants[expired].id) ?? 0;
      expired += 1;
    }
    this.grants.splice(0, expired);
  }

  /** Takes `amount` (at most `credit`) in EDF order and returns the draws. */
  draw(amount: number): Draw[] {
    const draws: Draw[] = [];
    let remaining = amount;
    while (remaining > 0) {
      const grant = this.grants[0];
      const left = this.leftByGrantId.get(grant.id) ?? 0;
      const taken = Math.min(left, remaining);
      draws.push({ grantId: grant.id, amount: taken });
      this.leftByGrantId.set(grant.id, left - taken);
      if (taken === left) this.grants.shift();
      remaining -= taken;
    }
    this.credit -= amount;
    return draws;
  }
}

/**
 * Replays consumptions against `grants`. They must come in replay order, (timestamp,
 * acceptance order), which the reference keeps by inserting each accepted one after
 * its ties. A consumption is covered entirely or not at all: an uncovered one is
 * recorded with what it lacked, draws nothing, and the replay goes on (the spec's
 * "forced replay").
 */
export function replayEdf(
  grants: readonly GrantInput[],
  inReplayOrder: readonly ConsumptionInput[],
): ReplayOutcome {
  const leftByGrantId = new Map(grants.map((grant) => [grant.id, grant.amount]));
  const byStart = [...grants].sort((a, b) => a.start - b.start);
  const openGrants = new OpenGrants(leftByGrantId);
  let nextToOpen = 0;
  const steps = inReplayOrder.map((consumption): ReplayStep => {
    while (nextToOpen < byStart.length && byStart[nextToOpen].start <= consumption.timestamp) {
      openGrants.open(byStart[nextToOpen]);
      nextToOpen += 1;
    }
    openGrants.closeExpiredBefore(consumption.timestamp);
    if (openGrants.credit < consumption.amount) {
      return { consumption, draws: [], missing: consumption.amount - openGrants.credit };
    }
    return { consumption, draws: openGrants.draw(consumption.amount), missing: 0 };
  });
  return { steps, leftByGrantId };
}

/**
 * The EDF queue one consumption saw: every grant whose window holds its timestamp, in
 * EDF order, with what each had left after the consumptions replayed before it.
 */
export function queueSeenBy(
  grants: readonly GrantInput[],
  replayedBefore: readonly ConsumptionInput[],
  step: ReplayStep,
): DrawQueueEntry[] {
  const { leftByGrantId } = replayEdf(grants, replayedBefore);
  return grantsEligibleAt(grants, step.consumption.timestamp).map((grant) => ({
    grantId: grant.id,
    start: grant.start,
    end: grant.end,
    leftBefore: leftByGrantId.get(grant.id) ?? 0,
    drawn: step.draws.find((draw) => draw.grantId === grant.id)?.amount ?? 0,
  }));
}
