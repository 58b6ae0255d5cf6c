/**
 * The scenario shapes the differential tests play on every engine against the reference,
 * each with its number of runs: `differential.test.ts` at these counts, and
 * `implicit/tinyLimits.test.ts` at a fraction of them with every cap and block size tiny.
 */
import type fc from 'fast-check';
import {
  cascadeScenario, crowdedTiesScenario, lateArrivalsScenario, longWindowsScenario, windowEdgesScenario,
  type LedgerScenario,
} from './arbitraries';
import { backdatedScenario, scarceCreditScenario, shuffledImportScenario, spareCreditScenario } from './backdatedScenario';
import { pooledScenario } from './pooledScenario';
import { sharedEndsScenario } from './sharedEndsScenario';
import { forwardStreamScenario } from './streamScenario';

export const differentialProperties: readonly [name: string, scenarios: fc.Arbitrary<LedgerScenario>, runs: number][] = [
  ['on crowded ties over a tiny time axis', crowdedTiesScenario, 1000],
  ['at window edges: start-1, start, end and end+1', windowEdgesScenario, 800],
  ['on long windows with huge amounts and overflowing totals', longWindowsScenario, 800],
  ['when consumptions arrive before their grants', lateArrivalsScenario, 600],
  ['on deep cascades along chains of overlapping grants', cascadeScenario, 400],
  ['on streams moving forward with queries at any time', forwardStreamScenario, 400],
  ['on pooled long grants with consumptions arriving newest first', pooledScenario, 800],
  ['on backdated grants with demand near supply and late consumptions', backdatedScenario, 500],
  ['on backdated grants with credit to spare, expiring unused', spareCreditScenario, 300],
  ['on backdated grants with demand above supply, refusals breaking others', scarceCreditScenario, 300],
  ['on backdated grants and consumptions arriving shuffled, with no reads (an import)', shuffledImportScenario, 400],
  ['on windows sharing a few ends, grants in the past, mostly pending', sharedEndsScenario, 600],
];
