/**
 * Shapes where the engine's cost still grows with the history (docs/ENGINE.md, "What still
 * grows"): `BENCH_ROWS=limits npm run bench` times each at two sizes (10,000 and 20,000
 * calls unless it names others) and prints the growth, so the limits stay measured, not
 * remembered. Each is also checked against the reference at 2,000 calls. Not in the
 * default run: they are slow by design.
 */
import { CALL_CONSUME, CALL_GRANT, CALL_HEADROOM, CALL_PREVIEW, integerBetween, storedWorkload, type CallVisitor, type Workload } from './workloads';
import { appFileGenerator, backdatedGenerator, backdatedWorkload } from './backdatedWorkloads';
import { shuffledArrivals } from './workloadTransforms';
import { createRandom as seededRandom } from '../src/scenario/usageGenerator';

/**
 * 3% grants with random starts over the history, all ending after it; consumptions
 * arriving newest first (a log pasted in reverse), 10% `headroomAt` at random times.
 */
function generateNewestFirst(calls: number, seed: number, visit: CallVisitor): void {
  const random = seededRandom(seed);
  const span = 10 * calls;
  const grants = Math.floor(calls * 0.03);
  for (let index = 0; index < grants; index++) visit(index, CALL_GRANT, integerBetween(random, 500, 3_000), integerBetween(random, 0, span), span + integerBetween(random, 0, span));
  let time = span;
  for (let index = grants; index < calls; index++) {
    time -= integerBetween(random, 0, 10);
    if (random() < 0.1) visit(index, CALL_HEADROOM, 0, integerBetween(random, 0, span), 0);
    else visit(index, CALL_CONSUME, integerBetween(random, 1, 60), time, 0);
  }
}

/**
 * 30% grants starting at random times of the history and never expiring, 10% previews
 * and 10% `headroomAt` at random times, consumptions 20% of them at random past times.
 */
function generateNeverExpiring(calls: number, seed: number, visit: CallVisitor): void {
  const random = seededRandom(seed);
  let now = 10_000;
  for (let index = 0; index < calls; index++) {
    now += integerBetween(random, 1, 20);
    const roll = random();
    if (roll < 0.3) visit(index, CALL_GRANT, integerBetween(random, 1, 50), integerBetween(random, 0, now), 100 * calls);
    else if (roll < 0.4) visit(index, CALL_PREVIEW, integerBetween(random, 1, 3_000), integerBetween(random, 0, now), 0);
    else if (roll < 0.5) visit(index, CALL_HEADROOM, 0, integerBetween(random, 0, now), 0);
    else visit(index, CALL_CONSUME, integerBetween(random, 1, 40), random() < 0.2 ? integerBetween(random, 0, now) : now, 0);
  }
}

/** 25% grants of 10 to 300 time units opening just before now, 30% of consumptions late, 10% `headroomAt`. */
function generateChurn(calls: number, seed: number, visit: CallVisitor): void {
  const random = seededRandom(seed);
  let now = 10_000;
  for (let index = 0; index < calls; index++) {
    now += integerBetween(random, 1, 20);
    const roll = random();
    if (roll < 0.25) {
      const start = now - integerBetween(random, 0, 100);
      visit(index, CALL_GRANT, integerBetween(random, 10, 300), start, start + integerBetween(random, 10, 300));
    } else if (roll < 0.35) visit(index, CALL_HEADROOM, 0, integerBetween(random, 0, now), 0);
    else visit(index, CALL_CONSUME, integerBetween(random, 1, 60), random() < 0.3 ? now - integerBetween(random, 0, 1_000) : now, 0);
  }
}

/** 90% consumptions before any grant (under 'pending' they all wait), then grants at random past times. */
function generatePendingFirst(calls: number, seed: number, visit: CallVisitor): void {
  const random = seededRandom(seed);
  let now = 10_000;
  const consumptions = Math.floor(calls * 0.9);
  for (let index = 0; index < consumptions; index++) {
    now += integerBetween(random, 1, 20);
    visit(index, CALL_CONSUME, integerBetween(random, 1, 100), now, 0);
  }
  for (let index = consumptions; index < calls; index++) {
    const start = integerBetween(random, 0, now);
    visit(index, CALL_GRANT, integerBetween(random, 500, 3_000), start, start + integerBetween(random, 1_000, 40_000));
  }
}

