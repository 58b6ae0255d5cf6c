import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fractionArbitrary, steppedScenario, type LedgerScenario } from '../../testing/arbitraries';
import { captureCall, type LedgerCall } from '../../testing/callStep';
import { playWithoutExtraReads } from '../../testing/differentialCheck';
import { implicitFactory, testSettingsFactory, scheduleOf } from '../../testing/engines';
import { propertyRuns } from '../../testing/propertyRuns';
import { ImplicitLedger } from '../index';

/**
 * Answers beside undrawn consumptions (undrawn.ts, 5): where no grant ends between the
 * earliest undrawn time and the question, the balances refuse a consumption or a preview,
 * and give a headroom, with the consumptions left undrawn. These scenarios make that
 * common: most grants outlive the history (credit that never expires, bought at any time
 * and applying from the past), a few short ones expire early, demand runs close to supply
 * so refusals and breaks are frequent, and most consumptions land deep in the past.
 */
const OUTLIVES_HISTORY = 1_000_000;

interface Step {
  kind: 'grant' | 'shortGrant' | 'consume' | 'lateConsume' | 'preview' | 'headroomAt' | 'balanceAt';
  amount: number;
  /** Where in the history so far a late event or question lands, 0..1. */
  at: number;
}

const stepArbitrary: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom<Step['kind']>('grant', 'grant', 'shortGrant', 'consume', 'consume', 'lateConsume', 'lateConsume', 'lateConsume', 'preview', 'headroomAt', 'balanceAt'),
  amount: fc.integer({ min: 1, max: 30 }),
  at: fractionArbitrary(0, 1),
});

function callOf(step: Step, index: number, now: number): LedgerCall {
  const past = Math.floor(step.at * now);
  switch (step.kind) {
    case 'grant':
      return { call: 'addGrant', args: { id: `g${index}`, amount: step.amount * 2, start: past, end: OUTLIVES_HISTORY } };
    case 'shortGrant':
      return { call: 'addGrant', args: { id: `s${index}`, amount: step.amount, start: Math.floor(past / 4), end: Math.floor(past / 4) + step.amount } };
    case 'consume':
      return { call: 'consume', args: { id: `c${index}`, amount: step.amount, timestamp: now } };
    case 'lateConsume':
      return { call: 'consume', args: { id: `c${index}`, amount: step.amount, timestamp: past } };
    case 'preview':
      return { call: 'preview', args: { amount: step.amount * 3, timestamp: past } };
    default:
      return { call: step.kind, args: { t: past } };
  }
}

const outlivingGrantsScenario = steppedScenario(stepArbitrary, 3, callOf);

/** Refusals and headrooms answered with consumptions undrawn through them: the paths under test. */
function answeredUndrawn(scenario: LedgerScenario): number {
  const engine = new ImplicitLedger({ policy: scenario.policy, runsWorthUndrawing: 0 });
  const schedule = scheduleOf(engine);
  let count = 0;
  for (const ledgerCall of scenario.calls) {
    const before = schedule.hasUndrawn();
    const outcome = captureCall(engine, ledgerCall);
    const answer = outcome.threw ? null : (outcome.value as { status?: string; accepted?: boolean });
    const refusedOrHeadroom = ledgerCall.call === 'headroomAt' || answer?.status === 'rejected' || answer?.accepted === false;
    if (before && schedule.hasUndrawn() && refusedOrHeadroom) count++;
  }
  return count;
}

describe('verdicts beside undrawn consumptions', () => {
  it('agree with the reference where grants outlive the history', () => {
    let undrawnAnswers = 0;
    fc.assert(
      fc.property(outlivingGrantsScenario, (scenario) => {
        for (const factory of [testSettingsFactory, implicitFactory]) playWithoutExtraReads(factory, scenario);
        undrawnAnswers += answeredUndrawn(scenario);
      }),
      propertyRuns(120),
    );
    // The scenarios reach the paths under test, not only the drawn ones.
    expect(undrawnAnswers).toBeGreaterThan(100);
  }, 120_000);

  it('refuse, list the broken ones and give the headroom with the undrawn ones left undrawn', () => {
    const engine = new ImplicitLedger({ runsWorthUndrawing: 0 });
    const schedule = scheduleOf(engine);
    engine.addGrant({ id: 'bought', amount: 60, start: 0, end: OUTLIVES_HISTORY });
    engine.addGrant({ id: 'topUp', amount: 40, start: 120, end: OUTLIVES_HISTORY });
    for (let index = 0; index < 9; index++) engine.consume({ id: `c${index}`, amount: 10, timestamp: 100 + 10 * index });
    // Late, with a grant event after it, and the balances after it cover it: accepted undrawn.
    expect(engine.consume({ id: 'late', amount: 5, timestamp: 50 })).toEqual({ status: 'accepted' });
    expect(schedule.hasUndrawn()).toBe(true);
    // The balance at 60 is 55, and 5 credits are left after c8 at 180: more breaks the last ones.
    expect(engine.headroomAt(60)).toBe(5);
    expect(engine.preview({ amount: 20, timestamp: 60 })).toEqual({ accepted: false, shortfall: 0, broken: ['c7', 'c8'] });
    expect(engine.consume({ id: 'short', amount: 200, timestamp: 60 })).toEqual({ status: 'rejected', reason: 'insufficient', shortfall: 145 });
    expect(engine.consume({ id: 'breaks', amount: 12, timestamp: 60 })).toEqual({ status: 'rejected', reason: 'would-break', broken: ['c8'] });
    expect(schedule.hasUndrawn()).toBe(true);
  });
});
