/**
 * The mirror of what the worker derived from the scenario. Only the latest compute answer
 * is kept (see computeSync.ts); components read it and compute nothing heavy themselves.
 */
import type { StateCreator } from 'zustand';
import type { Scenario } from '../scenario/types';
import type { ComputeResult } from '../worker/protocol';
import type { LabState } from './types';

export interface DerivedSlice {
  derived: ComputeResult | null;
  /** The scenario `derived` was computed from; lags `scenario` while a compute runs. */
  derivedScenario: Scenario | null;
  computing: boolean;
  /** A message for the person using the app, e.g. after a worker restart. */
  workerError: string | null;
  dismissWorkerError(): void;
}

export const createDerivedSlice: StateCreator<LabState, [], [], DerivedSlice> = (set) => ({
  derived: null,
  derivedScenario: null,
  computing: false,
  workerError: null,
  dismissWorkerError: () => set({ workerError: null }),
});
