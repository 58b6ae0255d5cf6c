/**
 * The mirror's totals followed by the rules (mirrorRules.ts, slackAround.ts): where they
 * follow a grant in the past or a consumption, where they see a tight interval and give up,
 * and that the totals then are a fresh mirror replay.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImplicitLedger } from '../index';
import { ReferenceLedger } from '../../reference';
import { fractionArbitrary } from '../../testing/arbitraries';
import type { HeadroomReserve } from './reserve';

function reserveOf(ledger: ImplicitLedger): HeadroomReserve {
  return (ledger as unknown as { reserve: HeadroomReserve }).reserve;
}

/** The kept totals after a question are the ones a whole replay gives. */
function expectFreshTotals(ledger: ImplicitLedger): void {
  const reserve = reserveOf(ledger);
  expect(reserve.keptTotals()).toStrictEqual(reserve.replayedTotals());
}

describe("the mirror's totals followed by the rules", () => {
  it('gives up where a tight interval keeps the spare grant from a later consumption, and the replay answers', () => {
    const ledger = new ImplicitLedger();
    const reference = new ReferenceLedger();
    const both = (act: (engine: ImplicitLedger | ReferenceLedger) => void) => [ledger, reference].forEach(act);
    both((engine) => engine.addGrant({ id: 'B', amount: 10, start: 0, end: 100 }));
    both((engine) => engine.addGrant({ id: 'h', amount: 5, start: 20, end: 30 }));
    both((engine) => engine.addGrant({ id: 'g', amount: 2, start: 22, end: 28 }));
    // S spans h's window and draws c0 before it: the draws crossing 30 (Y) are S's, not slack.
    both((engine) => engine.addGrant({ id: 'S', amount: 10, start: 10, end: 60 }));
    both((engine) => engine.consume({ id: 'c0', amount: 10, timestamp: 15 }));
    // The mirror draws g (it started last) for c1: [20, 30] holds 2 consumed, 2 drawn inside.
    both((engine) => engine.consume({ id: 'c1', amount: 2, timestamp: 25 }));
    ledger.headroomSeries(0, 100);
    // A grant in the past the grant rule follows (it draws nothing: c1 keeps g), so the rules
    // are built for what comes next (consumptions alone are absorbed by the replay).
    both((engine) => engine.addGrant({ id: 'Q', amount: 1, start: 0, end: 200 }));
    // h has 5 to spare and starts after B, but the tight [20, 30] keeps it from c2: B draws it.
    both((engine) => engine.consume({ id: 'c2', amount: 4, timestamp: 50 }));
    expect(ledger.headroomSeries(0, 100)).toStrictEqual(reference.headroomSeries(0, 100));
    expect(reserveOf(ledger).rulesGaveUp).toBe(1);
    expectFreshTotals(ledger);
    // A grant in the past ending after every consumption: the grant rule, no replay.
    const followed = reserveOf(ledger).followedByRules;
    both((engine) => engine.addGrant({ id: 'P', amount: 3, start: 40, end: 120 }));
    expect(ledger.headroomSeries(0, 120)).toStrictEqual(reference.headroomSeries(0, 120));
    expect(reserveOf(ledger).followedByRules).toBe(followed + 1);
    expectFreshTotals(ledger);
  });

  it('answers as the reference with grants in the past and consumptions late or at the present, following most by the rules', () => {
    let followed = 0;
    let gaveUp = 0;
    const step = fc.record({
      kind: fc.constantFrom('grant', 'grant', 'now', 'now', 'now', 'late'),
      amount: fc.integer({ min: 1, max: 12 }),
      back: fc.nat(30),
      length: fc.integer({ min: 1, max: 60 }),
      at: fractionArbitrary(0, 1),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        const ledger = new ImplicitLedger();
        const reference = new ReferenceLedger();
        let now = 40;
        steps.forEach((entry, index) => {
          now += 1 + (index % 3);
          const start = Math.max(0, now - entry.back);
          if (entry.kind === 'grant') {
            const grant = { id: `g${index}`, amount: entry.amount * 3, start, end: now + entry.length };
            ledger.addGrant(grant);
            reference.addGrant(grant);
          } else {
            const consumption = { id: `c${index}`, amount: entry.amount, timestamp: entry.kind === 'now' ? now : start };
            expect(ledger.consume(consumption).status).toBe(reference.consume(consumption).status);
          }
          // The series needs the totals (a single question is mostly the balances' to answer).
          if (entry.at < 0.5) expect(ledger.headroomSeries(0, now)).toStrictEqual(reference.headroomSeries(0, now));
          const time = Math.floor(entry.at * now);
          expect(ledger.headroomAt(time)).toBe(reference.headroomAt(time));
          ledger.checkInvariants();
        });
        followed += reserveOf(ledger).followedByRules;
        gaveUp += reserveOf(ledger).rulesGaveUp;
      }),
      { numRuns: 200 },
    );
    expect(followed).toBeGreaterThan(150);
    expect(gaveUp).toBeGreaterThan(0);
  }, 120_000);
});
