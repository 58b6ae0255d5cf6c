import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playWithoutExtraReads } from '../../testing/differentialCheck';
import { scheduleOf, undrawingFactory, type EngineFactory } from '../../testing/engines';
import { filledInAfterScenario } from '../../testing/filledInAfterScenario';
import { propertyRuns } from '../../testing/propertyRuns';
import { ImplicitLedger } from '../index';

/**
 * `drawsOf` and `explainDraw` of a consumption before every undrawn one read the runs as
 * they stand (undrawn.ts, 7): compared call by call with the reference where consumptions
 * land at random times of the history, and counted where the undrawn ones stayed undrawn.
 * Each read names any earlier call's id: a consumption accepted, refused or never made
 * (then not found).
 */
const lateScenario = filledInAfterScenario(['drawsOf', 'explainDraw'] as const, (step, index) => ({
  call: step.kind,
  args: { id: `c${Math.floor(step.at * index)}` },
}));

/** The engine leaving every late consumption it can undrawn, counting the draw reads it answered with some still undrawn. */
function countingFactory(counts: { whileUndrawn: number }): EngineFactory {
  return undrawingFactory('implicit (every late consumption it can left undrawn, reads counted)', (engine, schedule) => {
    for (const read of ['drawsOf', 'explainDraw'] as const) {
      const answer = engine[read].bind(engine);
      Object.assign(engine, {
        [read]: (consumptionId: string) => {
          const result = answer(consumptionId);
          const found = Array.isArray(result) ? result.length > 0 : result !== null;
          if (found && schedule.hasUndrawn()) counts.whileUndrawn++;
          return result;
        },
      });
    }
  });
}

describe('draws of a consumption before the undrawn ones', () => {
  it('are the reference draws and queue, read without drawing the undrawn ones', () => {
    const counts = { whileUndrawn: 0 };
    fc.assert(
      fc.property(lateScenario, (scenario) => {
        playWithoutExtraReads(countingFactory(counts), scenario);
      }),
      propertyRuns(150),
    );
    // 154-190 in runs so far: the path under test answers, not only the reads after a draw.
    expect(counts.whileUndrawn).toBeGreaterThan(50);
  }, 120_000);

  it('leave a later undrawn consumption undrawn, and draw it for a consumption after it', () => {
    const engine = new ImplicitLedger({ runsWorthUndrawing: 0 });
    const schedule = scheduleOf(engine);
    engine.addGrant({ id: 'early', amount: 30, start: 0, end: 40 });
    engine.addGrant({ id: 'late', amount: 30, start: 20, end: 100 });
    engine.consume({ id: 'c1', amount: 10, timestamp: 10 });
    engine.consume({ id: 'c2', amount: 25, timestamp: 30 });
    engine.consume({ id: 'c3', amount: 10, timestamp: 90 });
    expect(engine.consume({ id: 'undrawn', amount: 5, timestamp: 35 })).toEqual({ status: 'accepted' });
    expect(schedule.hasUndrawn()).toBe(true);
    expect(engine.drawsOf('c2')).toEqual([{ grantId: 'early', amount: 20 }, { grantId: 'late', amount: 5 }]);
    expect(engine.explainDraw('c1')?.queue).toEqual([{ grantId: 'early', start: 0, end: 40, leftBefore: 30, drawn: 10 }]);
    expect(schedule.hasUndrawn()).toBe(true);
    // c3 draws after the undrawn one, which took 5 of `late` before it.
    expect(engine.explainDraw('c3')?.queue).toEqual([{ grantId: 'late', start: 20, end: 100, leftBefore: 20, drawn: 10 }]);
    expect(schedule.hasUndrawn()).toBe(false);
  });
});
