/**
 * fast-check generators for long windows that keep many grants open at once: deep
 * cascades (consumptions arriving newest first on grants that all overlap, so each one
 * moves every later draw) and grants that arrive in the past after the consumptions.
 */
import fc from 'fast-check';
import type { Policy } from '../types';
import type { LedgerScenario } from './arbitraries';
import type { LedgerCall } from './callStep';

const policy: fc.Arbitrary<Policy> = fc.constantFrom('reject', 'pending');

/**
 * Grants that all overlap one long span, then consumptions arriving newest first with
 * total demand near the supply, then a few more early ones that may break later ones,
 * and queries of the headroom along the span.
 */
export const deepCascadeScenario: fc.Arbitrary<LedgerScenario> = fc
  .record({
    policy,
    grants: fc.array(fc.record({ amount: fc.integer({ min: 3, max: 15 }), startOffset: fc.integer({ min: 0, max: 10 }), endOffset: fc.integer({ min: 0, max: 10 }) }), { minLength: 3, maxLength: 14, size: 'max' }),
    consumptions: fc.array(fc.record({ amount: fc.integer({ min: 1, max: 6 }), gap: fc.integer({ min: 0, max: 3 }) }), { minLength: 5, maxLength: 50, size: 'max' }),
    intruders: fc.array(fc.record({ amount: fc.integer({ min: 1, max: 20 }), time: fc.integer({ min: 10, max: 200 }) }), { maxLength: 6, size: 'max' }),
    probes: fc.array(fc.integer({ min: 0, max: 220 }), { maxLength: 6, size: 'max' }),
  })
  .map(({ policy: chosen, grants, consumptions, intruders, probes }) => {
    const calls: LedgerCall[] = grants.map((grant, index) => ({
      call: 'addGrant',
      args: { id: `k${index}`, amount: grant.amount, start: grant.startOffset, end: 200 - grant.endOffset },
    }));
    let time = 190;
    consumptions.forEach((consumption, index) => {
      calls.push({ call: 'consume', args: { id: `d${index}`, amount: consumption.amount, timestamp: time } });
      time = Math.max(10, time - consumption.gap);
    });
    intruders.forEach(({ amount, time: at }, index) => {
      calls.push({ call: 'preview', args: { amount, timestamp: at } });
      calls.push({ call: 'consume', args: { id: `x${index}`, amount, timestamp: at } });
    });
    probes.forEach((t) => calls.push({ call: 'headroomAt', args: { t } }));
    return { policy: chosen, calls };
  });

/** Consumptions first (many wait under 'pending'), then grants arriving in the past. */
export const retroactiveGrantScenario: fc.Arbitrary<LedgerScenario> = fc
  .record({
    policy,
    early: fc.array(fc.record({ amount: fc.integer({ min: 1, max: 10 }), time: fc.integer({ min: 0, max: 40 }) }), { minLength: 3, maxLength: 25, size: 'max' }),
    grants: fc.array(fc.record({ amount: fc.integer({ min: 1, max: 25 }), start: fc.integer({ min: 0, max: 40 }), length: fc.integer({ min: 0, max: 40 }) }), { minLength: 1, maxLength: 12, size: 'max' }),
  })
  .map(({ policy: chosen, early, grants }) => {
    const calls: LedgerCall[] = [{ call: 'addGrant', args: { id: 'seed', amount: 15, start: 0, end: 40 } }];
    early.forEach(({ amount, time }, index) => calls.push({ call: 'consume', args: { id: `e${index}`, amount, timestamp: time } }));
    grants.forEach(({ amount, start, length }, index) => {
      calls.push({ call: 'addGrant', args: { id: `r${index}`, amount, start, end: start + length } });
      calls.push({ call: 'balanceAt', args: { t: start } });
    });
    return { policy: chosen, calls };
  });

/**
 * Dozens of small grants open together and drawn up, then grants in the past
 * large enough to spare many of them: the new credit is handed down through dozens of
 * holders at once, and dozens of grants rejoin the frontier together (pastGrant.ts).
 */
export const spreadingPastGrantScenario: fc.Arbitrary<LedgerScenario> = fc
  .record({
    policy,
    small: fc.array(fc.record({ amount: fc.integer({ min: 1, max: 2 }), start: fc.integer({ min: 0, max: 30 }), end: fc.integer({ min: 60, max: 90 }) }), { minLength: 30, maxLength: 60, size: 'max' }),
    consumptions: fc.array(fc.record({ amount: fc.integer({ min: 1, max: 3 }), time: fc.integer({ min: 0, max: 55 }) }), { minLength: 20, maxLength: 50, size: 'max' }),
    past: fc.array(
      fc.record({ amount: fc.integer({ min: 20, max: 80 }), start: fc.integer({ min: 0, max: 20 }), length: fc.integer({ min: 20, max: 90 }), late: fc.integer({ min: 0, max: 60 }) }),
      { minLength: 1, maxLength: 3, size: 'max' },
    ),
  })
  .map(({ policy: chosen, small, consumptions, past }) => {
    const calls: LedgerCall[] = small.map(({ amount, start, end }, index) => ({ call: 'addGrant', args: { id: `s${index}`, amount, start, end } }));
    [...consumptions].sort((a, b) => a.time - b.time).forEach(({ amount, time }, index) => {
      calls.push({ call: 'consume', args: { id: `c${index}`, amount, timestamp: time } });
    });
    past.forEach(({ amount, start, length, late }, index) => {
      calls.push({ call: 'addGrant', args: { id: `p${index}`, amount, start, end: start + length } });
      calls.push({ call: 'headroomAt', args: { t: late } });
      calls.push({ call: 'consume', args: { id: `late${index}`, amount: 1 + (amount % 7), timestamp: late } });
      calls.push({ call: 'balanceAt', args: { t: start + length } });
    });
    return { policy: chosen, calls };
  });
