/**
 * A usage log filled in after the fact, in miniature, for the tests of what stays undrawn
 * (implicit/schedule/undrawn.ts): grants of short windows start up to a quarter of one before
 * now, supply is about the demand, and most consumptions land at random times of the history,
 * so many are accepted undrawn and about a third are refused, with grants ending between them
 * and the present. Each test adds the reads it is about.
 */
import fc from 'fast-check';
import { fractionArbitrary, steppedScenario, type LedgerScenario } from './arbitraries';
import type { LedgerCall } from './callStep';

export interface FilledInStep<Read extends string> {
  kind: 'grant' | 'consume' | 'anywhere' | Read;
  amount: number;
  window: number;
  /** Where in the history so far it lands, how far before now a grant starts, or which earlier call a read names, 0..1. */
  at: number;
}

/**
 * `reads` join the steps (each as often as a grant), made calls by `readCall`. Unbiased:
 * fast-check's bias towards small values would put more of the steps early in the history,
 * before few undrawn ones.
 */
export function filledInAfterScenario<Read extends string>(
  reads: readonly Read[],
  readCall: (step: FilledInStep<Read> & { kind: Read }, index: number, now: number) => LedgerCall,
): fc.Arbitrary<LedgerScenario> {
  const step: fc.Arbitrary<FilledInStep<Read>> = fc.noBias(fc.record({
    kind: fc.constantFrom<FilledInStep<Read>['kind']>('grant', 'consume', 'anywhere', 'anywhere', 'anywhere', ...reads),
    amount: fc.integer({ min: 1, max: 9 }),
    window: fc.integer({ min: 4, max: 40 }),
    at: fractionArbitrary(),
  }));
  return steppedScenario(step, 2, (each, index, now) => {
    switch (each.kind) {
      case 'grant': {
        const start = Math.max(0, now - Math.floor((each.at * each.window) / 4));
        return { call: 'addGrant', args: { id: `g${index}`, amount: each.amount * 5, start, end: start + each.window } };
      }
      case 'consume':
        return { call: 'consume', args: { id: `c${index}`, amount: each.amount, timestamp: now } };
      case 'anywhere':
        return { call: 'consume', args: { id: `c${index}`, amount: each.amount, timestamp: Math.floor(each.at * now) } };
      default:
        return readCall(each as FilledInStep<Read> & { kind: Read }, index, now);
    }
  });
}
