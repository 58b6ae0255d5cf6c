/**
 * fast-check generators of ledger call sequences for the differential tests. Each
 * profile aims at a family of hard cases: crowded ties on a tiny time axis, window
 * edges, long windows with huge numbers, consumptions arriving before their grants,
 * and chains of overlapping grants that make one insertion cascade. Idempotent
 * retries, reused ids with new parameters and invalid input are mixed into all of them.
 */
import fc from 'fast-check';
import type { Policy } from '../types';
import type { LedgerCall } from './callStep';

/**
 * A fraction from `min` to `max` in thousandths, for "where in the history" knobs. Not
 * `fc.double`: doubles are drawn over their bit patterns, so about 95% of those in [0, 1)
 * fall below 0.001, and an event placed a fraction of the way into the history lands at 0.
 */
export function fractionArbitrary(min = 0, max = 0.999): fc.Arbitrary<number> {
  return fc.integer({ min: Math.round(min * 1_000), max: Math.round(max * 1_000) }).map((thousandths) => thousandths / 1_000);
}

/**
 * A scenario of 10 to 160 steps under a policy ('reject' twice as often as 'pending'), each
 * made a call by `callOf` at a clock that starts at 10 and moves `index % period` at step `index`.
 */
export function steppedScenario<Step>(step: fc.Arbitrary<Step>, period: number, callOf: (step: Step, index: number, now: number) => LedgerCall): fc.Arbitrary<LedgerScenario> {
  return fc
    .record({ policy: fc.constantFrom<Policy>('reject', 'reject', 'pending'), steps: fc.array(step, { minLength: 10, maxLength: 160, size: 'max' }) })
    .map(({ policy, steps }) => {
      let now = 10;
      const calls = steps.map((each, index) => {
        now += index % period;
        return callOf(each, index, now);
      });
      return { policy, calls };
    });
}

/** Repeats the `pick`-th earlier state-changing call (modulo their number). */
interface RepeatIntent {
  kind: 'repeat';
  pick: number;
}

/** A call at one of the four edges (start-1, start, end, end+1) of the `pick`-th grant. */
interface EdgeIntent {
  kind: 'edge';
  pick: number;
  edge: number;
  call: 'consume' | 'balanceAt' | 'headroomAt' | 'preview';
  id: string;
  amount: number;
}

/** A generated call, or a placeholder resolved against the rest of the sequence. */
type Intent = LedgerCall | RepeatIntent | EdgeIntent;

export interface LedgerScenario {
  policy: Policy;
  calls: LedgerCall[];
}

/** Number ranges of one profile. */
interface Ranges {
  timeMax: number;
  windowLengthMax: number;
  /** Grants are larger than consumptions so that most consumptions have a chance. */
  grantAmountMax: number;
  amountMax: number;
}

/**
 * Ids whose plain string order differs from their numeric or case-folded order, plus ids
 * people type that break naive code: an object's own property names (`__proto__` as a
 * key of a plain object), a character outside the BMP (two UTF-16 units: the id index
 * hashes units), and é both composed and decomposed (two different ids).
 */
const grantIds = ['a', 'b', 'B', 'Z', 'g1', 'g2', 'g10', '10', '9', 'é', 'e\u0301', '__proto__', '\u{1D7D8}'];
const consumptionIds = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c10', 'C', '__proto__', 'constructor', 'c\u{1F600}'];

const policyArbitrary: fc.Arbitrary<Policy> = fc.constantFrom('reject', 'pending');

function timeArbitrary(ranges: Ranges): fc.Arbitrary<number> {
  // -0 is a valid time (an integer, not below 0), which a parser or a form can hand over.
  return fc.oneof({ arbitrary: fc.integer({ min: 0, max: ranges.timeMax }), weight: 30 }, { arbitrary: fc.constant(-0), weight: 1 });
}

function amountArbitrary(ranges: Ranges): fc.Arbitrary<number> {
  return fc.integer({ min: 1, max: ranges.amountMax });
}

