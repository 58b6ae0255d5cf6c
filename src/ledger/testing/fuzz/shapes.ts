/**
 * The kinds of scenario the fuzzer plays, each a set of knobs and how often it is drawn:
 * tiny and micro ones (where shrinking ends), shared ends and zero-length windows, the
 * backdated monthly shape, grants that outlive the history, shuffled arrivals, 'pending' resolution, huge numbers, long
 * sparse streams, usage logs filled in after the fact and many grants.
 */
import { generate, type Knobs, type Scenario } from './generate';
import { Rng } from './rng';

export interface Shape {
  name: string;
  weight: number;
  generate: (rng: Rng) => Scenario;
}

function baseKnobs(rng: Rng): Knobs {
  return {
    policy: rng.chance(0.5) ? 'reject' : 'pending', events: 20, grantShare: rng.pick([0.2, 0.3, 0.4, 0.5]),
    timeMax: 100, windowMin: 0, windowMax: 40, grantAmountMin: 1, grantAmountMax: 20, demand: 0.8 + rng.next() * 0.5,
    arrival: rng.pick(['chrono', 'shuffled', 'consumptionsFirst'] as const), lateShare: 0.1, lateMax: 30, backdate: 0.25,
    trickyIds: rng.chance(0.3), endTie: rng.pick([0, 0.3, 0.8]), endSet: rng.int(1, 4), zeroLength: rng.pick([0, 0.1, 0.3]),
    edge: rng.pick([0.1, 0.3, 0.6]), invalidRate: rng.pick([0, 0.03, 0.1]), retryRate: rng.pick([0, 0.03, 0.1]),
    conflictRate: rng.pick([0, 0.02, 0.05]), readRate: 0.6, seriesSpanMax: 200, invariantRate: 0.3, hugeAmounts: false,
  };
}

/** A shape whose knobs are the base ones with `change` applied. */
function shape(name: string, weight: number, change: (rng: Rng, knobs: Knobs) => Partial<Knobs>): Shape {
  return {
    name,
    weight,
    generate: (rng) => {
      const knobs = baseKnobs(rng);
      return generate(rng, { ...knobs, ...change(rng, knobs) });
    },
  };
}

/** 3 to 12 calls: the last of a micro scenario, with reads added when it is shorter. */
function micro(rng: Rng): Scenario {
  const knobs = baseKnobs(rng);
  const scenario = generate(rng, {
    ...knobs, events: rng.int(2, 5), timeMax: rng.pick([2, 4, 8]), windowMax: rng.pick([0, 1, 3]), grantAmountMax: rng.pick([2, 5]),
    trickyIds: rng.chance(0.5), lateMax: 3, readRate: 0.4, invariantRate: 0, retryRate: 0.15, conflictRate: 0.05, invalidRate: 0.05, finalReads: 0,
  });
  while (scenario.calls.length < 3) scenario.calls.splice(rng.int(0, scenario.calls.length), 0, { op: rng.pick(['headroomAt', 'balanceAt'] as const), args: { t: rng.int(0, 9) } });
  return { policy: scenario.policy, calls: scenario.calls.slice(-12) };
}

