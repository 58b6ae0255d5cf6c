import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  cascadeScenario, crowdedTiesScenario, lateArrivalsScenario, longWindowsScenario, windowEdgesScenario,
  type LedgerScenario,
} from './testing/arbitraries';
import { backdatedScenario, scarceCreditScenario, shuffledImportScenario, spareCreditScenario } from './testing/backdatedScenario';
import { playSideBySide, playWithoutExtraReads } from './testing/differentialCheck';
import { engineFactories, referenceFactory, type EngineFactory } from './testing/engines';
import { pooledScenario } from './testing/pooledScenario';
import { sharedEndsScenario } from './testing/sharedEndsScenario';
import { propertyRuns } from './testing/propertyRuns';
import { forwardStreamScenario } from './testing/streamScenario';

/**
 * Replays a failure: fast-check prints `seed` and `path`; run with
 * `LEDGER_SEED=<seed> LEDGER_PATH=<path> npx vitest run src/ledger/differential.test.ts`.
 * LEDGER_RUNS multiplies the number of scenarios for a longer hunt.
 */
function agreesWithReference(subject: EngineFactory, scenarios: fc.Arbitrary<LedgerScenario>, numRuns: number, play = playSideBySide): void {
  fc.assert(
    fc.property(scenarios, (scenario) => play(subject, scenario)),
    propertyRuns(numRuns),
  );
}

// Without a second engine the reference is checked against itself: that still proves
// the harness, determinism, preview-predicts-consume and refused-calls-change-nothing.
const otherEngines = engineFactories.filter((factory) => factory !== referenceFactory);
const subjects = otherEngines.length > 0 ? otherEngines : [referenceFactory];

/** Generous: the run count, not the clock, bounds each property, and CI machines are shared. */
const propertyTimeoutMs = 120_000;

const properties: [string, fc.Arbitrary<LedgerScenario>, number][] = [
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

for (const subject of subjects) {
  describe(`the ${subject.name} engine agrees with the reference`, () => {
    for (const [name, scenarios, numRuns] of properties) {
      it(name, () => agreesWithReference(subject, scenarios, numRuns), propertyTimeoutMs);
    }
  });
}

// Reads draw what the engine left undrawn, so only plays without extra reads keep many
// calls on that state (schedule/undrawn.ts).
for (const subject of otherEngines) {
  describe(`the ${subject.name} engine agrees with the reference, read only where the scenario reads`, () => {
    for (const [name, scenarios, numRuns] of properties) {
      it(name, () => agreesWithReference(subject, scenarios, Math.ceil(numRuns / 2), playWithoutExtraReads), propertyTimeoutMs);
    }
  });
}
