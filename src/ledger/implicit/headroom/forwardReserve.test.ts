import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../testing/propertyRuns';
import { cascadeScenario, lateArrivalsScenario } from '../../testing/arbitraries';
import { backdatedScenario, scarceCreditScenario, spareCreditScenario } from '../../testing/backdatedScenario';
import { askingAfterEveryCall, playOnReserves } from '../../testing/reservePlay';
import { lateStreamScenario } from '../../testing/streamScenario';
import { forwardReserve, ForwardScratch } from './forwardReserve';
import { HeadroomReserve } from './reserve';

describe('the reserve read forward from a time', () => {
  it.each([
    ['the backdated shape', backdatedScenario],
    ['the backdated shape with credit to spare', spareCreditScenario],
    ['the backdated shape with scarce credit', scarceCreditScenario],
    ['late streams with credit left over', lateStreamScenario],
    ['deep cascades', cascadeScenario],
    ['late arrivals', lateArrivalsScenario],
  ])('is the mirror reserve at every question on %s', (_name, scenarios) => {
    const scratch = new ForwardScratch();
    fc.assert(
      fc.property(scenarios, (scenario) => {
        // Kept whole totals, never this walk: the mirror as it is defined.
        playOnReserves(askingAfterEveryCall(scenario), {
          reserves: (schedule) => [new HeadroomReserve(schedule, { readsForward: false })] as const,
          question(time, [mirror], schedule) {
            const reserve = mirror.reserveAt(time);
            expect(forwardReserve(schedule, time, scratch).reserve, `t=${time}`).toBe(reserve);
          },
        });
      }),
      propertyRuns(150),
    );
  }, 120_000);
});
