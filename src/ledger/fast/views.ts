/**
 * Read-only pictures of the fast engine's schedule for the app: a consumption's draws
 * and EDF queue, and the full snapshot. A consumption's draws are not stored twice:
 * they are the entries for it in the schedules of the grants eligible at its time.
 * Callers dissolve pools first (Schedule.materialize), so every unit is one grant.
 */
import type { ConsumptionView, Draw, DrawExplanation, GrantView } from '../types';
import type { EventStore } from './eventStore';
import type { GrantOrder } from './grantOrder';

/** Draws of an accepted consumption in draw (EDF) order. O(G_t log n) for G_t eligible grants. */
export function drawsOfConsumption(store: EventStore, grantOrder: GrantOrder, consumption: number): Draw[] {
  const draws: Draw[] = [];
  let remaining = store.consumptionAmount[consumption];
  for (const grant of grantOrder.eligibleAt(store.consumptionTime[consumption])) {
    if (remaining === 0) break;
    const amount = store.drawnBy(grant, consumption);
    if (amount > 0) {
      draws.push(store.drawOf(grant, amount));
      remaining -= amount;
    }
  }
  return draws;
}

/** Every grant eligible at the consumption's time, as it stood just before it drew. */
export function explainConsumption(store: EventStore, grantOrder: GrantOrder, consumption: number): DrawExplanation {
  const timestamp = store.consumptionTime[consumption];
  const queue = [...grantOrder.eligibleAt(timestamp)].map((grant) => ({
    grantId: store.grantIds[grant],
    start: store.declaredStart[grant],
    end: store.declaredEnd[grant],
    leftBefore: store.leftBefore(grant, consumption),
    drawn: store.drawnBy(grant, consumption),
  }));
  return {
    consumptionId: store.consumptionIds[consumption],
    timestamp,
    amount: store.consumptionAmount[consumption],
    queue,
  };
}

export function grantViews(store: EventStore): GrantView[] {
  return store.grantIds.map((id, grant) => {
    const amount = store.declaredAmount[grant];
    const drawn = store.grantDrawn[grant];
    return { id, amount, start: store.declaredStart[grant], end: store.declaredEnd[grant], drawn, left: amount - drawn };
  });
}

/** Draws of every accepted consumption in one pass over the schedule: O(n). */
export function allDraws(store: EventStore, grantOrder: GrantOrder): Draw[][] {
  const drawsByConsumption: Draw[][] = Array.from({ length: store.consumptionCount }, () => []);
  for (const grant of grantOrder.all()) {
    const entries = store.entries[grant];
    for (let position = 0; position < entries.length; position++) {
      drawsByConsumption[entries.consumerAt(position)].push(store.drawOf(grant, entries.amountAt(position)));
    }
  }
  return drawsByConsumption;
}

export function acceptedView(store: EventStore, consumption: number, draws: Draw[]): ConsumptionView {
  return {
    id: store.consumptionIds[consumption],
    amount: store.consumptionAmount[consumption],
    timestamp: store.consumptionTime[consumption],
    status: 'accepted',
    acceptanceOrder: consumption,
    pendingOrder: null,
    draws,
  };
}
