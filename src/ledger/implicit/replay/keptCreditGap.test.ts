import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { propertyRuns } from '../../testing/propertyRuns';
import { ReferenceLedger } from '../../reference';
import { cascadeScenario, crowdedTiesScenario, lateArrivalsScenario, windowEdgesScenario } from '../../testing/arbitraries';
import { backdatedScenario } from '../../testing/backdatedScenario';
import { checkOverHeadroomPreviews } from '../../testing/overHeadroomPreviews';
import { ImplicitLedger } from '../index';
import { KeptCreditGap } from './keptCreditGap';
import { Schedule } from '../schedule/schedule';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a forced replay that stops once nothing else can break', () => {
  it('lists what the reference forced replay lists, on five scenario shapes', () => {
    /** `whileLacking`: checks made while the replay lacks credit, each of which searched the balances before stop 70. */
    const settled = { early: 0, whileLacking: 0 };
    const settledAt = KeptCreditGap.prototype.settledAt;
    vi.spyOn(KeptCreditGap.prototype, 'settledAt').mockImplementation(function (this: KeptCreditGap, unit, time) {
      const answer = settledAt.call(this, unit, time);
      if (answer) settled.early++;
      if ((this as unknown as { lacking: number }).lacking > 0) settled.whileLacking++;
      return answer;
    });
    const searches = vi.spyOn(Schedule.prototype, 'firstShortAfter');
    for (const scenarios of [backdatedScenario, lateArrivalsScenario, crowdedTiesScenario, windowEdgesScenario, cascadeScenario]) {
      fc.assert(fc.property(scenarios, checkOverHeadroomPreviews), propertyRuns(150));
    }
    // The stop is taken often (about 1,500 times in one run), so this test reaches it.
    expect(settled.early).toBeGreaterThan(100);
    // The balance search is made again only where P fell or the short consumption found is
    // passed: a third of the checks made while the replay lacks credit answer without one
    // in these small scenarios (most of them on issue 11's shape at 1,000,000 calls).
    expect(searches.mock.calls.length).toBeLessThan(0.9 * settled.whileLacking);
  }, 120_000);

  it('does not let credit left in a short grant offset what a long one lacks', () => {
    // The candidate takes 8 of the long grant; c1 finds 7 and is broken, leaving the short
    // grant 5 the kept schedule gave c1. c2 takes 1 of them; the other 4 expire unused at
    // 10, while the long grant still lacks 5 against the kept schedule: c3 is broken too.
    const scenario = [
      { id: 'long', amount: 10, start: 0, end: 100 },
      { id: 'short', amount: 5, start: 5, end: 10 },
    ];
    const consumptions = [
      { id: 'c1', amount: 8, timestamp: 6 },
      { id: 'c2', amount: 1, timestamp: 8 },
      { id: 'c3', amount: 6, timestamp: 20 },
    ];
    const engine = new ImplicitLedger();
    const reference = new ReferenceLedger();
    for (const ledger of [engine, reference]) {
      scenario.forEach((grant) => ledger.addGrant(grant));
      consumptions.forEach((consumption) => expect(ledger.consume(consumption).status).toBe('accepted'));
    }
    const expected = reference.previewBreakdown({ amount: 8, timestamp: 1 }).broken;
    expect(expected.map(({ id }) => id)).toStrictEqual(['c1', 'c3']);
    expect(engine.previewBreakdown({ amount: 8, timestamp: 1 }).broken).toStrictEqual(expected);
  });
});
