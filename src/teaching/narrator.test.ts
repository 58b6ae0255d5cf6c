import { describe, expect, it } from 'vitest';
import { CreditLedger, type Policy } from '../ledger';
import type { Scenario } from '../scenario/types';
import { plainText } from '../text/phrase';
import { narrateScenarioStep } from './index';
import { createNarrator } from './narrator';
import { conformanceScenario } from './testing/conformanceScenario';

function countingFactory() {
  const calls = { count: 0 };
  const create = (policy: Policy) => {
    calls.count += 1;
    return new CreditLedger({ policy });
  };
  return { calls, create };
}

describe('createNarrator', () => {
  it('tells every step exactly as a fresh replay does', () => {
    const scenario = conformanceScenario('pending-fifo');
    const { create } = countingFactory();
    const narrator = createNarrator(create);
    for (const step of [0, 1, 2, 3, 5, 4, 6, 7, 7, 2]) {
      expect(narrator.narrate(scenario, step), `step ${step}`).toEqual(narrateScenarioStep(create, scenario, step));
    }
  });

  it('reuses the replayed ledger when playback moves forward', () => {
    const scenario = conformanceScenario('cascade');
    const { calls, create } = countingFactory();
    const narrator = createNarrator(create);
    for (let step = 1; step <= scenario.operations.length; step += 1) narrator.narrate(scenario, step);
    expect(calls.count).toBe(1);
  });

  it('replays from scratch when stepping back', () => {
    const scenario = conformanceScenario('cascade');
    const { calls, create } = countingFactory();
    const narrator = createNarrator(create);
    narrator.narrate(scenario, 5);
    narrator.narrate(scenario, 4);
    expect(calls.count).toBe(2);
  });

  it('replays from scratch when an earlier operation was edited', () => {
    const scenario = conformanceScenario('seed-example-2');
    const { calls, create } = countingFactory();
    const narrator = createNarrator(create);
    narrator.narrate(scenario, 2);
    const edited: Scenario = { ...scenario, operations: scenario.operations.map((op, i) => (i === 1 ? { ...op, amount: 90 } : op)) };
    expect(plainText(narrator.narrate(edited, 3).sentences[1])).toContain('short by 20');
    expect(calls.count).toBe(2);
  });
});