/** Half the grants come from the top half of the range, where totals can overflow. */
function grantAmountArbitrary(ranges: Ranges): fc.Arbitrary<number> {
  const max = ranges.grantAmountMax;
  return fc.oneof(fc.integer({ min: 1, max }), fc.integer({ min: Math.ceil(max / 2), max }));
}

function grantCall(ranges: Ranges): fc.Arbitrary<LedgerCall> {
  return fc
    .record({
      id: fc.constantFrom(...grantIds),
      amount: grantAmountArbitrary(ranges),
      start: timeArbitrary(ranges),
      length: fc.integer({ min: 0, max: ranges.windowLengthMax }),
    })
    .map(({ id, amount, start, length }) => ({
      call: 'addGrant' as const,
      args: { id, amount, start, end: Math.min(start + length, Number.MAX_SAFE_INTEGER) },
    }));
}

function consumeCall(ranges: Ranges): fc.Arbitrary<LedgerCall> {
  return fc
    .record({ id: fc.constantFrom(...consumptionIds), amount: amountArbitrary(ranges), timestamp: timeArbitrary(ranges) })
    .map((args) => ({ call: 'consume' as const, args }));
}

/** Read-only calls, at any time including one past the generated range. */
function queryCall(ranges: Ranges): fc.Arbitrary<LedgerCall> {
  const time = fc.integer({ min: 0, max: ranges.timeMax + 1 });
  const candidate = fc.record({ amount: amountArbitrary(ranges), timestamp: time });
  const consumptionId = fc.constantFrom(...consumptionIds);
  const range = fc.tuple(time, time).map(([a, b]) => ({ from: Math.min(a, b), to: Math.max(a, b) }));
  return fc.oneof(
    time.map((t) => ({ call: 'balanceAt' as const, args: { t } })),
    time.map((t) => ({ call: 'headroomAt' as const, args: { t } })),
    candidate.map((args) => ({ call: 'preview' as const, args })),
    candidate.map((args) => ({ call: 'previewBreakdown' as const, args })),
    consumptionId.map((id) => ({ call: 'drawsOf' as const, args: { id } })),
    consumptionId.map((id) => ({ call: 'explainDraw' as const, args: { id } })),
    range.map((args) => ({ call: 'balanceSeries' as const, args })),
    range.map((args) => ({ call: 'headroomSeries' as const, args })),
  );
}

/** Values that break one rule each: not a number, not an integer, out of range. */
const badAmount = fc.constantFrom<unknown>(0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '5', null, undefined, 2 ** 53);
const badTime = fc.constantFrom<unknown>(-1, 0.5, Number.NaN, '3', null, undefined, 2 ** 53, -0.5);
const badId = fc.constantFrom<unknown>('', 'x'.repeat(257), 42, null, undefined);

export const invalidCall: fc.Arbitrary<LedgerCall> = fc.oneof(
  badAmount.map((amount) => ({ call: 'addGrant' as const, args: { id: 'bad', amount, start: 0, end: 3 } })),
  badTime.map((start) => ({ call: 'addGrant' as const, args: { id: 'bad', amount: 5, start, end: 3 } })),
  badTime.map((end) => ({ call: 'addGrant' as const, args: { id: 'bad', amount: 5, start: 0, end } })),
  fc.constant({ call: 'addGrant' as const, args: { id: 'bad', amount: 5, start: 4, end: 3 } }),
  badId.map((id) => ({ call: 'addGrant' as const, args: { id, amount: 5, start: 0, end: 3 } })),
  badAmount.map((amount) => ({ call: 'consume' as const, args: { id: 'bad', amount, timestamp: 1 } })),
  badTime.map((timestamp) => ({ call: 'consume' as const, args: { id: 'bad', amount: 1, timestamp } })),
  badId.map((id) => ({ call: 'consume' as const, args: { id, amount: 1, timestamp: 1 } })),
  badAmount.map((amount) => ({ call: 'preview' as const, args: { amount, timestamp: 1 } })),
  badTime.map((t) => ({ call: 'balanceAt' as const, args: { t } })),
  badTime.map((t) => ({ call: 'headroomAt' as const, args: { t } })),
  badId.map((id) => ({ call: 'drawsOf' as const, args: { id } })),
  badId.map((id) => ({ call: 'explainDraw' as const, args: { id } })),
  fc.constant({ call: 'balanceSeries' as const, args: { from: 5, to: 4 } }),
  badTime.map((to) => ({ call: 'headroomSeries' as const, args: { from: 0, to } })),
);

