import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { playWithoutExtraReads } from '../../testing/differentialCheck';
import { filledInAfterScenario } from '../../testing/filledInAfterScenario';
import { implicitFactory, testSettingsFactory, scheduleOf } from '../../testing/engines';
import { propertyRuns } from '../../testing/propertyRuns';
import { ImplicitLedger } from '../index';

/**
 * Refusals read by a dry run that settles before the earliest undrawn consumption
 * (undrawn.ts, 6), counted where `refusalLeavingUndrawn` answers without the balances'
 * own refusal, on a usage log filled in after the fact in miniature (filledInAfterScenario.ts),
 * with previews at random times among its calls.
 */
const answered = vi.hoisted(() => ({ byDryRun: 0 }));

vi.mock('../replay/replay', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../replay/replay')>();
  return {
    ...actual,
    // Counts the dry runs given a stop (only refusalBeforeUndrawn gives one) that gave an answer.
    replay: (...args: Parameters<typeof actual.replay>) => {
      const outcome = actual.replay(...args);
      if (args[2].stopUnit !== undefined && !outcome.cutShort && outcome.broken.length > 0) answered.byDryRun++;
      return outcome;
    },
  };
});

const backfillScenario = filledInAfterScenario(['preview'] as const, (step, _index, now) => ({
  call: 'preview',
  args: { amount: step.amount * 2, timestamp: Math.floor(step.at * now) },
}));

describe('refusals before the undrawn consumptions', () => {
  it('list what the reference lists, where consumptions land at random times of the history', () => {
    answered.byDryRun = 0;
    fc.assert(
      fc.property(backfillScenario, (scenario) => {
        for (const factory of [testSettingsFactory, implicitFactory]) playWithoutExtraReads(factory, scenario);
      }),
      propertyRuns(150),
    );
    // The path under test answers often (240-490 times in runs so far), not only the drawn ones.
    expect(answered.byDryRun).toBeGreaterThan(100);
  }, 120_000);

  it('refuse with the broken list and leave the undrawn ones undrawn', () => {
    answered.byDryRun = 0;
    const engine = new ImplicitLedger({ runsWorthUndrawing: 0 });
    const schedule = scheduleOf(engine);
    engine.addGrant({ id: 'early', amount: 30, start: 0, end: 40 });
    engine.addGrant({ id: 'late', amount: 30, start: 50, end: 100 });
    engine.addGrant({ id: 'extra', amount: 10, start: 80, end: 120 });
    engine.consume({ id: 'c1', amount: 10, timestamp: 10 });
    engine.consume({ id: 'c2', amount: 15, timestamp: 30 });
    engine.consume({ id: 'c3', amount: 10, timestamp: 90 });
    // Late, with a grant opening after it, and the balances after it cover it: accepted undrawn.
    expect(engine.consume({ id: 'undrawn', amount: 5, timestamp: 70 })).toEqual({ status: 'accepted' });
    expect(schedule.hasUndrawn()).toBe(true);
    // 5 credits of `early` are left after c2 at 30, and `late` opens after it: 10 more at 20
    // break c2. `early` ends before the present, so the balances cannot tell; the dry run
    // settles right after c2, long before the undrawn one at 70.
    expect(engine.preview({ amount: 10, timestamp: 20 })).toEqual({ accepted: false, shortfall: 0, broken: ['c2'] });
    expect(engine.consume({ id: 'breaks', amount: 10, timestamp: 20 })).toEqual({ status: 'rejected', reason: 'would-break', broken: ['c2'] });
    expect(answered.byDryRun).toBe(2);
    expect(schedule.hasUndrawn()).toBe(true);
  });
});
