import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playWithoutExtraReads } from '../../testing/differentialCheck';
import { scheduleOf, undrawingFactory, type EngineFactory } from '../../testing/engines';
import { filledInAfterScenario } from '../../testing/filledInAfterScenario';
import { propertyRuns } from '../../testing/propertyRuns';
import { ImplicitLedger } from '../index';
import { noGrantEndsBetween } from './undrawn';

/**
 * `balanceAt` after undrawn consumptions, where grants end between the earliest of them and
 * the time asked but the runs drew each of them dry (undrawn.ts, 5): compared call by call
 * with the reference where consumptions land at random times of the history, and counted
 * where only that rule left them undrawn.
 */
const lateScenario = filledInAfterScenario(['balanceAt', 'balanceAt'] as const, (step, _index, now) => ({
  call: 'balanceAt',
  args: { t: Math.floor(step.at * (now + 10)) },
}));

/** The engine leaving every late consumption it can undrawn, counting the balances only the dry-grant rule answered undrawn. */
function countingFactory(counts: { byDryGrants: number }): EngineFactory {
  return undrawingFactory('implicit (every late consumption it can left undrawn, balances counted)', (engine, schedule) => {
    const balanceAt = engine.balanceAt.bind(engine);
    engine.balanceAt = (t: number) => {
      const from = schedule.earliestUndrawnTime;
      const noGrantEnds = t <= from || noGrantEndsBetween(schedule, from, t);
      const balance = balanceAt(t);
      if (!noGrantEnds && schedule.hasUndrawn()) counts.byDryGrants++;
      return balance;
    };
  });
}

describe('the balance beside undrawn consumptions', () => {
  it('is the reference balance, read without drawing them where every grant ending before it ended dry', () => {
    const counts = { byDryGrants: 0 };
    fc.assert(
      fc.property(lateScenario, (scenario) => {
        playWithoutExtraReads(countingFactory(counts), scenario);
      }),
      propertyRuns(400),
    );
    // The path under test answers, not only the reads after a draw: 278-407 in runs so far.
    expect(counts.byDryGrants).toBeGreaterThan(150);
  }, 120_000);

  it('stays undrawn past a grant the runs drew dry, and draws past one with credit left', () => {
    const played = (spare: boolean) => {
      const engine = new ImplicitLedger({ runsWorthUndrawing: 0 });
      engine.addGrant({ id: 'early', amount: 30, start: 0, end: 40 });
      if (spare) engine.addGrant({ id: 'spare', amount: 50, start: 0, end: 45 });
      engine.addGrant({ id: 'late', amount: 30, start: 20, end: 100 });
      engine.consume({ id: 'c1', amount: 10, timestamp: 10 });
      engine.consume({ id: 'c2', amount: 25, timestamp: 30 });
      engine.consume({ id: 'c3', amount: 10, timestamp: 90 });
      expect(engine.consume({ id: 'undrawn', amount: 5, timestamp: 35 })).toEqual({ status: 'accepted' });
      expect(scheduleOf(engine).hasUndrawn()).toBe(true);
      return engine;
    };
    // `early` ends dry at 40, so what the undrawn one takes at 35 comes from `late`.
    const dry = played(false);
    expect(dry.balanceAt(50)).toBe(20);
    expect(scheduleOf(dry).hasUndrawn()).toBe(true);
    // A grant in the past waits undrawn too; ending after 50, it changes no draw before then.
    dry.addGrant({ id: 'bought', amount: 10, start: 30, end: 200 });
    expect(dry.balanceAt(50)).toBe(30);
    expect(scheduleOf(dry).hasUndrawn()).toBe(true);
    // `spare` would have expired with 45 left; the undrawn one takes 5 of it first.
    const withSpare = played(true);
    expect(withSpare.balanceAt(50)).toBe(30);
    expect(scheduleOf(withSpare).hasUndrawn()).toBe(false);
  });
});
