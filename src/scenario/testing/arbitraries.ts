/**
 * fast-check generators of valid scenarios for the codec and file tests. Ids are made unique
 * per kind by an index suffix, because an id reused with other parameters is invalid by design.
 */
import fc from 'fast-check';
import type { Operation, Scenario } from '../types';

const amountArbitrary = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
const timeArbitrary = fc.oneof(fc.nat({ max: 1_000 }), fc.maxSafeNat());
/** Any text, including quotes, `&`, `#` and astral characters, which links must carry intact. */
const idStemArbitrary = fc.string({ unit: 'grapheme', maxLength: 12 });

const grantArbitrary = fc
  .record({ stem: idStemArbitrary, amount: amountArbitrary, a: timeArbitrary, b: timeArbitrary })
  .map(({ stem, amount, a, b }) => ({ kind: 'grant' as const, stem, amount, start: Math.min(a, b), end: Math.max(a, b) }));

const consumeArbitrary = fc
  .record({ stem: idStemArbitrary, amount: amountArbitrary, timestamp: timeArbitrary })
  .map(({ stem, amount, timestamp }) => ({ kind: 'consume' as const, stem, amount, timestamp }));

export function scenarioArbitrary(maxOperations = 40): fc.Arbitrary<Scenario> {
  return fc
    .record({
      policy: fc.constantFrom('reject' as const, 'pending' as const),
      drafts: fc.array(fc.oneof(grantArbitrary, consumeArbitrary), { maxLength: maxOperations, size: 'max' }),
    })
    .map(({ policy, drafts }) => ({
      policy,
      operations: drafts.map(({ stem, ...fields }, index): Operation => ({ ...fields, id: `${stem}#${index}` })),
    }));
}
