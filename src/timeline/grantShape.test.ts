import { describe, expect, it } from 'vitest';
import type { GrantView } from '../ledger/types';
import { drawLabelText, grantShape } from './grantShape';
import { createTimeScale } from './timeScale';

const grant: GrantView = { id: 'g1', amount: 100, start: 0, end: 9, drawn: 100, left: 0 };
const range = { from: -0.5, to: 9.5 };
// Ten cells of 100 px each: cell t spans [t * 100, t * 100 + 100].
const scale = createTimeScale(range, 0, 1000);
const box = { top: 0, height: 10, plotLeft: 0, plotRight: 1000 };

describe('grantShape', () => {
  it('spans whole cells from the start to the end, both included', () => {
    const shape = grantShape(grant, [], scale, range, box, false);
    expect([shape.barX, shape.barWidth]).toEqual([0, 1000]);
  });

  it('steps the credit-left area down at each draw, by its share of the grant', () => {
    const draws = [
      { timestamp: 2, amount: 20, consumptionId: 'c_small' },
      { timestamp: 8, amount: 80, consumptionId: 'c_late' },
    ];
    const shape = grantShape(grant, draws, scale, range, box, false);
    expect(shape.leftAreaPath).toBe('M0,10V0H200V2H800V10H1000V10Z');
  });

  it('draws one tick per draw, at the consumption time', () => {
    const shape = grantShape(grant, [{ timestamp: 2, amount: 20, consumptionId: 'c' }], scale, range, box, false);
    expect(shape.drawTicksPath).toBe('M250,0v10');
  });

  it('merges draws in one pixel column into one step', () => {
    const wide = createTimeScale({ from: -0.5, to: 9999.5 }, 0, 100);
    const draws = [
      { timestamp: 5000, amount: 10, consumptionId: 'a' },
      { timestamp: 5001, amount: 10, consumptionId: 'b' },
    ];
    const shape = grantShape({ ...grant, end: 9999 }, draws, wide, { from: -0.5, to: 9999.5 }, { ...box, plotRight: 100 }, false);
    expect(shape.leftAreaPath.match(/H/g)).toHaveLength(2);
  });

  it('labels draws with the credits taken', () => {
    const shape = grantShape(grant, [{ timestamp: 2, amount: 20, consumptionId: 'c' }], scale, range, box, true);
    expect(shape.drawLabels).toEqual([{ x: 250, text: drawLabelText(20) }]);
  });

  it('labels several draws at one time with their total, on one tick', () => {
    const draws = [
      { timestamp: 5, amount: 10, consumptionId: 'a' },
      { timestamp: 5, amount: 20, consumptionId: 'b' },
      { timestamp: 5, amount: 30, consumptionId: 'c' },
    ];
    const shape = grantShape(grant, draws, scale, range, box, true);
    expect([shape.drawLabels, shape.drawTicksPath]).toEqual([[{ x: 550, text: drawLabelText(60) }], 'M550,0v10']);
  });
});
