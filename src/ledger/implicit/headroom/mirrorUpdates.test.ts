/**
 * The two rules that would keep the mirror's drawn totals exact under a change without a
 * replay (docs/ENGINE.md, "The mirror's totals kept by two rules"), checked on small
 * ledgers against the totals replayed from scratch: the specification the engine's rules
 * (mirrorRules.ts, slackAround.ts) implement with their own structures.
 *
 * The mirror here is the plain definition: consumptions served newest first, each unit
 * from the open grant that started last (ties: the smaller index), the greedy basis of the
 * grants' credit taken in that order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

interface Grant {
  start: number;
  end: number;
  amount: number;
}
interface Consumption {
  time: number;
  amount: number;
}

/** Whether grant `a` comes before grant `b` in the mirror's order. */
function comesFirst(grants: readonly Grant[], a: number, b: number): boolean {
  return grants[a].start > grants[b].start || (grants[a].start === grants[b].start && a < b);
}

/** The mirror's drawn totals replayed from scratch; null when some consumption cannot be served. */
function mirrorTotals(grants: readonly Grant[], consumptions: readonly Consumption[]): number[] | null {
  const drawn = grants.map(() => 0);
  for (const { time, amount } of [...consumptions].sort((a, b) => b.time - a.time)) {
    for (let wanted = amount; wanted > 0; ) {
      let best = -1;
      grants.forEach((grant, index) => {
        const open = grant.start <= time && time <= grant.end && drawn[index] < grant.amount;
        if (open && (best < 0 || comesFirst(grants, index, best))) best = index;
      });
      if (best < 0) return null;
      const taken = Math.min(wanted, grants[best].amount - drawn[best]);
      drawn[best] += taken;
      wanted -= taken;
    }
  }
  return drawn;
}

const consumedFrom = (consumptions: readonly Consumption[], time: number) =>
  consumptions.reduce((sum, consumption) => sum + (consumption.time >= time ? consumption.amount : 0), 0);

/**
 * The totals after grant `added` (the last one, ending at or after every consumption), from
 * the totals before it: it takes credit from the earliest-starting grant that draws, among
 * those starting at or after p0 (the latest start by its own where X is 0), as far as X
 * allows between the two starts, until its credit is used or nothing below it is reachable.
 */
function totalsAfterGrant(grants: readonly Grant[], consumptions: readonly Consumption[], before: readonly number[]): number[] {
  const added = grants.length - 1;
  const drawn = [...before, 0];
  const starts = [...new Set(grants.map((grant) => grant.start))].sort((a, b) => a - b);
  // The draws crossing `time` from grants started before it.
  const crossing = (time: number) => consumedFrom(consumptions, time) - grants.reduce((sum, grant, index) => sum + (grant.start >= time ? drawn[index] : 0), 0);
  while (drawn[added] < grants[added].amount) {
    const p0 = Math.max(Number.NEGATIVE_INFINITY, ...starts.filter((time) => time <= grants[added].start && crossing(time) === 0));
    let loser = -1;
    grants.forEach((grant, index) => {
      const reachable = index !== added && drawn[index] > 0 && grant.start >= p0 && comesFirst(grants, added, index);
      if (reachable && (loser < 0 || comesFirst(grants, loser, index))) loser = index;
    });
    if (loser < 0) break;
    const between = starts.filter((time) => time > grants[loser].start && time <= grants[added].start).map(crossing);
    const moved = Math.min(grants[added].amount - drawn[added], drawn[loser], ...between);
    drawn[loser] -= moved;
    drawn[added] += moved;
  }
  return drawn;
}

/**
 * The totals after a consumption of `amount` at `time`, a unit at a time: each unit goes to
 * the first grant in the mirror's order with credit to spare whose window no tight interval
 * (every consumption in it drawn from grants living inside it) holds without holding `time`.
 */
function totalsAfterConsumption(grants: readonly Grant[], consumptions: readonly Consumption[], before: readonly number[], time: number, amount: number): number[] {
  const drawn = [...before];
  const served = [...consumptions];
  const last = Math.max(time, ...grants.map((grant) => grant.end));
  for (let unit = 0; unit < amount; unit++) {
    const slack = (from: number, to: number) =>
      served.reduce((sum, consumption) => sum + (consumption.time >= from && consumption.time <= to ? consumption.amount : 0), 0) -
      grants.reduce((sum, grant, index) => sum + (grant.start >= from && grant.end <= to ? drawn[index] : 0), 0);
    const blocked = (grant: Grant) => {
      for (let from = 0; from <= grant.start; from++) {
        for (let to = grant.end; to <= last; to++) if ((time < from || time > to) && slack(from, to) === 0) return true;
      }
      return false;
    };
    let gainer = -1;
    grants.forEach((grant, index) => {
      if (drawn[index] < grant.amount && !blocked(grant) && (gainer < 0 || comesFirst(grants, index, gainer))) gainer = index;
    });
    drawn[gainer]++;
    served.push({ time, amount: 1 });
  }
  return drawn;
}

const grantArbitrary = fc.record({ start: fc.nat(20), length: fc.nat(20), amount: fc.integer({ min: 1, max: 12 }) }).map(({ start, length, amount }) => ({ start, end: start + length, amount }));
const consumptionArbitrary = fc.record({ time: fc.nat(20), amount: fc.integer({ min: 1, max: 6 }) });

/** Grants, and the consumptions among those drawn that the mirror can serve, in order. */
const ledgerArbitrary = fc.record({ grants: fc.array(grantArbitrary, { minLength: 1, maxLength: 6 }), drawn: fc.array(consumptionArbitrary, { maxLength: 12 }) }).map(({ grants, drawn }) => {
  const consumptions: Consumption[] = [];
  for (const consumption of drawn) if (mirrorTotals(grants, [...consumptions, consumption]) !== null) consumptions.push(consumption);
  return { grants, consumptions };
});

describe("the mirror's totals kept under a change", () => {
  it('after a grant ending at or after every consumption: from the crossing draws X, no replay', () => {
    const scenario = fc.record({ ledger: ledgerArbitrary, start: fc.nat(22), beyond: fc.nat(4), amount: fc.integer({ min: 1, max: 15 }) });
    fc.assert(
      fc.property(scenario, ({ ledger: { grants, consumptions }, start, beyond, amount }) => {
        const before = mirrorTotals(grants, consumptions) as number[];
        const latest = Math.max(0, ...consumptions.map((consumption) => consumption.time));
        const withGrant = [...grants, { start, end: Math.max(latest, start) + beyond, amount }];
        expect(totalsAfterGrant(withGrant, consumptions, before)).toStrictEqual(mirrorTotals(withGrant, consumptions));
      }),
      { numRuns: 3000 },
    );
  });

  it('after a consumption: each unit to the first grant with spare credit that no tight interval keeps from it', () => {
    fc.assert(
      fc.property(ledgerArbitrary, consumptionArbitrary, ({ grants, consumptions }, { time, amount }) => {
        const after = mirrorTotals(grants, [...consumptions, { time, amount }]);
        fc.pre(after !== null);
        const before = mirrorTotals(grants, consumptions) as number[];
        expect(totalsAfterConsumption(grants, consumptions, before, time, amount)).toStrictEqual(after);
      }),
      { numRuns: 1500 },
    );
  });
});
