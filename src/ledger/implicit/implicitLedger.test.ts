import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { LedgerScenario } from '../testing/arbitraries';
import { playSideBySide } from '../testing/differentialCheck';
import { implicitFactory } from '../testing/engines';
import { lateStreamScenario } from '../testing/streamScenario';
import { deepCascadeScenario, retroactiveGrantScenario } from '../fast/testing/fastArbitraries';

function agreesWithReference(scenarios: fc.Arbitrary<LedgerScenario>, numRuns: number): void {
  const parameters: fc.Parameters<[LedgerScenario]> = { numRuns };
  if (process.env.LEDGER_SEED) parameters.seed = Number(process.env.LEDGER_SEED);
  if (process.env.LEDGER_PATH) parameters.path = process.env.LEDGER_PATH;
  fc.assert(fc.property(scenarios, (scenario) => playSideBySide(implicitFactory, scenario)), parameters);
}

describe('the implicit engine agrees with the reference', () => {
  it('on streams where many consumptions and grants arrive late', () => agreesWithReference(lateStreamScenario, 150), 120_000);
  it('on deep cascades through grants that all overlap', () => agreesWithReference(deepCascadeScenario, 150), 120_000);
  it('when grants arrive in the past after the consumptions', () => agreesWithReference(retroactiveGrantScenario, 200), 120_000);
});
