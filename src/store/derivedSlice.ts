/**
 * The mirror of what the worker derived from the scenario, filled by ledgerSync.ts only:
 * the latest compute answer and the explanations of the selected consumption.
 * Components read it and compute nothing heavy themselves.
 */
import type { StateCreator } from 'zustand';
import type { DrawExplanation } from '../ledger/types';
import type { RefusalExplanation } from '../teaching/refusalRepair';
import type { ComputeProgress, OperationOutcome } from '../scenario/replay';
import type { Operation, Scenario } from '../scenario/types';
import type { ComputeResult } from '../worker/protocol';
import type { LabState } from './types';

export interface DerivedSlice {
  derived: ComputeResult | null;
  /** The scenario `derived` was computed from; lags `scenario` while a compute runs. */
  derivedScenario: Scenario | null;
  computing: boolean;
  /** How far the worker's compute has come, while `computing` and once it has said so. */
  computeProgress: ComputeProgress | null;
  /**
   * The outcomes of the newest revision the worker applied, with the operations they are
   * for. They arrive before the rest of its answer (`derived`), so the event log shows an
   * edit's outcome at once.
   */
  latestOutcomes: { operations: readonly Operation[]; outcomes: readonly OperationOutcome[] } | null;
  /** The EDF queue of a consumption (null when it is not accepted), for the Explanation panel. */
  drawExplanation: { consumptionId: string; explanation: DrawExplanation | null } | null;
  /** Why the selected consumption's latest refused attempt (arrival `index`) does not fit, and the repair. */
  refusalExplanation: { consumptionId: string; index: number; explanation: RefusalExplanation } | null;
  /** A message for the person using the app, e.g. after a worker restart. */
  workerError: string | null;
  dismissWorkerError(): void;
}

export const createDerivedSlice: StateCreator<LabState, [], [], DerivedSlice> = (set) => ({
  derived: null,
  derivedScenario: null,
  computing: false,
  computeProgress: null,
  latestOutcomes: null,
  drawExplanation: null,
  refusalExplanation: null,
  workerError: null,
  dismissWorkerError: () => set({ workerError: null }),
});

/**
 * Operations of the scenario being computed over an empty lab's answer (an import into
 * an empty lab, which takes seconds at 20,000 operations), else 0: the narration then
 * says it is preparing rather than that the lab is empty.
 */
export function selectOperationsComputedIntoEmpty(state: LabState): number {
  if (!state.computing || (state.derivedScenario?.operations.length ?? 0) > 0) return 0;
  return state.scenario.operations.length;
}

/**
 * The outcomes the event log shows, with the operations they were computed for: the newest
 * apply's (they come first), else the last answer's. An outcome belongs to an arrival only
 * where these operations hold that very operation.
 */
export function selectShownOutcomes(state: LabState): { operations?: readonly Operation[]; outcomes?: readonly OperationOutcome[] } {
  return state.latestOutcomes ?? { operations: state.derivedScenario?.operations, outcomes: state.derived?.outcomes };
}
