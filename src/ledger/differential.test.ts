import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { LedgerScenario } from './testing/arbitraries';
import { playSideBySide, playWithoutExtraReads } from './testing/differentialCheck';
import { differentialProperties as properties } from './testing/differentialProperties';
import { engineFactories, referenceFactory, type EngineFactory } from './testing/engines';
import { propertyRuns } from './testing/propertyRuns';

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
