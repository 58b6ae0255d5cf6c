/**
 * Four facts about the spec's EDF schedule that a schedule kept without runs (issue 11, the
 * capacitated dynamic matching of docs/ENGINE.md) can rest on, checked on the reference:
 *
 * 1. Each grant's drawn total is what it takes when the grants, in EDF order, each take
 *    the earliest units still free in their window. So the totals depend only on the
 *    accepted consumptions (times and amounts), not on their replay order: they are the
 *    greedy basis of the transversal matroid of the grants' credit, taken in EDF order.
 * 2. The credit that expires unused by time T is the most that disjoint windows [a, b]
 *    (b < T) can strand: the sum over them of (credit of the grants living inside the
 *    window) - (demand inside it), each term at least 0. With (1), the balance at T is
 *    granted by T - consumed by T - that amount: a max-plus sweep over windows, no schedule.
 * 3. The headroom at t is the balance at t less what the grants starting after t cannot
 *    serve of the demand after t: the demand left unserved by the forward EDF over those
 *    grants alone that serves each consumption what it can (replay order). That walk may
 *    stop once the balance at every consumption time ahead is at least Q = the balance at
 *    t - what the grants started by t had left when they ended - what went unserved - what
 *    the walk drew from the grants it opened that ended beyond their totals: nothing after
 *    is left unserved (headroom/forwardReserve.ts reads the reserve this way; the mirror,
 *    headroom/reserve.ts, computes the same amount backwards from the present).
 * 4. (3) as a shortest path. By Hall's theorem the headroom at t is the least, over sets B of
 *    times holding t, of (credit of the grants open at some time of B) - (accepted demand at
 *    B's times). Taken in time order, a grant is counted at the first time of B inside its
 *    window, so that is a chain t_1 < ... < t_k with cost sum of A(t_(j-1), t_j) - d(t_j),
 *    A(p, q) = credit of the grants with p < start <= q <= end. The chains ending at t give
 *    the balance at t; those leaving t give minus what the later grants cannot serve. A
 *    structure keeping that right half under changes in the past is the missing step.
 * 5. The one-tail cut. Of the chains leaving t in (4), those with one step (every grant
 *    starting after some time a >= t against all the demand after a) give an upper bound on
 *    the headroom: granted - consumed - expired unused before t - the most any such tail
 *    strands (headroom/balanceBounds.ts's `upper` is this bound; its test checks that).
 *    Where the headroom equals it, a grant that ends at or after every accepted consumption
 *    keeps it equal, whatever its start: the tails gain the grant's amount and nothing else
 *    can gain more. A consumption does not: it can make a chain with a gap cheaper than
 *    every tail (the hand case below). On issue 11's shape where supply outgrows demand the
 *    headroom equals the bound at every time probed (docs/ENGINE.md), which is why the
 *    walks there only prove it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReferenceLedger } from './reference';
import { compareByEndThenId } from './referenceReplay';
import { backdatedScenario } from './testing/backdatedScenario';
import { crowdedTiesScenario, lateArrivalsScenario, windowEdgesScenario, type LedgerScenario } from './testing/arbitraries';
import { captureCall } from './testing/callStep';
import { oneTailCut, timesAroundSnapshot } from './testing/oneTailCut';
import type { ConsumptionView, GrantView } from './types';

function referenceAfter(scenario: LedgerScenario): ReferenceLedger {
  const ledger = new ReferenceLedger({ policy: scenario.policy });
  // Invalid calls and conflicting retries are part of the scenarios; they change nothing.
  for (const call of scenario.calls) captureCall(ledger, call);
  return ledger;
}

/** Fact 1: the grant-major greedy, earliest free units first. */
function greedyDrawnTotals(grants: readonly GrantView[], accepted: readonly ConsumptionView[]): Map<string, number> {
  const free = [...accepted].sort((a, b) => a.timestamp - b.timestamp).map((c) => ({ time: c.timestamp, left: c.amount }));
  const drawn = new Map<string, number>();
  for (const grant of [...grants].sort(compareByEndThenId)) {
    let wanted = grant.amount;
    for (const unit of free) {
      if (wanted === 0 || unit.time > grant.end) break;
      if (unit.time < grant.start) continue;
      const taken = Math.min(wanted, unit.left);
      unit.left -= taken;
      wanted -= taken;
    }
    drawn.set(grant.id, grant.amount - wanted);
  }
  return drawn;
}

