/**
 * Streams for the differential tests: time moves forward and grants, consumptions and
 * queries arrive around "now". Two mixes of the same steps:
 * - `lateStreamScenario`: about half the arrivals (grants included) land in the past,
 *   so most changes replay part of the schedule;
 * - `forwardStreamScenario`: most arrive on time, so consumptions draw from the
 *   frontier and grants open after every consumption, with a few late ones.
 * Headroom and balance are asked anywhere in the history, before the changes they follow.
 */
import fc from 'fast-check';
import type { Policy } from '../types';
import type { LedgerScenario } from './arbitraries';
import type { LedgerCall } from './callStep';

interface StreamStep {
  kind: 'grant' | 'consume' | 'balanceAt' | 'headroomAt' | 'preview' | 'headroomSeries';
  /** How far time moves before the step. */
  advance: number;
  /** How far before "now" the event lands (0: on time). */
  lateBy: number;
  amount: number;
  windowLength: number;
}

function stepArbitrary(lateBy: fc.Arbitrary<number>): fc.Arbitrary<StreamStep> {
  return fc.record({
    kind: fc.constantFrom<StreamStep['kind']>('grant', 'consume', 'consume', 'consume', 'balanceAt', 'headroomAt', 'headroomAt', 'preview', 'headroomSeries'),
    advance: fc.integer({ min: 0, max: 3 }),
    lateBy,
    amount: fc.integer({ min: 1, max: 12 }),
    windowLength: fc.integer({ min: 0, max: 60 }),
  });
}

function callOfStep(step: StreamStep, index: number, now: number): LedgerCall {
  const time = Math.max(0, now - step.lateBy);
  const lookBack = Math.max(0, now - step.lateBy * 3 - step.amount);
  switch (step.kind) {
    case 'grant':
      return { call: 'addGrant', args: { id: `g${index}`, amount: step.amount * 4, start: time, end: time + step.windowLength } };
    case 'consume':
      return { call: 'consume', args: { id: `c${index}`, amount: step.amount, timestamp: time } };
    case 'preview':
      return { call: 'preview', args: { amount: step.amount, timestamp: time } };
    case 'headroomSeries':
      return { call: 'headroomSeries', args: { from: Math.max(0, now - 20), to: now + 10 } };
    default:
      return { call: step.kind, args: { t: lookBack } };
  }
}

function streamOf(lateBy: fc.Arbitrary<number>, maxSteps: number): fc.Arbitrary<LedgerScenario> {
  return fc
    .record({
      policy: fc.constantFrom<Policy>('reject', 'pending'),
      steps: fc.array(stepArbitrary(lateBy), { minLength: 5, maxLength: maxSteps, size: 'max' }),
    })
    .map(({ policy, steps }) => {
      let now = 30;
      const calls = steps.map((step, index) => {
        now += step.advance;
        return callOfStep(step, index, now);
      });
      return { policy, calls };
    });
}

export const lateStreamScenario = streamOf(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30 })), 90);

export const forwardStreamScenario = streamOf(
  fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 12 }) }),
  60,
);
