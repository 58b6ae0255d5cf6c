/**
 * The fuzzer with every cap and block size of `limits.ts` tiny, for as long as it is given:
 * `npm run fuzz -- <seconds> <first seed> --tiny` runs this file with FUZZ_SECONDS and
 * FUZZ_FIRST_SEED set. Skipped in `npm test`, which plays seeds 1-300 so in tinyLimits.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import * as limits from './limits';
import { implicitFactory, testSettingsFactory } from '../testing/engines';
import { fuzzFor } from '../testing/fuzz/run';

vi.mock('./limits', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./limits')>()),
  ...(await import('../testing/tinyLimits')).TINY_LIMITS,
}));

const seconds = Number(process.env.FUZZ_SECONDS ?? 0);
const firstSeed = Number(process.env.FUZZ_FIRST_SEED ?? 1);
/** Past the fuzzing time: a divergence found at its end is shrunk for up to five minutes. */
const SHRINK_MARGIN_MS = 360_000;

describe.skipIf(seconds <= 0)('the fuzzer with every cap and block size tiny', () => {
  it(`finds no divergence from the reference in ${seconds} s from seed ${firstSeed}`, () => {
    expect(Object.entries(limits).filter(([, value]) => value > 8)).toEqual([]);
    expect(fuzzFor(seconds, firstSeed, [implicitFactory, testSettingsFactory])).toBe(0);
  }, seconds * 1000 + SHRINK_MARGIN_MS);
});
