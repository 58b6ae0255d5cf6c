/**
 * Teaching mode's public entry: the narration of step k of a scenario, from engine data.
 */
import type { Scenario } from '../scenario/types';
import type { EngineFactory } from '../scenario/replay';
import { collectArrivalRecord } from './facts';
import { narrateStep } from './narrate';
import type { Narration } from './types';

/** Narrates the operation with arrival number `step` (1-based; 0 narrates the empty start). */
export function narrateScenarioStep(createEngine: EngineFactory, scenario: Scenario, step: number): Narration {
  const { facts, changes } = collectArrivalRecord(createEngine, scenario, step);
  return { ...narrateStep(facts), changes };
}
