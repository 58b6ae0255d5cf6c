import { describe, expect, it } from 'vitest';
import { presetScenario } from '../scenario/presets';
import { createLedgerSession } from '../worker/ledgerSession';
import { createCreditLedger } from '../worker/engineFactory';
import { playbackArrivals } from './playbackArrivals';

describe('playbackArrivals', () => {
  const scenario = presetScenario('Seed example 2');
  const { outcomes } = createLedgerSession(createCreditLedger).compute({ update: { kind: 'replace', scenario }, step: null });
  const at = (step: number) => playbackArrivals({ operations: scenario.operations, step, outcomes, changes: null });

  it('names what the consumption refused at this step would have broken', () => {
    expect(scenario.operations[2]).toMatchObject({ id: 'c_early' });
    expect([...at(3).protectedIds]).toEqual(['c_late']);
  });

  it('protects nothing at a step whose arrival was accepted', () => {
    expect(at(2).protectedIds.size).toBe(0);
    expect(at(0).protectedIds.size).toBe(0);
  });
});
