import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CreditLedger } from '../ledger';
import type { ConsumptionView, LedgerSnapshot } from '../ledger/types';
import { runToEnd } from '../timeSlices';
import { drawsByGrant, drawsByGrantSteps, GRANT_AREA_MAX_PX, laneMetrics, LANE_HEIGHT_MAX_PX, LANE_HEIGHT_MIN_PX } from './grantLanes';
import { seedExample2Result } from './testing/fixtures';

describe('grantLanes', () => {
  it('gives a few grants full-height labelled lanes', () => {
    expect(laneMetrics(3)).toMatchObject({ laneHeight: LANE_HEIGHT_MAX_PX, showLabels: true });
  });

  it('shrinks lanes to fit the grant area as grants multiply', () => {
    expect(laneMetrics(30).contentHeight).toBe(GRANT_AREA_MAX_PX);
  });

  it('scrolls instead of squeezing lanes below the minimum height', () => {
    const metrics = laneMetrics(600);
    expect(metrics).toMatchObject({ laneHeight: LANE_HEIGHT_MIN_PX, viewportHeight: GRANT_AREA_MAX_PX, showLabels: false });
  });

  it('indexes draws by grant, sorted by time', () => {
    const draws = drawsByGrant(seedExample2Result.snapshot).get('g1');
    expect(draws?.map((draw) => [draw.timestamp, draw.amount, draw.consumptionId])).toEqual([
      [2, 20, 'c_small'],
      [8, 80, 'c_late'],
    ]);
  });

  it('rebuilds only the lists an answer touched, to the same index as building it whole', () => {
    const grant = fc.record({ start: fc.integer({ min: 0, max: 30 }), length: fc.integer({ min: 0, max: 30 }), amount: fc.integer({ min: 1, max: 40 }) });
    const consumption = fc.record({ timestamp: fc.integer({ min: 0, max: 60 }), amount: fc.integer({ min: 1, max: 15 }) });
    const call = fc.oneof(grant.map((each) => ({ grant: each })), consumption.map((each) => ({ consumption: each })));
    fc.assert(
      fc.property(fc.array(call, { maxLength: 40, size: 'max' }), fc.array(call, { minLength: 1, maxLength: 3, size: 'max' }), (before, after) => {
        const engine = new CreditLedger();
        const play = (calls: typeof before, from: number) =>
          calls.forEach((each, index) => {
            const id = `x${from + index}`;
            if ('grant' in each) engine.addGrant({ id, amount: each.grant.amount, start: each.grant.start, end: each.grant.start + each.grant.length });
            else engine.consume({ id, ...each.consumption });
          });
        play(before, 0);
        const first = engine.snapshot();
        play(after, before.length);
        const second = keepingUnchangedViews(first, engine.snapshot());
        const earlier = { consumptions: first.consumptions, byGrant: drawsByGrant(first) };
        expect(runToEnd(drawsByGrantSteps(second, earlier))).toEqual(drawsByGrant(second));
      }),
    );
  });
});

/** As the worker's answers do (worker/answerPatch.ts): a consumption that did not change stays the same object. */
function keepingUnchangedViews(earlier: LedgerSnapshot, later: LedgerSnapshot): LedgerSnapshot {
  const consumptions = later.consumptions.map((view: ConsumptionView, index) => (isDeepStrictEqual(view, earlier.consumptions[index]) ? earlier.consumptions[index] : view));
  return { ...later, consumptions };
}

