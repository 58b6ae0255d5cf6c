/**
 * The engine with every cap and block size of `limits.ts` tiny. At the sizes tests can
 * afford, the default caps are rarely reached: the fallbacks they hand over to (replays,
 * walks, whole mirror replays) and the block splits and chunk boundaries of the structures
 * run only in ledgers of thousands of calls. Here they run on almost every call, and the
 * answers must still be the reference's. (At stop 67 the same values were fuzzed for 60
 * minutes by hand-edited copies; this keeps them checked on every test run.)
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import * as limits from './limits';
import { playSideBySide, playWithoutExtraReads } from '../testing/differentialCheck';
import { differentialProperties } from '../testing/differentialProperties';
import { implicitFactory, testSettingsFactory } from '../testing/engines';
import { divergencesOnSeeds } from '../testing/fuzz/play';
import { checkOverHeadroomPreviews } from '../testing/overHeadroomPreviews';
import { scarceCreditScenario, spareCreditScenario } from '../testing/backdatedScenario';
import { cascadeScenario, crowdedTiesScenario, lateArrivalsScenario, windowEdgesScenario } from '../testing/arbitraries';
import { propertyRuns } from '../testing/propertyRuns';

vi.mock('./limits', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./limits')>()),
  ...(await import('../testing/tinyLimits')).TINY_LIMITS,
}));

const ENGINES = [implicitFactory, testSettingsFactory];
const FUZZ_SEEDS = 300;
/** A fraction of each differential property's runs: together about as long as the fuzzer's seeds. */
const RUNS_SHARE = 0.2;

describe('the engine with every cap and block size tiny', () => {
  it('runs with the tiny values (the mock is in place)', () => {
    expect(limits.WAITING_LIMIT).toBe(2);
    expect(limits.CONSUMPTION_CHUNK_BITS).toBe(2);
    expect(Object.entries(limits).filter(([, value]) => value > 8)).toEqual([]);
  });

  it(`finds no divergence from the reference on the fuzzer's seeds 1 to ${FUZZ_SEEDS}`, () => {
    expect(divergencesOnSeeds(1, FUZZ_SEEDS, ENGINES)).toEqual([]);
  }, 120_000);

  // Refusals' broken lists: where the balances' checks run out of runs and ends to read,
  // they must decline, never claim a list (the default suites never reach those budgets).
  it('lists what the reference lists for candidates over the headroom', () => {
    for (const scenarios of [spareCreditScenario, scarceCreditScenario, lateArrivalsScenario, crowdedTiesScenario, windowEdgesScenario, cascadeScenario]) {
      fc.assert(fc.property(scenarios, checkOverHeadroomPreviews), propertyRuns(100));
    }
  }, 120_000);

  for (const [name, scenarios, runs] of differentialProperties) {
    it(`agrees with the reference ${name}, read after every call and only where the scenario reads`, () => {
      const numRuns = Math.ceil(runs * RUNS_SHARE);
      for (const playOne of [playSideBySide, playWithoutExtraReads]) {
        fc.assert(fc.property(scenarios, (scenario) => playOne(implicitFactory, scenario)), propertyRuns(numRuns));
      }
    }, 120_000);
  }
});