/**
 * Issue 11's shape with shorter windows (1,000 to 20,000 calls' worth), demand about 0.94 of
 * the supply, late consumptions up to 300 calls' worth back and every question `headroomAt`.
 * The balance climbs to hundreds of thousands, where many questions walk forward
 * (docs/ENGINE.md, "The same limit where demand equals supply"; at exactly the supply only
 * some seeds drift there).
 */
const generateDrift = backdatedGenerator({ windowCalls: [1_000, 20_000], lateCalls: 300, question: CALL_HEADROOM, largestAmount: 94 });

/**
 * A usage log filled in after the fact: the app file's shape (backdatedWorkloads.ts) with
 * supply about equal to demand and every consumption at a uniformly random time of the
 * history so far. About a third are refused, each with its broken list; nearly all settle
 * before the earliest consumption accepted undrawn, so the refusal draws nothing (since stop
 * 71: before, each drew them first, one replay from the earliest of them to the present).
 */
const generateBackfill = appFileGenerator({ grantAmounts: [855, 1_045], consumptionsAnywhere: true });

/**
 * The same with a fifth of its consumptions asked instead as `balanceAt` at random times, and
 * grants a fifth smaller to keep demand about the supply. A balance after the earliest
 * undrawn consumption, where a grant ends between them, reads the drawn totals: each such
 * question draws them all, one replay to the present.
 */
const generateBackfillWithBalances = appFileGenerator({ grantAmounts: [684, 836], consumptionsAnywhere: true, balanceQuestions: 0.2 });

export interface LimitShape {
  /** For the summary line. */
  key: string;
  name: string;
  policy: 'reject' | 'pending';
  workload: (calls: number, seed: number) => Workload;
  /** The two sizes timed, where a shape needs others than 10,000 and 20,000 calls to show its growth. */
  sizes?: [number, number];
}

export const limitShapes: LimitShape[] = [
  { key: 'newestFirst', name: 'newest first', policy: 'reject', workload: (calls, seed) => storedWorkload('newest first', calls, seed, generateNewestFirst) },
  { key: 'neverExpiring', name: 'never-expiring grants in the past', policy: 'reject', workload: (calls, seed) => storedWorkload('never expiring', calls, seed, generateNeverExpiring) },
  { key: 'churn', name: 'short-window churn with headroom questions', policy: 'reject', workload: (calls, seed) => storedWorkload('churn', calls, seed, generateChurn) },
  { key: 'drift', name: 'headroom at random times, short windows, demand 0.94 of supply', policy: 'reject', workload: (calls, seed) => storedWorkload('drift', calls, seed, generateDrift), sizes: [100_000, 400_000] },
  { key: 'backfill', name: 'consumptions at random times of the history, demand about the supply', policy: 'reject', workload: (calls, seed) => storedWorkload('backfill', calls, seed, generateBackfill), sizes: [40_000, 80_000] },
  { key: 'backfillBalances', name: 'the same with a fifth of the consumptions asked as balanceAt at random times', policy: 'reject', workload: (calls, seed) => storedWorkload('backfill with balances', calls, seed, generateBackfillWithBalances), sizes: [40_000, 80_000] },
  { key: 'pendingFirst', name: 'pending queue filled before any grant', policy: 'pending', workload: (calls, seed) => storedWorkload('pending first', calls, seed, generatePendingFirst) },
  // Issue 11's shape with a tenth of its arrivals moved anywhere (queries left out): most
  // late ones wait undrawn, and each that the balances cannot decide draws them all first,
  // one replay from the earliest of them (about a quarter of the history back) to the present.
  { key: 'movedTenth', name: 'backdated, a tenth of the arrivals moved anywhere', policy: 'reject', workload: (calls, seed) => shuffledArrivals(backdatedWorkload(calls, seed), 0.1, seed), sizes: [100_000, 300_000] },
];
