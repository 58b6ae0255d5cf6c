import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { propertyRuns } from '../../testing/propertyRuns';
import { ReferenceLedger } from '../../reference';
import type { LedgerScenario } from '../../testing/arbitraries';
import { cascadeScenario, crowdedTiesScenario, lateArrivalsScenario, windowEdgesScenario } from '../../testing/arbitraries';
import { backdatedScenario } from '../../testing/backdatedScenario';
import { captureCall } from '../../testing/callStep';
import type { LedgerEngine } from '../../types';
import { ImplicitLedger } from '../index';
import { KeptCreditGap } from './keptCreditGap';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Plays a scenario's grants and consumptions on an engine; invalid ones throw alike on both (captured). */
function play(engine: LedgerEngine, scenario: LedgerScenario): void {
  for (const step of scenario.calls) if (step.call === 'addGrant' || step.call === 'consume') captureCall(engine, step);
}

/** Candidates just over the headroom, halfway to the balance and at the balance, at 12 times. */
function checkPreviews(scenario: LedgerScenario): void {
  const engine = new ImplicitLedger();
  const reference = new ReferenceLedger();
  play(engine, scenario);
  play(reference, scenario);
  const latest = Math.max(0, ...scenario.calls.filter(({ call }) => call === 'consume').map(({ args }) => Number((args as { timestamp: number }).timestamp) || 0));
  for (let probe = 0; probe < 12; probe++) {
    const timestamp = Math.floor((probe * latest) / 12);
    const balance = reference.balanceAt(timestamp);
    const headroom = reference.headroomAt(timestamp);
    for (const amount of new Set([headroom + 1, Math.ceil((headroom + 1 + balance) / 2), balance])) {
      if (amount < 1 || amount <= headroom || amount > balance) continue;
      expect(engine.previewBreakdown({ amount, timestamp }).broken).toStrictEqual(reference.previewBreakdown({ amount, timestamp }).broken);
    }
  }
}

describe('a forced replay that stops once nothing else can break', () => {
  it('lists what the reference forced replay lists, on five scenario shapes', () => {
    const settled = { early: 0 };
    const settledAt = KeptCreditGap.prototype.settledAt;
    vi.spyOn(KeptCreditGap.prototype, 'settledAt').mockImplementation(function (this: KeptCreditGap, unit, time) {
      const answer = settledAt.call(this, unit, time);
      if (answer) settled.early++;
      return answer;
    });
    for (const scenarios of [backdatedScenario, lateArrivalsScenario, crowdedTiesScenario, windowEdgesScenario, cascadeScenario]) {
      fc.assert(fc.property(scenarios, checkPreviews), propertyRuns(150));
    }
    // The stop is taken often (about 830 times in one run), so this test reaches it.
    expect(settled.early).toBeGreaterThan(100);
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
