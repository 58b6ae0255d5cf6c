import { describe, expect, it } from 'vitest';
import type { ConsumeResult } from '../ledger/types';
import { presetScenario } from '../scenario/presets';
import { consumptionToPredict, gradePrediction, predictionText, suspectsFor, SUSPECTS_MAX, type Prediction } from './predict';

const refusedBreaking = (brokenId: string | null): Prediction => ({ step: 3, consumptionId: 'c_early', said: 'refused', brokenId });

describe('predict-then-reveal', () => {
  it('asks about a consumption, never about a grant', () => {
    const { operations } = presetScenario('Seed example 2');
    expect(consumptionToPredict(operations, 1)).toBeNull();
    expect(consumptionToPredict(operations, 3)?.id).toBe('c_early');
    expect(consumptionToPredict(operations, 4)).toBeNull();
  });

  it('counts a refusal right only when it names a consumption the arrival would break', () => {
    const result: ConsumeResult = { status: 'rejected', reason: 'would-break', broken: ['c_late'] };
    expect(gradePrediction(refusedBreaking('c_late'), result)).toMatchObject({ correct: true, actual: 'refused: would break c_late' });
    expect(gradePrediction(refusedBreaking(null), result).correct).toBe(false);
    expect(gradePrediction({ ...refusedBreaking(null), said: 'accepted' }, result).correct).toBe(false);
  });

  it('counts "not enough credit" right for an insufficient refusal', () => {
    const result: ConsumeResult = { status: 'rejected', reason: 'insufficient', shortfall: 10 };
    expect(gradePrediction(refusedBreaking(null), result)).toMatchObject({ correct: true, actual: 'refused: not enough credit, 10 short' });
    expect(gradePrediction(refusedBreaking('c1'), result).correct).toBe(false);
  });

  it('counts "accepted" right for an accepted consumption', () => {
    const said: Prediction = { step: 2, consumptionId: 'c_late', said: 'accepted', brokenId: null };
    expect(gradePrediction(said, { status: 'accepted' })).toMatchObject({ correct: true, actual: 'accepted' });
  });

  it('offers at most nine suspects, only later ones (nothing earlier or at the same time can break), nearest first', () => {
    const accepted = Array.from({ length: 20 }, (_, index) => ({ id: `c${index}`, timestamp: index }));
    const suspects = suspectsFor(accepted, 5);
    expect(suspects).toHaveLength(SUSPECTS_MAX);
    expect(suspects.slice(0, 3)).toEqual(['c6', 'c7', 'c8']);
    expect(suspectsFor(accepted, 15)).toEqual(['c16', 'c17', 'c18', 'c19']);
  });

  it('says a prediction back in words', () => {
    expect(predictionText(refusedBreaking('c_late'))).toBe('refused, breaking c_late');
    expect(predictionText(refusedBreaking(null))).toBe('refused, not enough credit');
  });
});
