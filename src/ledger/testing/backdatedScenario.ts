/**
 * The shape of issue 11 at test scale: time moves forward; grants start up to a quarter
 * of their window before "now" (credit bought mid-period applies from its start);
 * supply is about the demand, so grants run dry and late consumptions would break
 * later ones; some consumptions arrive late; balance, headroom, preview and the draw
 * views are asked anywhere in the history. With `month` set, credit applies from the 1st
 * of the month instead: every grant starts at its month's first time and ends with the
 * month or the next, so a month's grants share one window (ties broken by id, whose
 * string order differs from arrival order: g10 < g9).
 */
import fc from 'fast-check';
import type { Policy } from '../types';
import { fractionArbitrary, type LedgerScenario } from './arbitraries';
import type { LedgerCall } from './callStep';

interface BackdatedStep {
  kind: 'grant' | 'consume' | 'late' | 'balanceAt' | 'headroomAt' | 'preview' | 'drawsOf' | 'explainDraw';
  advance: number;
  amount: number;
  windowLength: number;
  /** A fraction in [0, 1): how far back (in its range) the event or query lands. */
  back: number;
}

const stepArbitrary: fc.Arbitrary<BackdatedStep> = fc.record({
  kind: fc.constantFrom<BackdatedStep['kind']>(
    'grant', 'consume', 'consume', 'consume', 'consume', 'late', 'balanceAt', 'headroomAt', 'preview', 'drawsOf', 'explainDraw',
  ),
  advance: fc.integer({ min: 0, max: 3 }),
  amount: fc.integer({ min: 1, max: 9 }),
  windowLength: fc.integer({ min: 4, max: 60 }),
  back: fractionArbitrary(),
});

/**
 * `grantShare`: credit per grant in units of a consumption's amount (4: about four
 * consumptions' worth, supply close to demand).
 */
function callOfStep(step: BackdatedStep, index: number, now: number, month: number | null, grantShare: number): LedgerCall {
  const anywhere = Math.floor(step.back * (now + 5));
  switch (step.kind) {
    case 'grant': {
      if (month !== null) {
        const start = Math.floor(now / month) * month;
        const end = start + (step.back < 0.7 ? month : 2 * month) - 1;
        return { call: 'addGrant', args: { id: `g${index}`, amount: step.amount * grantShare, start, end } };
      }
      const start = Math.max(0, now - Math.floor((step.back * step.windowLength) / 4));
      return { call: 'addGrant', args: { id: `g${index}`, amount: step.amount * grantShare, start, end: start + step.windowLength } };
    }
    case 'consume':
      return { call: 'consume', args: { id: `c${index}`, amount: step.amount, timestamp: now } };
    case 'late':
      return { call: 'consume', args: { id: `c${index}`, amount: step.amount, timestamp: Math.max(0, now - 1 - Math.floor(step.back * 12)) } };
    case 'preview':
      return { call: 'preview', args: { amount: step.amount, timestamp: anywhere } };
    case 'drawsOf':
    case 'explainDraw':
      return { call: step.kind, args: { id: `c${Math.floor(step.back * index)}` } };
    default:
      return { call: step.kind, args: { t: anywhere } };
  }
}

function scenarioWithGrantShare(grantShare: number): fc.Arbitrary<LedgerScenario> {
  return fc
    .record({
      policy: fc.constantFrom<Policy>('reject', 'pending'),
      steps: fc.array(stepArbitrary, { minLength: 5, maxLength: 80, size: 'max' }),
      month: fc.option(fc.integer({ min: 6, max: 30 })),
    })
    .map(({ policy, steps, month }) => {
      let now = 20;
      const calls = steps.map((step, index) => {
        now += step.advance;
        return callOfStep(step, index, now, month, grantShare);
      });
      return { policy, calls };
    });
}

export const backdatedScenario = scenarioWithGrantShare(4);

/**
 * The same with about twice the credit consumed: grants, many opened after any given
 * time, expire with credit unused, so the headroom in the past lies past them.
 */
export const spareCreditScenario = scenarioWithGrantShare(7);

/**
 * With about three quarters of the credit the demand needs: grants run dry soon after
 * a break, so what a broken consumption gives back is drawn again (releasedCredit.ts).
 */
export const scarceCreditScenario = scenarioWithGrantShare(3);

/**
 * A scenario file imported: the backdated shape's grants and consumptions, no reads, in an
 * arrival order shuffled whole (most consumptions land deep in the past). Without reads
 * the engine may leave many of them undrawn (schedule/undrawn.ts) until the end.
 */
export const shuffledImportScenario: fc.Arbitrary<LedgerScenario> = backdatedScenario.chain(({ policy, calls }) => {
  const operations = calls.filter((ledgerCall) => ledgerCall.call === 'addGrant' || ledgerCall.call === 'consume');
  return fc
    .shuffledSubarray(operations, { minLength: operations.length, maxLength: operations.length })
    .map((shuffled) => ({ policy, calls: shuffled }));
});