/** Fact 2: the most disjoint windows ending before `time` strand, by a sweep over window ends. */
function strandedBefore(time: number, grants: readonly GrantView[], accepted: readonly ConsumptionView[]): number {
  const inside = grants.filter((grant) => grant.end < time);
  const starts = [...new Set(inside.map((grant) => grant.start))].sort((a, b) => a - b);
  const ends = [...new Set(inside.map((grant) => grant.end))].sort((a, b) => a - b);
  const strand = (from: number, to: number) =>
    inside.reduce((sum, grant) => sum + (grant.start >= from && grant.end <= to ? grant.amount : 0), 0) -
    accepted.reduce((sum, c) => sum + (c.timestamp >= from && c.timestamp <= to ? c.amount : 0), 0);
  // best[i]: the most windows ending at or before ends[i] strand.
  const best: number[] = [];
  const bestBefore = (from: number) => best.reduce((most, value, index) => (ends[index] < from ? Math.max(most, value) : most), 0);
  ends.forEach((to, index) => {
    let most = index > 0 ? best[index - 1] : 0;
    for (const from of starts) if (from <= to) most = Math.max(most, bestBefore(from) + strand(from, to));
    best.push(most);
  });
  return best.length > 0 ? best[best.length - 1] : 0;
}

/** Fact 3: the demand after `time` that the grants starting after it leave unserved, and where the walk could have stopped. */
function unservedAfter(time: number, ledger: ReferenceLedger): { unserved: number; unservedAtStop: number | null } {
  const { grants, consumptions } = ledger.snapshot();
  const later = consumptions
    .filter((c) => c.status === 'accepted' && c.timestamp > time)
    .sort((a, b) => a.timestamp - b.timestamp || (a.acceptanceOrder ?? 0) - (b.acceptanceOrder ?? 0));
  const fresh = grants.filter((grant) => grant.start > time).sort(compareByEndThenId);
  const left = new Map(fresh.map((grant) => [grant.id, grant.amount]));
  let unserved = 0;
  let unservedAtStop: number | null = null;
  later.forEach((consumption, index) => {
    const at = consumption.timestamp;
    const ended = grants.filter((grant) => grant.end >= time && grant.end < at);
    const heldBack = ended.reduce(
      (q, grant) => q - (grant.start <= time ? grant.left : grant.amount - left.get(grant.id)! - grant.drawn),
      ledger.balanceAt(time) - unserved,
    );
    const leastAhead = Math.min(...later.slice(index).map((c) => ledger.balanceAt(c.timestamp)));
    if (unservedAtStop === null && heldBack <= leastAhead) unservedAtStop = unserved;
    let wanted = consumption.amount;
    for (const grant of fresh.filter((g) => g.start <= at && at <= g.end)) {
      const taken = Math.min(wanted, left.get(grant.id)!);
      left.set(grant.id, left.get(grant.id)! - taken);
      wanted -= taken;
    }
    unserved += wanted;
  });
  return { unserved, unservedAtStop };
}

/** Every time where the headroom can change: each window's edges and the times beside them, each consumption's time. */
function timesAround(ledger: ReferenceLedger): number[] {
  return timesAroundSnapshot(ledger.snapshot());
}

function checkHeadroomFromTheFront(scenario: LedgerScenario): void {
  const ledger = referenceAfter(scenario);
  for (const time of timesAround(ledger)) {
    const { unserved, unservedAtStop } = unservedAfter(time, ledger);
    expect(ledger.balanceAt(time) - unserved, `t=${time}`).toBe(ledger.headroomAt(time));
    if (unservedAtStop !== null) expect(unservedAtStop, `stop at t=${time}`).toBe(unserved);
  }
}

/** Fact 4: the least chain cost ending at `time` (the balance) and leaving it (minus the unserved). */
function chainCosts(time: number, ledger: ReferenceLedger): { ending: number; leaving: number } {
  const { grants, consumptions } = ledger.snapshot();
  const demand = new Map<number, number>();
  for (const c of consumptions) if (c.status === 'accepted') demand.set(c.timestamp, (demand.get(c.timestamp) ?? 0) + c.amount);
  const points = [...new Set([...demand.keys(), time])].sort((a, b) => a - b);
  const credit = (p: number, q: number) => grants.reduce((sum, g) => sum + (p < g.start && g.start <= q && q <= g.end ? g.amount : 0), 0);
  const step = (p: number, q: number) => credit(p, q) - (demand.get(q) ?? 0);
  const before = points.filter((q) => q <= time);
  const ending = new Map<number, number>();
  for (const q of before) ending.set(q, Math.min(step(-Infinity, q), ...before.filter((p) => p < q).map((p) => ending.get(p)! + step(p, q))));
  const after = points.filter((q) => q >= time).reverse();
  const leaving = new Map<number, number>();
  for (const p of after) leaving.set(p, Math.min(0, ...after.filter((q) => q > p).map((q) => step(p, q) + leaving.get(q)!)));
  return { ending: ending.get(time)!, leaving: leaving.get(time)! };
}

function checkHeadroomAsChains(scenario: LedgerScenario): void {
  const ledger = referenceAfter(scenario);
  for (const time of timesAround(ledger)) {
    const { ending, leaving } = chainCosts(time, ledger);
    expect(ending, `balance at t=${time}`).toBe(ledger.balanceAt(time));
    expect(ending + leaving, `headroom at t=${time}`).toBe(ledger.headroomAt(time));
  }
}

