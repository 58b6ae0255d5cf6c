/**
 * Long grants added before any consumption, then consumptions arriving newest first,
 * mostly where every grant is open and sometimes where only some are, with late grants
 * and queries mixed in: the adversarial workload's shape, small enough for the reference.
 */
import fc from 'fast-check';
import type { Policy } from '../types';
import type { LedgerCall } from './callStep';
import type { LedgerScenario } from './arbitraries';

const grantArbitrary = fc.record({
  start: fc.integer({ min: 0, max: 10 }),
  end: fc.integer({ min: 90, max: 100 }),
  amount: fc.integer({ min: 1, max: 40 }),
});

const laterCallArbitrary = fc.record({
  kind: fc.constantFrom('consume', 'consume', 'consume', 'grant', 'headroomAt', 'balanceAt', 'preview'),
  time: fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 11, max: 89 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 110 }) }),
  amount: fc.integer({ min: 1, max: 15 }),
  windowLength: fc.integer({ min: 0, max: 100 }),
});

export const pooledScenario: fc.Arbitrary<LedgerScenario> = fc
  .record({
    policy: fc.constantFrom<Policy>('reject', 'pending'),
    grants: fc.array(grantArbitrary, { minLength: 2, maxLength: 12, size: 'max' }),
    later: fc.array(laterCallArbitrary, { maxLength: 40, size: 'max' }),
  })
  .map(({ policy, grants, later }) => {
    const calls: LedgerCall[] = grants.map((grant, index) => ({ call: 'addGrant', args: { id: `p${index}`, ...grant } }));
    // Newest first: each consumption lands before the ones already accepted.
    const times = later.map((step) => step.time).sort((a, b) => b - a);
    later.forEach((step, index) => {
      const time = times[index];
      if (step.kind === 'consume') calls.push({ call: 'consume', args: { id: `c${index}`, amount: step.amount, timestamp: time } });
      else if (step.kind === 'grant') calls.push({ call: 'addGrant', args: { id: `q${index}`, amount: step.amount * 3, start: time, end: time + step.windowLength } });
      else if (step.kind === 'preview') calls.push({ call: 'preview', args: { amount: step.amount, timestamp: time } });
      else calls.push({ call: step.kind, args: { t: time } });
    });
    return { policy, calls };
  });
