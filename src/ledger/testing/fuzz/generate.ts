/**
 * Scenarios for the fuzzer, from knobs a shape sets: grants and consumptions with their
 * arrival order (in time order with late ones, shuffled, or consumptions first), and among
 * them retries, conflicting ids, invalid calls and reads at the times where answers change.
 */
import type { Policy } from '../../types';
import type { Call } from './calls';
import { addRead, invalidCall, pickTime, type ReadContext } from './reads';
import type { Rng } from './rng';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

export interface Knobs {
  policy: Policy;
  /** Grants and consumptions together. */
  events: number;
  grantShare: number;
  timeMax: number;
  windowMin: number;
  windowMax: number;
  grantAmountMin: number;
  grantAmountMax: number;
  /** Total consumption over total grant. */
  demand: number;
  arrival: 'chrono' | 'shuffled' | 'consumptionsFirst';
  lateShare: number;
  lateMax: number;
  /** A grant arrives up to this share of its window after its start. */
  backdate: number;
  trickyIds: boolean;
  /** How often a grant ends at one of `endSet` shared ends. */
  endTie: number;
  endSet: number;
  zeroLength: number;
  /** How often a consumption lies at a grant's edge or one past it. */
  edge: number;
  invalidRate: number;
  retryRate: number;
  conflictRate: number;
  /** Chance of a read after each event (above 0.5, several in a row). */
  readRate: number;
  seriesSpanMax: number;
  invariantRate: number;
  hugeAmounts: boolean;
  finalReads?: number;
}

export interface Scenario {
  policy: Policy;
  calls: Call[];
}

const TRICKY_GRANT_IDS = ['g9', 'g10', 'g1', 'g2', 'G1', 'a', 'B', 'Z', 'b', '10', '9', '01', '1e3', 'é', 'e\u0301', '\uD83D\uDE00',
  '\uE000', '\uFFFF', '\uD800', '__proto__', 'constructor', 'toString', 'hasOwnProperty', ' ', 'x'.repeat(256),
  '\uD83D\uDE00'.repeat(128), 'g', 'gg', 'g\u0000'];
const TRICKY_CONSUMPTION_IDS = ['c9', 'c10', 'c1', 'c2', 'C', 'c', '__proto__', 'valueOf', '9', '10', 'é', '\uD83D\uDE00', '\uE000', 'y'.repeat(256)];
const HUGE_AMOUNTS = [1e9, 1e9 - 1, 2 ** 52, MAX_SAFE, MAX_SAFE - 1, Math.floor(MAX_SAFE / 2), Math.floor(MAX_SAFE / 3) + 1, 2 ** 40];

interface Event {
  call: Call;
  arrives: number;
}

function grantEvents(rng: Rng, knobs: Knobs): Event[] {
  const count = Math.max(1, Math.round(knobs.events * knobs.grantShare));
  const sharedEnds = Array.from({ length: knobs.endSet }, () => rng.int(0, knobs.timeMax));
  return Array.from({ length: count }, (_, i) => {
    const length = rng.chance(knobs.zeroLength) ? 0 : rng.int(knobs.windowMin, knobs.windowMax);
    let start = rng.int(0, knobs.timeMax);
    let end = Math.min(MAX_SAFE, start + length);
    if (rng.chance(knobs.endTie)) {
      end = rng.pick(sharedEnds);
      start = Math.max(0, end - length);
    }
    const amount = knobs.hugeAmounts && rng.chance(0.3) ? rng.pick(HUGE_AMOUNTS) : rng.int(knobs.grantAmountMin, knobs.grantAmountMax);
    const tricky = knobs.trickyIds && rng.chance(0.6);
    const id = tricky ? rng.pick(TRICKY_GRANT_IDS) + (rng.chance(0.3) ? String(rng.int(0, 12)) : '') : `g${i}`;
    // Bought within the history, a grant that outlives it included.
    const arrives = start + Math.floor(rng.next() * knobs.backdate * (Math.min(end, knobs.timeMax) - start + 1));
    return { call: { op: 'addGrant', args: { id, amount, start, end } }, arrives };
  });
}

function consumptionEvents(rng: Rng, knobs: Knobs, grants: readonly Event[], count: number, meanAmount: number): Event[] {
  return Array.from({ length: count }, (_, i) => {
    let timestamp = rng.int(0, knobs.timeMax);
    if (rng.chance(knobs.edge)) {
      const { start, end } = rng.pick(grants).call.args;
      timestamp = Math.max(0, rng.pick([start, end, start - 1, end + 1, start, end]));
    }
    let amount = Math.max(1, Math.min(MAX_SAFE, rng.int(1, Math.min(MAX_SAFE, 2 * meanAmount))));
    if (rng.chance(0.1)) amount = Math.max(1, Math.min(amount, rng.int(1, 5)));
    const tricky = knobs.trickyIds && rng.chance(0.5);
    const id = tricky ? rng.pick(TRICKY_CONSUMPTION_IDS) + (rng.chance(0.5) ? String(rng.int(0, 9)) : '') : `c${i}`;
    const arrives = rng.chance(knobs.lateShare) ? timestamp + rng.int(1, knobs.lateMax) : timestamp;
    return { call: { op: 'consume', args: { id, amount, timestamp } }, arrives };
  });
}