function repeatIntent(): fc.Arbitrary<Intent> {
  return fc.nat().map((pick) => ({ kind: 'repeat' as const, pick }));
}

function edgeIntent(ranges: Ranges): fc.Arbitrary<Intent> {
  return fc.record({
    kind: fc.constant('edge' as const),
    pick: fc.nat(),
    edge: fc.integer({ min: 0, max: 3 }),
    call: fc.constantFrom('consume' as const, 'balanceAt' as const, 'headroomAt' as const, 'preview' as const),
    id: fc.constantFrom(...consumptionIds),
    amount: amountArbitrary(ranges),
  });
}

/** The four times around a window that matter: start-1, start, end, end+1. */
function edgeTime(grant: Record<string, unknown>, edge: number): number {
  const start = grant.start as number;
  const end = grant.end as number;
  return Math.max(0, [start - 1, start, end, end + 1][edge]);
}

/**
 * Turns placeholders into calls: a repeat copies an earlier state-changing call exactly
 * (an idempotent retry, or a retry of a refused id), an edge aims at a window boundary
 * of any grant of the sequence (arriving before or after it).
 */
function resolveIntents(intents: readonly Intent[]): LedgerCall[] {
  const isCall = (intent: Intent): intent is LedgerCall => 'call' in intent && !('kind' in intent);
  const hasValidWindow = ({ call, args }: LedgerCall): boolean =>
    call === 'addGrant' && Number.isSafeInteger(args.start) && Number.isSafeInteger(args.end);
  const grants = intents.filter(isCall).filter(hasValidWindow);
  const resolved: LedgerCall[] = [];
  for (const intent of intents) {
    if (isCall(intent)) {
      resolved.push(intent);
    } else if (intent.kind === 'repeat') {
      const earlier = resolved.filter((call) => call.call === 'addGrant' || call.call === 'consume');
      if (earlier.length > 0) resolved.push(earlier[intent.pick % earlier.length]);
    } else if (grants.length > 0) {
      const time = edgeTime(grants[intent.pick % grants.length].args, intent.edge);
      resolved.push(edgeCall(intent, time));
    }
  }
  return resolved;
}

function edgeCall(intent: EdgeIntent, time: number): LedgerCall {
  switch (intent.call) {
    case 'consume':
      return { call: 'consume', args: { id: intent.id, amount: intent.amount, timestamp: time } };
    case 'preview':
      return { call: 'preview', args: { amount: intent.amount, timestamp: time } };
    default:
      return { call: intent.call, args: { t: time } };
  }
}

/** A mixed sequence with weights that favour state changes over queries. */
function mixedScenario(ranges: Ranges, maxLength: number): fc.Arbitrary<LedgerScenario> {
  const intent: fc.Arbitrary<Intent> = fc.oneof(
    { weight: 4, arbitrary: grantCall(ranges) },
    { weight: 6, arbitrary: consumeCall(ranges) },
    { weight: 3, arbitrary: queryCall(ranges) },
    { weight: 2, arbitrary: edgeIntent(ranges) },
    { weight: 1, arbitrary: repeatIntent() },
    { weight: 1, arbitrary: invalidCall },
  );
  // A few grants first, so that later consumptions compete for credit instead of
  // mostly finding none; grants keep arriving out of order among the intents.
  return fc
    .record({
      policy: policyArbitrary,
      opening: fc.array(grantCall(ranges), { maxLength: 4, size: 'max' }),
      intents: fc.array(intent, { maxLength, size: 'max' }),
    })
    .map(({ policy, opening, intents }) => ({ policy, calls: resolveIntents([...opening, ...intents]) }));
}

