/**
 * Variations of a bench workload (workloads.ts): the same calls with demand scaled, with
 * what-if questions in place of balance queries, or imported in a shuffled arrival order
 * or with the grants after the consumptions.
 */
import { createRandom as seededRandom } from '../src/scenario/usageGenerator';
import { CALL_BALANCE, CALL_CONSUME, CALL_GRANT, CALL_HEADROOM, CALL_PREVIEW, integerBetween, type Workload } from './workloads';

/**
 * The same calls with every consumption's amount multiplied (rounded, at least 1): demand
 * above supply, or below it, so that grants expire with credit unused.
 */
export function withDemandTimes(workload: Workload, factor: number): Workload {
  const scaled = (amount: number) => Math.max(1, Math.round(amount * factor));
  const amounts = workload.amounts.map((amount, index) => (workload.kinds[index] === CALL_CONSUME ? scaled(amount) : amount));
  return { ...workload, name: `${workload.name}, demand x${factor}`, amounts };
}

/**
 * The same calls with a share of the balance queries turned into `headroomAt` and
 * `preview` (1 to 200 credits) at the same uniformly random time: what-if questions
 * between grants in the past, each of which may move the answer anywhere.
 */
export function withQuestions(workload: Workload, share: number, seed: number): Workload {
  const random = seededRandom(seed);
  const kinds = workload.kinds.slice();
  const amounts = workload.amounts.slice();
  for (let index = 0; index < kinds.length; index++) {
    if (kinds[index] !== CALL_BALANCE) continue;
    const roll = random();
    if (roll < share / 2) kinds[index] = CALL_HEADROOM;
    else if (roll < share) {
      kinds[index] = CALL_PREVIEW;
      amounts[index] = integerBetween(random, 1, 200);
    }
  }
  return { ...workload, name: `${workload.name}, ${Math.round(share * 100)}% of queries what-if`, kinds, amounts };
}

/**
 * Fisher-Yates with a seeded generator, each step taken with probability `share` (1: a
 * whole shuffle): the same order on every run.
 */
export function shuffleInPlace<T>(items: T[], random: () => number, share = 1): void {
  for (let position = items.length - 1; position > 0; position--) {
    if (share < 1 && random() >= share) continue;
    const other = Math.floor(random() * (position + 1));
    [items[position], items[other]] = [items[other], items[position]];
  }
}

/**
 * A scenario file imported: the workload's grants and consumptions without its queries,
 * in an arrival order where a `share` of the calls moved to random places (1 shuffles it
 * whole): most consumptions then land deep in the past.
 */
export function shuffledArrivals(workload: Workload, share: number, seed: number): Workload {
  const kept = callsOf(workload, (kind) => kind === CALL_GRANT || kind === CALL_CONSUME);
  shuffleInPlace(kept, seededRandom(seed), share);
  return reordered(workload, kept, `${workload.name} without queries, ${Math.round(share * 100)}% of arrivals moved`);
}

/**
 * A scenario file that lists its consumptions first and its grants after them, queries
 * left out: under 'pending' every consumption waits, and every grant retries the queue.
 */
export function grantsAfterConsumptions(workload: Workload): Workload {
  const order = [...callsOf(workload, (kind) => kind === CALL_CONSUME), ...callsOf(workload, (kind) => kind === CALL_GRANT)];
  return reordered(workload, order, `${workload.name}, consumptions first, then grants`);
}

function callsOf(workload: Workload, keep: (kind: number) => boolean): number[] {
  const indices: number[] = [];
  workload.kinds.forEach((kind, index) => {
    if (keep(kind)) indices.push(index);
  });
  return indices;
}

/** The calls at `order`'s indices, in that order. */
function reordered(workload: Workload, order: number[], name: string): Workload {
  const pick = <T extends Uint8Array | Float64Array>(column: T): T => column.map((_, position) => column[order[position]]).subarray(0, order.length) as T;
  return { name, kinds: pick(workload.kinds), amounts: pick(workload.amounts), times: pick(workload.times), ends: pick(workload.ends) };
}
