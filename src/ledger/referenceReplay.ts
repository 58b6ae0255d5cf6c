/**
 * The EDF replay of the spec, written as plainly as possible for the reference model.
 * It recomputes everything from the full list of grants and consumptions on every call,
 * so it is quadratic and slow on purpose: its only job is to be obviously right.
 */
import type { ConsumptionInput, Draw, DrawQueueEntry, GrantInput } from './types';

/** What one consumption did during a replay. */
export interface ReplayStep {
  consumption: ConsumptionInput;
  /** Every grant whose window holds the timestamp, in EDF order (end, then id). */
  queue: DrawQueueEntry[];
  /** Draws in draw order; empty when the consumption could not be covered. */
  draws: Draw[];
  /** Credits it lacked (it then drew nothing); 0 when it was covered. */
  missing: number;
}

export interface ReplayOutcome {
  /** Steps in replay order: by timestamp, then by the order consumptions were given. */
  steps: ReplayStep[];
  /** What is left of each grant after the whole replay, by grant id. */
  leftByGrantId: Map<string, number>;
}

/** EDF priority: the grant that expires first, ties broken by the smaller id (plain `<`). */
function compareByEndThenId(a: GrantInput, b: GrantInput): number {
  if (a.end !== b.end) return a.end < b.end ? -1 : 1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

/** Grants whose inclusive window holds `t`, in EDF order. */
export function grantsEligibleAt(grants: readonly GrantInput[], t: number): GrantInput[] {
  return grants.filter((grant) => grant.start <= t && t <= grant.end).sort(compareByEndThenId);
}

function drawOne(
  grants: readonly GrantInput[],
  leftByGrantId: Map<string, number>,
  consumption: ConsumptionInput,
): ReplayStep {
  const eligible = grantsEligibleAt(grants, consumption.timestamp);
  const leftOf = (grant: GrantInput): number => leftByGrantId.get(grant.id) ?? 0;
  const available = eligible.reduce((sum, grant) => sum + leftOf(grant), 0);
  const untouchedQueue = (): DrawQueueEntry[] =>
    eligible.map((grant) => ({
      grantId: grant.id,
      start: grant.start,
      end: grant.end,
      leftBefore: leftOf(grant),
      drawn: 0,
    }));
  // A consumption is covered entirely or not at all, so an uncovered one draws nothing.
  if (available < consumption.amount) {
    return { consumption, queue: untouchedQueue(), draws: [], missing: consumption.amount - available };
  }
  const queue = untouchedQueue();
  const draws: Draw[] = [];
  let remaining = consumption.amount;
  for (const entry of queue) {
    const taken = Math.min(entry.leftBefore, remaining);
    if (taken === 0) continue;
    entry.drawn = taken;
    draws.push({ grantId: entry.grantId, amount: taken });
    leftByGrantId.set(entry.grantId, entry.leftBefore - taken);
    remaining -= taken;
  }
  return { consumption, queue, draws, missing: 0 };
}

/**
 * Replays `consumptions` (given in acceptance order) against `grants`, in order of
 * (timestamp, acceptance order). An uncovered consumption is recorded with what it
 * lacked, draws nothing, and the replay goes on: that is the spec's "forced replay".
 */
export function replayEdf(
  grants: readonly GrantInput[],
  consumptions: readonly ConsumptionInput[],
): ReplayOutcome {
  const leftByGrantId = new Map(grants.map((grant) => [grant.id, grant.amount]));
  // Array.prototype.sort is stable, so equal timestamps keep their acceptance order.
  const inReplayOrder = [...consumptions].sort((a, b) => a.timestamp - b.timestamp);
  const steps = inReplayOrder.map((consumption) => drawOne(grants, leftByGrantId, consumption));
  return { steps, leftByGrantId };
}