/** A tiny time axis and small amounts: many ties on timestamps, ends and amounts. */
export const crowdedTiesScenario = mixedScenario({ timeMax: 6, windowLengthMax: 4, grantAmountMax: 20, amountMax: 8 }, 30);

/** Wider windows on a short axis, aimed at window edges by the edge placeholders. */
export const windowEdgesScenario = mixedScenario({ timeMax: 20, windowLengthMax: 8, grantAmountMax: 30, amountMax: 12 }, 30);

/** Windows up to the seed's 1e9 and grants up to 2^52, so totals can overflow. */
export const longWindowsScenario = mixedScenario({ timeMax: 1e9, windowLengthMax: 1e9, grantAmountMax: 2 ** 52, amountMax: 2 ** 51 }, 20);


/**
 * Consumptions that arrive before any grant that could pay for them, then grants (and
 * retries) arriving late: under 'pending' this exercises queue resolution order.
 */
export const lateArrivalsScenario: fc.Arbitrary<LedgerScenario> = (() => {
  const ranges = { timeMax: 20, windowLengthMax: 20, grantAmountMax: 30, amountMax: 10 };
  const later: fc.Arbitrary<Intent> = fc.oneof(
    { weight: 3, arbitrary: grantCall(ranges) },
    { weight: 2, arbitrary: queryCall(ranges) },
    { weight: 2, arbitrary: repeatIntent() },
    { weight: 1, arbitrary: consumeCall(ranges) },
  );
  return fc
    .record({
      policy: fc.constantFrom<Policy>('pending', 'pending', 'reject'),
      early: fc.array(consumeCall(ranges), { minLength: 1, maxLength: 10, size: 'max' }),
      late: fc.array(later, { maxLength: 15, size: 'max' }),
    })
    .map(({ policy, early, late }) => {
      // Fresh ids keep the early consumptions from colliding while they wait.
      const waiting = early.map((call, index) => ({ call: call.call, args: { ...call.args, id: `e${index}` } }));
      return { policy, calls: resolveIntents([...waiting, ...late]) };
    });
})();

/** One link of a chain: grant k spans [k*step, (k+1)*step + overlap - 1]. */
function chainGrant(index: number, step: number, overlap: number, amount: number): LedgerCall {
  const start = index * step;
  return { call: 'addGrant', args: { id: `k${index}`, amount, start, end: start + step + overlap - 1 } };
}

/**
 * A chain of overlapping grants in shuffled arrival order, then consumptions arriving
 * newest first, so each insertion pushes later draws one grant further along the chain.
 */
export const cascadeScenario: fc.Arbitrary<LedgerScenario> = fc
  .record({
    policy: policyArbitrary,
    linkCount: fc.integer({ min: 2, max: 12 }),
    step: fc.integer({ min: 1, max: 4 }),
    overlap: fc.integer({ min: 1, max: 3 }),
    seedAmounts: fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 12, maxLength: 12, size: 'max' }),
  })
  .chain(({ policy, linkCount, step, overlap, seedAmounts }) => {
    const grants = seedAmounts.slice(0, linkCount).map((amount, index) => chainGrant(index, step, overlap, amount));
    const ranges = { timeMax: linkCount * step + overlap, windowLengthMax: step + overlap, grantAmountMax: 8, amountMax: 10 };
    return fc
      .record({
        grants: fc.shuffledSubarray(grants, { minLength: grants.length }),
        consumptions: fc.array(consumeCall(ranges), { maxLength: 12, size: 'max' }),
        tail: fc.array(fc.oneof(queryCall(ranges), consumeCall(ranges), edgeIntent(ranges), repeatIntent()), { maxLength: 10, size: 'max' }),
      })
      .map(({ grants: arrivedGrants, consumptions, tail }) => {
        // Fresh ids so every consumption takes part in the cascade instead of colliding.
        const newestFirst = [...consumptions]
          .sort((a, b) => (b.args.timestamp as number) - (a.args.timestamp as number))
          .map((call, index) => ({ call: call.call, args: { ...call.args, id: `d${index}` } }));
        return { policy, calls: resolveIntents([...arrivedGrants, ...newestFirst, ...tail]) };
      });
  });
