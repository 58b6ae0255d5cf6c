/**
 * Deterministic workloads for the engine benchmark. A workload is a list of calls in
 * arrival order, stored column-wise in typed arrays so that generating a million calls
 * does not itself weigh on the memory being measured. Ids are made on the fly when a
 * call is played (`g<index>`, `c<index>`).
 */
import type { LedgerEngine } from '../src/ledger/types';
// The app's seeded PRNG (mulberry32), so every run plays exactly the same calls.
import { createRandom as seededRandom } from '../src/scenario/usageGenerator';

export const CALL_GRANT = 0;
export const CALL_CONSUME = 1;
export const CALL_BALANCE = 2;
export const CALL_HEADROOM = 3;
export const CALL_PREVIEW = 4;

export interface Workload {
  name: string;
  kinds: Uint8Array;
  amounts: Float64Array;
  /** Grant start, consumption timestamp or balance query time. */
  times: Float64Array;
  /** Grant end (unused for the other calls). */
  ends: Float64Array;
}

export function integerBetween(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function emptyWorkload(name: string, size: number): Workload {
  return {
    name,
    kinds: new Uint8Array(size),
    amounts: new Float64Array(size),
    times: new Float64Array(size),
    ends: new Float64Array(size),
  };
}

/** Receives one generated call; `end` is only meaningful for grants. */
export type CallVisitor = (index: number, kind: number, amount: number, time: number, end: number) => void;

/** Plays a generator into typed columns, named after its shape and size. */
export function storedWorkload(shape: string, calls: number, seed: number, generate: (calls: number, seed: number, visit: CallVisitor) => void): Workload {
  const workload = emptyWorkload(`${shape} ${calls.toLocaleString('en-US')}`, calls);
  generate(calls, seed, (index, kind, amount, time, end) => {
    workload.kinds[index] = kind;
    workload.amounts[index] = amount;
    workload.times[index] = time;
    workload.ends[index] = end;
  });
  return workload;
}

/**
 * The platform-like stream of issue 7: about 3% grants with long windows (a tenth of
 * them opening in the past), 20% balance queries around "now", the rest consumptions,
 * 10% of which arrive late (up to ~1,000 calls' worth of time in the past). Time moves
 * forward by about `1e9 / calls` per call so every size spans the seed's time range;
 * grants supply about 1.15x the demand. Calls are handed to `visit` one by one, so a
 * run can be played without storing the workload.
 */
export function generateStream(calls: number, seed: number, visit: CallVisitor): void {
  const random = seededRandom(seed);
  const timeStep = Math.max(2, Math.floor(1e9 / calls));
  const lateSpan = 1000 * timeStep;
  const windowLength = 20_000 * timeStep;
  let now = lateSpan;
  for (let index = 0; index < calls; index++) {
    now += integerBetween(random, 1, 2 * timeStep);
    const roll = random();
    if (roll < 0.03 || index < 5) {
      const start = random() < 0.1 ? now - integerBetween(random, 1, lateSpan) : now;
      const amount = integerBetween(random, 1_000, 2_000);
      visit(index, CALL_GRANT, amount, start, start + integerBetween(random, windowLength / 2, windowLength));
    } else if (roll < 0.23) {
      visit(index, CALL_BALANCE, 0, now - integerBetween(random, 0, lateSpan), 0);
    } else {
      const late = random() < 0.1;
      const amount = integerBetween(random, 1, 100);
      visit(index, CALL_CONSUME, amount, late ? now - integerBetween(random, 1, lateSpan) : now, 0);
    }
  }
}

export function streamWorkload(calls: number, seed: number): Workload {
  return storedWorkload('stream', calls, seed, generateStream);
}

/**
 * The adversarial run of issue 7: 200 long-lived grants, then 20,000 consumptions
 * arriving newest first (each one earlier than everything accepted so far, so each
 * displaces credit through every grant already exhausted: the deepest cascade), then
 * 2,000 balance queries. Demand is about 95% of supply, so almost all are accepted.
 */
export function adversarialWorkload(seed: number): Workload {
  const grantCount = 200;
  const consumptionCount = 20_000;
  const queryCount = 2_000;
  const random = seededRandom(seed);
  const workload = emptyWorkload('adversarial', grantCount + consumptionCount + queryCount);
  const horizon = 1_000_000;
  for (let index = 0; index < grantCount; index++) {
    workload.kinds[index] = CALL_GRANT;
    workload.amounts[index] = integerBetween(random, 4_000, 6_500);
    workload.times[index] = integerBetween(random, 0, 1_000);
    workload.ends[index] = horizon * 100 - integerBetween(random, 0, horizon);
  }
  for (let offset = 0; offset < consumptionCount; offset++) {
    const index = grantCount + offset;
    workload.kinds[index] = CALL_CONSUME;
    workload.amounts[index] = integerBetween(random, 1, 100);
    workload.times[index] = horizon - offset * 40 - integerBetween(random, 0, 39);
  }
  for (let offset = 0; offset < queryCount; offset++) {
    const index = grantCount + consumptionCount + offset;
    workload.kinds[index] = CALL_BALANCE;
    workload.times[index] = integerBetween(random, 0, horizon);
  }
  return workload;
}

/**
 * The adversarial run with its first (newest) consumption moved right after the first
 * grant, so every later grant spans an accepted consumption. The engine of issue 7
 * pooled the grants of the plain run and not these; kept as a row so the two compare.
 */
export function unpooledAdversarialWorkload(seed: number): Workload {
  const workload = adversarialWorkload(seed);
  workload.name = 'adversarial, unpooled';
  const grantCount = countCalls(workload, CALL_GRANT);
  for (const column of [workload.kinds, workload.amounts, workload.times, workload.ends]) {
    const firstConsumption = column[grantCount];
    column.copyWithin(2, 1, grantCount);
    column[1] = firstConsumption;
  }
  return workload;
}

export interface PlayOutcome {
  milliseconds: number;
  accepted: number;
  refused: number;
  /** A hash of every answer, so two engines' runs can be compared in one number. */
  digest: number;
}

function mixIntoDigest(digest: number, value: number): number {
  return (Math.imul(digest, 31) + (value % 4294967296)) | 0;
}

/**
 * Plays one call and returns a number that stands for its answer (1 accepted, 2 not,
 * or the balance), for the digest; for a grant, the waiting consumptions it let through,
 * in order (0 when none: always under 'reject').
 */
export function playCall(engine: LedgerEngine, index: number, kind: number, amount: number, time: number, end: number): number {
  if (kind === CALL_GRANT) {
    const { resolved } = engine.addGrant({ id: `g${index}`, amount, start: time, end });
    return resolved.reduce((digest, id) => mixIntoDigest(digest, Number(id.slice(1))), resolved.length);
  }
  if (kind === CALL_CONSUME) {
    return engine.consume({ id: `c${index}`, amount, timestamp: time }).status === 'accepted' ? 1 : 2;
  }
  if (kind === CALL_HEADROOM) return engine.headroomAt(time);
  if (kind === CALL_PREVIEW) {
    const answer = engine.preview({ amount, timestamp: time });
    return (answer.accepted ? 1 : 2) + 4 * answer.broken.length;
  }
  return engine.balanceAt(time);
}

/** Plays `calls` calls of a workload (all by default) on an engine, timed. */
export function playWorkload(engine: LedgerEngine, workload: Workload, calls = workload.kinds.length): PlayOutcome {
  const { kinds, amounts, times, ends } = workload;
  let accepted = 0;
  let digest = 17;
  const startedAt = performance.now();
  for (let index = 0; index < calls; index++) {
    const answer = playCall(engine, index, kinds[index], amounts[index], times[index], ends[index]);
    if (kinds[index] === CALL_CONSUME && answer === 1) accepted++;
    // A grant's answer counts only where it let some through, so digests under 'reject' stay as they were.
    if (kinds[index] !== CALL_GRANT || answer !== 0) digest = mixIntoDigest(digest, answer);
  }
  const milliseconds = performance.now() - startedAt;
  const consumptions = countCalls(workload, CALL_CONSUME, calls);
  return { milliseconds, accepted, refused: consumptions - accepted, digest };
}

export function countCalls(workload: Workload, kind: number, calls = workload.kinds.length): number {
  let count = 0;
  for (let index = 0; index < calls; index++) if (workload.kinds[index] === kind) count++;
  return count;
}
