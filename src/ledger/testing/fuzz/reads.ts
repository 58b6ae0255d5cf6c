/**
 * The fuzzer's reads and invalid calls: questions at the times where answers change (grant
 * edges and one either side, consumption times), at random times and at extreme ones, with
 * amounts from one credit to the whole supply and past the safe integers.
 */
import type { Call } from './calls';
import type { Knobs } from './generate';
import type { Rng } from './rng';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

export interface ReadContext {
  rng: Rng;
  knobs: Knobs;
  calls: Call[];
  /** Times where answers change, gathered as events are added. */
  times: Set<number>;
  consumptionIds: string[];
  past: Call[];
  /** The latest grant end or consumption time so far. */
  latest: number;
  meanAmount: number;
  supply: number;
}

export function pickTime({ rng, times, latest, knobs }: ReadContext): number {
  const roll = rng.next();
  if (roll < 0.6) return Math.max(0, rng.pick([...times]) + rng.pick([0, 0, 0, -1, 1]));
  if (roll < 0.75) return rng.int(0, Math.max(1, latest + 2));
  if (roll < 0.85) return rng.pick([0, latest + 1000, latest * 10 + 7, 1e9, MAX_SAFE, MAX_SAFE - 1]);
  return rng.int(0, knobs.timeMax + 1);
}

function pickAmount({ rng, meanAmount, supply }: ReadContext): number {
  const roll = rng.next();
  const wholeSupply = Math.max(1, Math.min(MAX_SAFE, supply));
  if (roll < 0.4) return rng.int(1, Math.max(1, meanAmount * 2));
  if (roll < 0.6) return rng.int(1, 5);
  if (roll < 0.8) return rng.int(1, wholeSupply);
  return rng.pick([1, meanAmount, 1e9, MAX_SAFE, wholeSupply]);
}

/** A what-if: an earlier consumption asked again (its own id), or a new one. */
function whatIf(context: ReadContext, op: 'preview' | 'previewBreakdown'): Call {
  const { rng, past } = context;
  const earlier = past.filter((call) => call.op === 'consume');
  if (earlier.length > 0 && rng.chance(0.3)) {
    const { id, amount, timestamp } = rng.pick(earlier).args;
    return { op, args: { id, amount, timestamp } };
  }
  const candidate = { amount: pickAmount(context), timestamp: pickTime(context) };
  return { op, args: op === 'preview' ? { id: `p${rng.int(0, 9)}`, ...candidate } : candidate };
}

function seriesRange(context: ReadContext): { from: number; to: number } {
  const { rng, knobs } = context;
  let from = pickTime(context);
  let to = pickTime(context);
  if (from > to) [from, to] = [to, from];
  if (to - from > knobs.seriesSpanMax && rng.chance(0.7)) to = from + rng.int(0, knobs.seriesSpanMax);
  return rng.chance(0.03) ? { from: to + 1, to: from } : { from, to }; // sometimes an invalid range
}

export function addRead(context: ReadContext): void {
  const { rng, calls, consumptionIds } = context;
  const roll = rng.next();
  if (roll < 0.15) calls.push({ op: 'balanceAt', args: { t: pickTime(context) } });
  else if (roll < 0.32) calls.push({ op: 'headroomAt', args: { t: pickTime(context) } });
  else if (roll < 0.47) calls.push(whatIf(context, 'preview'));
  else if (roll < 0.6) calls.push(whatIf(context, 'previewBreakdown'));
  else if (roll < 0.7) calls.push({ op: 'drawsOf', args: { id: rng.pick(consumptionIds) } });
  else if (roll < 0.8) calls.push({ op: 'explainDraw', args: { id: rng.pick(consumptionIds) } });
  else if (roll < 0.9) calls.push({ op: rng.chance(0.5) ? 'balanceSeries' : 'headroomSeries', args: seriesRange(context) });
  else calls.push({ op: 'snapshot', args: {} });
}

const BAD_AMOUNTS = [0, -1, 1.5, NaN, Infinity, -Infinity, '5', null, undefined, 2 ** 53, -0, MAX_SAFE + 2, BigInt(5), {}];
const BAD_TIMES = [-1, 0.5, NaN, Infinity, '3', null, undefined, 2 ** 53, -0.5, 2 ** 60, true];
const BAD_IDS = ['', 'x'.repeat(257), '\uD83D\uDE00'.repeat(129), 42, null, undefined, {}, ['a']];

/** A call both engines must refuse with the same error class. */
export function invalidCall(rng: Rng, timeMax: number): Call {
  const end = Math.min(timeMax, 3);
  const start = rng.int(1, timeMax + 1);
  const calls: (() => Call)[] = [
    () => ({ op: 'addGrant', args: { id: 'bad', amount: rng.pick(BAD_AMOUNTS), start: 0, end } }),
    () => ({ op: 'addGrant', args: { id: 'bad', amount: 5, start: rng.pick(BAD_TIMES), end } }),
    () => ({ op: 'addGrant', args: { id: 'bad', amount: 5, start: 0, end: rng.pick(BAD_TIMES) } }),
    () => ({ op: 'addGrant', args: { id: 'bad2', amount: 5, start, end: start - 1 } }),
    () => ({ op: 'addGrant', args: { id: rng.pick(BAD_IDS), amount: 5, start: 0, end } }),
    () => ({ op: 'consume', args: { id: 'badc', amount: rng.pick(BAD_AMOUNTS), timestamp: 1 } }),
    () => ({ op: 'consume', args: { id: 'badc', amount: 1, timestamp: rng.pick(BAD_TIMES) } }),
    () => ({ op: 'consume', args: { id: rng.pick(BAD_IDS), amount: 1, timestamp: 1 } }),
    () => ({ op: rng.pick(['preview', 'previewBreakdown'] as const), args: { amount: rng.pick(BAD_AMOUNTS), timestamp: rng.pick([1, ...BAD_TIMES]) } }),
    () => ({ op: rng.pick(['balanceAt', 'headroomAt'] as const), args: { t: rng.pick(BAD_TIMES) } }),
    () => ({ op: rng.pick(['drawsOf', 'explainDraw'] as const), args: { id: rng.pick(BAD_IDS) } }),
    () => ({ op: rng.pick(['balanceSeries', 'headroomSeries'] as const), args: { from: rng.pick([...BAD_TIMES, 5]), to: rng.pick([...BAD_TIMES, 2]) } }),
    () => ({ op: rng.pick(['addGrant', 'consume'] as const), args: rng.pick([null, undefined, 'x', 3]) }),
  ];
  return rng.pick(calls)();
}
