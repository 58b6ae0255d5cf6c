/**
 * Draws materialised on demand from the runs: a consumption's draws are the runs that
 * overlap its range of units, in unit order, which is its EDF draw order.
 */
import type { ConsumptionInput, ConsumptionView, Draw, DrawQueueEntry, GrantView } from '../types';
import type { PendingQueue } from './pendingQueue';
import type { ConsumptionTable } from './structures/consumptionTable';
import { firstRunEndingAfter } from './replay/runs';
import type { Schedule } from './schedule/schedule';
import { precedesInEdf } from './structures/edfHeap';

/** The draws of the consumption that owns units `[start, start + amount)`. */
export function drawsOfUnits(schedule: Schedule, start: number, amount: number, fromRun = firstRunEndingAfter(schedule.runTo, start)): Draw[] {
  const { runGrant, runFrom, runTo, ids } = schedule;
  const end = start + amount;
  const draws: Draw[] = [];
  for (let run = fromRun; run < runGrant.length && runFrom[run] < end; run++) {
    draws.push({ grantId: ids[runGrant[run]], amount: Math.min(runTo[run], end) - Math.max(runFrom[run], start) });
  }
  return draws;
}

/** Every accepted consumption's draws, by acceptance order, in one pass over the runs. */
function allDraws(schedule: Schedule): Draw[][] {
  const drawsByConsumption: Draw[][] = new Array<Draw[]>(schedule.points.size);
  let run = 0;
  schedule.points.forEach((_time, amount, consumption, start) => {
    while (run < schedule.runTo.length && schedule.runTo[run] <= start) run++;
    drawsByConsumption[consumption] = drawsOfUnits(schedule, start, amount, run);
  });
  return drawsByConsumption;
}

/** The snapshot's consumptions, in `listing` order (ids accepted or waiting). */
export function consumptionViews(schedule: Schedule, listing: readonly string[], accepted: ConsumptionTable, pending: PendingQueue): ConsumptionView[] {
  const drawsByConsumption = allDraws(schedule);
  const pendingOrderById = new Map(pending.waiting().map((waiting, index) => [waiting.id, index]));
  return listing.map((id): ConsumptionView => {
    const tag = accepted.tagOf(id);
    if (tag !== undefined) {
      const draws = drawsByConsumption[tag];
      return { id, amount: accepted.amountOf(tag), timestamp: accepted.timeOf(tag), status: 'accepted', acceptanceOrder: tag, pendingOrder: null, draws };
    }
    const { amount, timestamp } = pending.get(id) as ConsumptionInput;
    const pendingOrder = pendingOrderById.get(id) as number;
    return { id, amount, timestamp, status: 'pending', acceptanceOrder: null, pendingOrder, draws: [] };
  });
}

/**
 * The EDF queue a consumption saw: every grant whose window holds its timestamp, in
 * (end, id) order, with what it had left just before (its amount minus its runs before
 * the consumption's first unit) and what the consumption took.
 */
export function queueAt(schedule: Schedule, time: number, start: number, amount: number): DrawQueueEntry[] {
  const { ids, amounts, starts, ends, drawn, runGrant, runFrom, runTo } = schedule;
  const eligible = schedule.byEnd.filter((grant) => starts[grant] <= time && time <= ends[grant]);
  eligible.sort((a, b) => (precedesInEdf(ends, ids, a, b) ? -1 : 1));
  const drawnFromStart = new Map<number, number>();
  for (let run = runGrant.length - 1; run >= 0 && runTo[run] > start; run--) {
    const part = runTo[run] - Math.max(runFrom[run], start);
    drawnFromStart.set(runGrant[run], (drawnFromStart.get(runGrant[run]) ?? 0) + part);
  }
  const takenBy = new Map(drawsOfUnits(schedule, start, amount).map((draw) => [draw.grantId, draw.amount]));
  return eligible.map((grant) => ({
    grantId: ids[grant],
    start: starts[grant],
    end: ends[grant],
    leftBefore: amounts[grant] - drawn[grant] + (drawnFromStart.get(grant) ?? 0),
    drawn: takenBy.get(ids[grant]) ?? 0,
  }));
}

export function grantViews(schedule: Schedule): GrantView[] {
  return schedule.ids.map((id, grant) => {
    const drawn = schedule.drawn[grant];
    const amount = schedule.amounts[grant];
    return { id, amount, start: schedule.starts[grant], end: schedule.ends[grant], drawn, left: amount - drawn };
  });
}