function checkBothFacts(scenario: LedgerScenario): void {
  const { grants, consumptions } = referenceAfter(scenario).snapshot();
  const accepted = consumptions.filter((c) => c.status === 'accepted');
  const drawn = greedyDrawnTotals(grants, accepted);
  for (const grant of grants) expect(drawn.get(grant.id), grant.id).toBe(grant.drawn);
  for (const time of new Set(grants.map((grant) => grant.end + 1))) {
    const expiredUnused = grants.reduce((sum, grant) => sum + (grant.end < time ? grant.amount - grant.drawn : 0), 0);
    expect(strandedBefore(time, grants, accepted), `t=${time}`).toBe(expiredUnused);
  }
}

/** Fact 5: the headroom's upper bound from one tail of grants against the demand after it. */
function oneTailBound(time: number, ledger: ReferenceLedger): number {
  return oneTailCut(ledger.snapshot(), time);
}

/** The times where the one-tail bound is the headroom. */
function timesAtTheBound(ledger: ReferenceLedger, times: readonly number[]): Set<number> {
  return new Set(times.filter((time) => oneTailBound(time, ledger) === ledger.headroomAt(time)));
}

interface LateTailGrant {
  back: number;
  ahead: number;
  amount: number;
}

function checkOneTailBoundKept(scenario: LedgerScenario, grant: LateTailGrant): void {
  // 'reject': under 'pending' the grant would also accept waiting consumptions.
  const ledger = referenceAfter({ ...scenario, policy: 'reject' });
  const latest = Math.max(0, ...ledger.snapshot().consumptions.filter((c) => c.status === 'accepted').map((c) => c.timestamp));
  const times = timesAround(ledger);
  for (const time of times) expect(oneTailBound(time, ledger), `bound at t=${time}`).toBeGreaterThanOrEqual(ledger.headroomAt(time));
  const atTheBound = timesAtTheBound(ledger, times);
  const start = Math.max(0, latest - grant.back);
  ledger.addGrant({ id: 'late-tail-grant', start, end: latest + grant.ahead, amount: grant.amount });
  for (const time of atTheBound) expect(oneTailBound(time, ledger), `t=${time} after a grant from ${start}`).toBe(ledger.headroomAt(time));
}

const lateTailGrant: fc.Arbitrary<LateTailGrant> = fc.record({
  back: fc.integer({ min: 0, max: 40 }),
  ahead: fc.integer({ min: 0, max: 40 }),
  amount: fc.integer({ min: 1, max: 40 }),
});

const SHAPES = [
  ['the backdated shape', backdatedScenario],
  ['late arrivals', lateArrivalsScenario],
  ['crowded ties', crowdedTiesScenario],
  ['window edges', windowEdgesScenario],
] as const;

describe('the EDF schedule of the spec', () => {
  it.each(SHAPES)('draws the greedy totals and strands what disjoint windows strand, on %s', (_name, scenarios) => {
    fc.assert(fc.property(scenarios, checkBothFacts), { numRuns: 100 });
  }, 60_000);

  it.each(SHAPES)('leaves as headroom the balance less what the later grants cannot serve, on %s', (_name, scenarios) => {
    fc.assert(fc.property(scenarios, checkHeadroomFromTheFront), { numRuns: 100 });
  }, 60_000);

  it.each(SHAPES)('gives as headroom the least cost of a chain of times through t (Hall), on %s', (_name, scenarios) => {
    fc.assert(fc.property(scenarios, checkHeadroomAsChains), { numRuns: 100 });
  }, 60_000);

  it.each(SHAPES)('keeps the headroom at its one-tail bound where it was, when a grant ends after every consumption, on %s', (_name, scenarios) => {
    fc.assert(fc.property(scenarios, lateTailGrant, checkOneTailBoundKept), { numRuns: 100 });
  }, 60_000);

  it('can leave the one-tail bound behind when a consumption arrives', () => {
    const ledger = new ReferenceLedger();
    for (const [id, start, end, amount] of [['short', 9, 10, 12], ['middle', 9, 14, 11], ['between', 11, 11, 4], ['later', 25, 29, 13]] as const) {
      ledger.addGrant({ id, start, end, amount });
    }
    ledger.consume({ id: 'late', timestamp: 26, amount: 9 });
    expect(oneTailBound(10, ledger)).toBe(ledger.headroomAt(10));
    // 'between' expires unused inside (10, 13), and 13 now splits it from the tail after it.
    expect(ledger.consume({ id: 'split', timestamp: 13, amount: 10 }).status).toBe('accepted');
    expect(oneTailBound(10, ledger)).toBeGreaterThan(ledger.headroomAt(10));
  });
});
