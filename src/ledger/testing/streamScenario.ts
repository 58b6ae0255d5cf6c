/**
 * A platform-like stream for the differential tests, the shape the mirror reserve
 * (src/ledger/fast/mirrorReserve.ts) is kept up to date through: time moves forward,
 * grants mostly open "now" (after every consumption, so the mirror takes them without
 * a redraw) and sometimes in the past (the mirror is dropped), consumptions arrive now
 * or a little late, and headroom and balance are asked at any time in between.
 */
import fc from 'fast-check';
import type { Policy } from '../types';
import type { LedgerCall } from './callStep';
import type { LedgerScenario } from './arbitraries';

interface StreamStep {
  kind: 'grant' | 'consume' | 'headroomAt' | 'balanceAt' | 'headroomSeries';
  advance: number;
  /** How far before "now" the event lands (0 for most). */
  lateBy: number;
  amount: number;
  windowLength: number;
}

const stepArbitrary: fc.Arbitrary<StreamStep> = fc.record({
  kind: fc.constantFrom<StreamStep['kind']>('grant', 'consume', 'consume', 'consume', 'headroomAt', 'headroomAt', 'balanceAt', 'headroomSeries'),
  advance: fc.integer({ min: 0, max: 3 }),
  lateBy: fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 12 }) }),
  amount: fc.integer({ min: 1, max: 12 }),
  windowLength: fc.integer({ min: 0, max: 30 }),
});

function callOfStep(step: StreamStep, index: number, now: number): LedgerCall {
  const time = Math.max(0, now - step.lateBy);
  switch (step.kind) {
    case 'grant':
      return { call: 'addGrant', args: { id: `s${index}`, amount: step.amount * 3, start: time, end: time + step.windowLength } };
    case 'consume':
      return { call: 'consume', args: { id: `c${index}`, amount: step.amount, timestamp: time } };
    case 'headroomSeries':
      return { call: 'headroomSeries', args: { from: Math.max(0, now - 20), to: now + 10 } };
    default:
      // Queries anywhere in the history, including before the changes they follow.
      return { call: step.kind, args: { t: Math.max(0, now - step.lateBy * 3 - step.amount) } };
  }
}

export const streamScenario: fc.Arbitrary<LedgerScenario> = fc
  .record({
    policy: fc.constantFrom<Policy>('reject', 'pending'),
    steps: fc.array(stepArbitrary, { minLength: 5, maxLength: 60 }),
  })
  .map(({ policy, steps }) => {
    let now = 0;
    const calls = steps.map((step, index) => {
      now += step.advance;
      return callOfStep(step, index, now);
    });
    return { policy, calls };
  });