function arrivalOrder(rng: Rng, knobs: Knobs, events: Event[]): Event[] {
  if (knobs.arrival === 'chrono') return events.sort((a, b) => a.arrives - b.arrives);
  rng.shuffle(events);
  if (knobs.arrival === 'shuffled') return events;
  // Consumptions first, then grants (pending waits, then resolves), with a sixth swapped.
  events.sort((a, b) => (a.call.op === b.call.op ? 0 : a.call.op === 'consume' ? -1 : 1));
  for (let i = 0; i < events.length / 6; i++) {
    const x = rng.int(0, events.length - 1);
    const y = rng.int(0, events.length - 1);
    [events[x], events[y]] = [events[y], events[x]];
  }
  return events;
}

/** A retry of an earlier call, or the same id with different figures (a conflict), sometimes. */
function repeatedCall(rng: Rng, knobs: Knobs, past: readonly Call[]): Call | null {
  if (past.length === 0) return null;
  if (rng.chance(knobs.retryRate)) return { ...rng.pick(past) };
  if (!rng.chance(knobs.conflictRate)) return null;
  const earlier = rng.pick(past);
  const args = { ...earlier.args };
  if (earlier.op === 'addGrant') {
    if (rng.chance(0.5)) args.amount = args.amount + 1 > MAX_SAFE ? args.amount - 1 : args.amount + 1;
    else args.end += 1;
  } else if (rng.chance(0.5)) args.amount = args.amount > 1 ? args.amount - 1 : 2;
  else args.timestamp += 1;
  return { op: earlier.op, args };
}

/** The scenario the knobs describe, ending with a snapshot, invariants and reads at chosen times. */
export function generate(rng: Rng, knobs: Knobs): Scenario {
  const grants = grantEvents(rng, knobs);
  const supply = grants.reduce((sum, event) => sum + event.call.args.amount, 0);
  const consumptionCount = Math.max(1, knobs.events - grants.length);
  const meanAmount = Math.max(1, Math.round((supply * knobs.demand) / consumptionCount));
  const events = arrivalOrder(rng, knobs, [...grants, ...consumptionEvents(rng, knobs, grants, consumptionCount, meanAmount)]);
  const calls: Call[] = [];
  const context: ReadContext = { rng, knobs, calls, times: new Set([0, 1]), consumptionIds: ['nope', 'c0'], past: [], latest: 0, meanAmount, supply };
  for (const { call } of events) {
    if (rng.chance(knobs.invalidRate)) calls.push(invalidCall(rng, knobs.timeMax));
    const repeated = repeatedCall(rng, knobs, context.past);
    if (repeated !== null) calls.push(repeated);
    calls.push(call);
    context.past.push(call);
    noteTimes(context, call);
    while (rng.chance(knobs.readRate)) {
      addRead(context);
      if (knobs.readRate < 0.5) break;
    }
    if (rng.chance(knobs.invariantRate)) calls.push({ op: 'checkInvariants', args: {} });
  }
  finalReads(context);
  return { policy: knobs.policy, calls };
}

function noteTimes(context: ReadContext, { op, args }: Call): void {
  if (op === 'addGrant') {
    for (const time of [args.start, args.end, args.end + 1, args.start - 1]) if (time >= 0) context.times.add(time);
    context.latest = Math.max(context.latest, args.end);
  } else {
    context.times.add(args.timestamp);
    context.consumptionIds.push(args.id);
    context.latest = Math.max(context.latest, args.timestamp);
  }
}

function finalReads(context: ReadContext): void {
  const { calls, knobs, rng } = context;
  calls.push({ op: 'snapshot', args: {} }, { op: 'checkInvariants', args: {} });
  if (knobs.finalReads === 0) return;
  for (let i = 0; i < (knobs.finalReads ?? (knobs.events > 500 ? 25 : 10)); i++) {
    const t = pickTime(context);
    calls.push({ op: 'balanceAt', args: { t } }, { op: 'headroomAt', args: { t } });
  }
  for (let i = 0; i < 4; i++) addRead(context);
  const from = rng.int(0, Math.max(0, context.latest));
  const to = Math.min(MAX_SAFE, from + rng.int(0, knobs.seriesSpanMax));
  calls.push({ op: 'balanceSeries', args: { from, to } }, { op: 'headroomSeries', args: { from, to } }, { op: 'snapshot', args: {} });
}
