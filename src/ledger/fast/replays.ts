/**
 * The two uses of the replay from a point in time: the forced replay behind a
 * `would-break` refusal, and redrawing the schedule after a grant lands in the past.
 */
import type { BrokenConsumption } from '../types';
import type { TouchedGrants } from './cascade';
import { NOT_EXHAUSTED, type EventStore } from './eventStore';
import { ReplayFromTime } from './forwardReplay';
import type { GrantOrder } from './grantOrder';
import type { ReplayOrder } from './replayOrder';

/**
 * The spec's forced replay of a candidate placed after every consumption at its
 * timestamp: each later consumption that cannot be covered is listed with what it
 * lacks, draws nothing, and the replay goes on. The caller has checked that the
 * balance covers the candidate itself.
 */
export function brokenByCandidate(
  store: EventStore,
  grantOrder: GrantOrder,
  replayOrder: ReplayOrder,
  candidate: { amount: number; timestamp: number },
): BrokenConsumption[] {
  const replay = new ReplayFromTime(store, grantOrder, candidate.timestamp, false);
  replay.take(candidate.amount);
  const broken: BrokenConsumption[] = [];
  replayOrder.forEachFrom(candidate.timestamp, false, (consumption) => {
    replay.advanceTo(store.consumptionTime[consumption]);
    const missing = replay.take(store.consumptionAmount[consumption]);
    if (missing > 0) broken.push({ id: store.consumptionIds[consumption], missing });
  });
  return broken;
}

/**
 * Redraws every consumption with timestamp `>= time` after a grant starting at `time`
 * joined the ledger, and rewrites the tails of the schedules of the grants still open
 * then. Extra credit can only make room, so every consumption stays covered.
 */
export function redrawFrom(
  store: EventStore,
  grantOrder: GrantOrder,
  replayOrder: ReplayOrder,
  time: number,
): TouchedGrants {
  const replay = new ReplayFromTime(store, grantOrder, time, true);
  const redrawn = new Map<number, { consumers: number[]; amounts: number[] }>();
  replayOrder.forEachFrom(time, true, (consumption) => {
    replay.advanceTo(store.consumptionTime[consumption]);
    const missing = replay.take(store.consumptionAmount[consumption], (grant, amount) => {
      const draws = redrawn.get(grant) ?? { consumers: [], amounts: [] };
      draws.consumers.push(consumption);
      draws.amounts.push(amount);
      redrawn.set(grant, draws);
    });
    if (missing > 0) throw new Error('invariant broken: a new grant left a consumption uncovered');
  });
  const touched: TouchedGrants = { grants: [], drawnBefore: [], count: 0 };
  for (const grant of grantOrder.endingFrom(time)) {
    const drawnBefore = store.grantDrawn[grant];
    const entries = store.entries[grant];
    let drawn = drawnBefore;
    while (entries.length > 0 && store.consumptionTime[entries.lastConsumer()] >= time) drawn -= entries.pop();
    const draws = redrawn.get(grant);
    draws?.consumers.forEach((consumption, index) => {
      entries.push(consumption, draws.amounts[index]);
      drawn += draws.amounts[index];
    });
    store.grantDrawn[grant] = drawn;
    store.grantExhaustedBy[grant] = drawn === store.grantAmount[grant] ? entries.lastConsumer() : NOT_EXHAUSTED;
    grantOrder.exhaustionChanged(grant);
    if (drawn !== drawnBefore) {
      touched.grants.push(grant);
      touched.drawnBefore.push(drawnBefore);
      touched.count++;
    }
  }
  return touched;
}
