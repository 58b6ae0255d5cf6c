import { describe, expect, it } from 'vitest';
import { ImplicitLedger } from '../../implicit';
import { implicitFactory, testSettingsFactory, type EngineFactory } from '../engines';
import { printCalls } from './calls';
import { divergencesOnSeeds, play, shrink } from './play';
import { scenarioOfSeed } from './shapes';

const ENGINES = [implicitFactory, testSettingsFactory];
/** Seeds played on every test run; `npm run fuzz` plays as many as it has time for. */
const SEEDS = 400;

describe('the independent fuzzer (npm run fuzz)', () => {
  it(`finds no divergence from the reference on seeds 1 to ${SEEDS}`, () => {
    expect(divergencesOnSeeds(1, SEEDS, ENGINES)).toEqual([]);
  }, 120_000);

  it('catches and shrinks an engine that answers one headroom wrong', () => {
    // Off by one at a grant's end when a consumption lies after it: a mistake a single wrong branch makes.
    const offByOne: EngineFactory = {
      name: 'off by one',
      create: (policy) => {
        const engine = new ImplicitLedger({ policy });
        const headroomAt = engine.headroomAt.bind(engine);
        engine.headroomAt = (t: number) => {
          const { grants, consumptions } = engine.snapshot();
          const atEnd = grants.some((grant) => grant.end === t) && consumptions.some((c) => c.timestamp > t);
          return headroomAt(t) + (atEnd ? 1 : 0);
        };
        return engine;
      },
    };
    let seed = 1;
    let found = play('reject', [], [offByOne]);
    for (; seed <= SEEDS && found.divergence === null; seed++) {
      const { scenario } = scenarioOfSeed(seed);
      found = play(scenario.policy, scenario.calls, [offByOne]);
    }
    expect(found.divergence?.call.op).toBe('headroomAt');
    const { scenario } = scenarioOfSeed(seed - 1);
    const shrunk = shrink(scenario.policy, scenario.calls, [offByOne], 20_000);
    expect(shrunk.length, printCalls(shrunk)).toBeLessThanOrEqual(4);
    expect(play(scenario.policy, shrunk, [offByOne]).divergence).not.toBeNull();
  }, 60_000);
});
