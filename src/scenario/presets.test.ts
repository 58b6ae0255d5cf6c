import { describe, expect, it } from 'vitest';
import { replayOperations } from './replay';
import { createCreditLedger } from '../worker/engineFactory';
import { PRESET_NAMES, presetScenario } from './presets';

function outcomesOf(name: (typeof PRESET_NAMES)[number]) {
  const scenario = presetScenario(name);
  return replayOperations(createCreditLedger(scenario.policy), scenario.operations);
}

describe('presets', () => {
  it('offers the presets the UI contract names', () => {
    expect(PRESET_NAMES).toEqual(
      expect.arrayContaining(['Seed example 1', 'Seed example 2', 'Window boundaries', 'Identical windows', 'Cascade', 'Pending resolution', 'Month of usage (~500 operations)', '10,000 operations']),
    );
  });

  it('gives the answers of seed example 1', () => {
    expect(outcomesOf('Seed example 1').map((outcome) => (outcome.kind === 'consume' ? outcome.result : outcome.kind))).toEqual([
      'grant',
      'grant',
      { status: 'accepted' },
      { status: 'rejected', reason: 'insufficient', shortfall: 10 },
      { status: 'accepted' },
    ]);
  });

  it('gives the answers of seed example 2', () => {
    expect(outcomesOf('Seed example 2').map((outcome) => (outcome.kind === 'consume' ? outcome.result : outcome.kind))).toEqual([
      'grant',
      { status: 'accepted' },
      { status: 'rejected', reason: 'would-break', broken: ['c_late'] },
    ]);
  });

  it('replays every preset without an engine error', () => {
    for (const name of PRESET_NAMES.filter((preset) => preset !== '10,000 operations')) {
      expect(outcomesOf(name).filter((outcome) => outcome.kind === 'error')).toEqual([]);
    }
  });

  it('generates the month of usage with about 500 operations, some of them refused', () => {
    const outcomes = outcomesOf('Month of usage (~500 operations)');
    expect(outcomes).toHaveLength(500);
    expect(outcomes.some((outcome) => outcome.kind === 'consume' && outcome.result.status === 'rejected')).toBe(true);
    expect(outcomes.some((outcome) => outcome.kind === 'consume' && outcome.result.status === 'accepted')).toBe(true);
  });

  it('generates the stress preset with exactly 10,000 operations', () => {
    expect(presetScenario('10,000 operations').operations).toHaveLength(10_000);
  });

  it('generates the same scenario every time', () => {
    expect(presetScenario('Month of usage (~500 operations)')).toEqual(presetScenario('Month of usage (~500 operations)'));
  });

  it('returns a fresh copy that callers may change', () => {
    const first = presetScenario('Seed example 1');
    first.operations.pop();
    expect(presetScenario('Seed example 1').operations).toHaveLength(5);
  });
});
