import { describe, expect, it } from 'vitest';
import { drawsByGrant, GRANT_AREA_MAX_PX, laneMetrics, LANE_HEIGHT_MAX_PX, LANE_HEIGHT_MIN_PX } from './grantLanes';
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
});