export const SHAPES: readonly Shape[] = [
  shape('tiny', 30, (rng) => ({
    events: rng.int(2, 7), timeMax: rng.pick([3, 6, 10]), windowMax: rng.pick([0, 2, 5]), grantAmountMax: rng.pick([3, 8]),
    trickyIds: rng.chance(0.6), lateMax: 5, readRate: 0.85, invariantRate: 0.5, retryRate: 0.15, conflictRate: 0.05, invalidRate: 0.05,
  })),
  { name: 'micro', weight: 25, generate: micro },
  shape('small-ties', 20, (rng) => ({
    events: rng.int(8, 40), timeMax: rng.pick([10, 30]), windowMax: rng.pick([0, 5, 15]), endTie: 0.8, endSet: rng.int(1, 3),
    trickyIds: true, zeroLength: 0.2, edge: 0.5, readRate: 0.7,
  })),
  shape('month-backdated', 15, (rng) => {
    const month = rng.pick([30, 100, 720]);
    return {
      // A third of them with grants that outlive the history (credit that never expires).
      events: rng.int(40, 250), timeMax: month * rng.int(2, 6), windowMin: month, windowMax: rng.pick([month, month, 100 * month]), backdate: 0.25, arrival: 'chrono',
      lateShare: 0.1, lateMax: rng.pick([5, 50, 300]), grantAmountMin: 100, grantAmountMax: 1000, readRate: 0.35, seriesSpanMax: 300,
      invariantRate: 0.1, endTie: rng.pick([0, 0.5]),
    };
  }),
  shape('shuffled-mid', 15, (rng) => ({
    events: rng.int(30, 150), timeMax: rng.pick([50, 200, 1000]), windowMax: rng.pick([10, 100, 400, 5000]), arrival: 'shuffled',
    readRate: 0.35, invariantRate: 0.1, grantAmountMax: rng.pick([10, 1000]),
  })),
  shape('pending-resolve', 10, (rng) => ({
    policy: 'pending', events: rng.int(10, 80), arrival: rng.pick(['consumptionsFirst', 'shuffled'] as const), timeMax: rng.pick([20, 100]),
    windowMax: rng.pick([5, 30, 100, 1000]), demand: 0.7 + rng.next() * 0.7, readRate: 0.45, retryRate: 0.1,
  })),
  shape('huge-numbers', 8, (rng) => {
    const timeMax = rng.pick([1e9, 1e12, Number.MAX_SAFE_INTEGER - 10]);
    return {
      events: rng.int(4, 40), timeMax, windowMax: rng.pick([timeMax, 1e6, 3]), grantAmountMin: 1e8, grantAmountMax: rng.pick([1e9, 2 ** 50]),
      hugeAmounts: true, readRate: 0.6, seriesSpanMax: 1e6, edge: 0.5, invalidRate: 0.08,
    };
  }),
  shape('long-sparse', 2, (rng) => {
    const month = rng.pick([100, 720]);
    return {
      events: rng.int(500, 2500), timeMax: month * rng.int(3, 20), windowMin: rng.pick([1, month]), windowMax: month,
      arrival: rng.pick(['chrono', 'chrono', 'shuffled'] as const), lateShare: 0.1, lateMax: rng.pick([20, 300]), grantAmountMin: 10,
      grantAmountMax: 1000, readRate: rng.pick([0, 0.005, 0.02]), seriesSpanMax: 50, invariantRate: rng.pick([0, 0.002]),
      invalidRate: 0.01, retryRate: 0.01, conflictRate: 0.005, endTie: rng.pick([0, 0.3]), endSet: rng.int(3, 30), grantShare: rng.pick([0.1, 0.3, 0.5]),
    };
  }),
  shape('backfill', 8, (rng) => {
    // A usage log filled in after the fact: nearly every consumption arrives long after its
    // time, beside short windows and demand about the supply, with few reads between (a
    // refusal before the undrawn ones reads a dry run that stops there: undrawn.ts, item 6).
    const timeMax = rng.pick([200, 1000]);
    return {
      events: rng.int(60, 300), timeMax, windowMin: 5, windowMax: rng.pick([20, 100]), arrival: 'chrono', lateShare: 0.9, lateMax: timeMax,
      demand: 0.9 + rng.next() * 0.2, grantShare: rng.pick([0.1, 0.2]), readRate: rng.pick([0.02, 0.1]), invariantRate: 0.02,
    };
  }),
  shape('mid-manygrants', 5, (rng) => ({
    events: rng.int(150, 500), grantShare: rng.pick([0.5, 0.7]), timeMax: rng.pick([200, 2000]), windowMax: rng.pick([50, 500]),
    readRate: 0.05, seriesSpanMax: 40, invariantRate: 0.02, arrival: rng.pick(['chrono', 'shuffled'] as const), endTie: rng.pick([0, 0.5]),
    endSet: rng.int(2, 20),
  })),
];

/** The scenario of one seed: its shape drawn by weight, then generated from the seed. */
export function scenarioOfSeed(seed: number): { shape: string; scenario: Scenario } {
  const total = SHAPES.reduce((sum, { weight }) => sum + weight, 0);
  let roll = new Rng(seed ^ 0x5bd1e995).next() * total;
  const chosen = SHAPES.find(({ weight }) => (roll -= weight) < 0) ?? SHAPES[0];
  return { shape: chosen.name, scenario: chosen.generate(new Rng(seed)) };
}
