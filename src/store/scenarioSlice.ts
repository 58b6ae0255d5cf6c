/**
 * The scenario: the single source of truth. `editScenario` is the one path every change
 * takes (forms, log edits, policy, presets, drops, imports), so undo history and link
 * sync can wrap it in one place; the convenience actions below all go through it.
 */
import type { StateCreator } from 'zustand';
import type { Policy } from '../ledger/types';
import { presetScenario, type PresetName } from '../scenario/presets';
import type { Operation, Scenario } from '../scenario/types';
import type { LabState } from './types';

export interface ScenarioSlice {
  scenario: Scenario;
  /** Describes the last edit ("Add grant g2"), for undo labels. */
  lastEditLabel: string;
  /** The preset the scenario came from; null once it has been edited by hand. */
  loadedPreset: PresetName | null;
  editScenario(next: Scenario, label?: string): void;
  addOperation(operation: Operation): void;
  removeOperation(index: number): void;
  replaceOperation(index: number, operation: Operation): void;
  setPolicy(policy: Policy): void;
  loadPreset(name: PresetName): void;
}

function freezeOperation(operation: Operation): Operation {
  return Object.isFrozen(operation) ? operation : Object.freeze({ ...operation });
}

/** Scenarios are shared by reference between the store, history and the worker; freezing keeps them honest. */
export function freezeScenario(scenario: Scenario): Scenario {
  if (Object.isFrozen(scenario)) return scenario;
  return Object.freeze({
    policy: scenario.policy,
    // Unchanged operations keep their identity, so views can tell which rows an edit touched.
    operations: Object.freeze(scenario.operations.map(freezeOperation)) as Operation[],
  });
}

function describe(operation: Operation): string {
  return `${operation.kind === 'grant' ? 'grant' : 'consumption'} ${operation.id}`;
}

export const EMPTY_SCENARIO: Scenario = freezeScenario({ policy: 'reject', operations: [] });

export const createScenarioSlice: StateCreator<LabState, [], [], ScenarioSlice> = (set, get) => ({
  scenario: EMPTY_SCENARIO,
  lastEditLabel: '',
  // The app opens on an empty scenario, which is exactly the "Empty" preset.
  loadedPreset: 'Empty',
  editScenario(next, label = 'Edit scenario') {
    // Any change of history makes an operation index held by an open editor meaningless.
    set({ scenario: freezeScenario(next), lastEditLabel: label, loadedPreset: null, editingOperationIndex: null });
  },
  addOperation(operation) {
    const { scenario } = get();
    get().editScenario({ ...scenario, operations: [...scenario.operations, operation] }, `Add ${describe(operation)}`);
  },
  removeOperation(index) {
    const { scenario } = get();
    const removed = scenario.operations[index];
    if (removed === undefined) return;
    const operations = scenario.operations.filter((_, position) => position !== index);
    get().editScenario({ ...scenario, operations }, `Delete ${describe(removed)}`);
  },
  replaceOperation(index, operation) {
    const { scenario } = get();
    if (scenario.operations[index] === undefined) return;
    const operations = scenario.operations.map((existing, position) => (position === index ? operation : existing));
    get().editScenario({ ...scenario, operations }, `Edit ${describe(operation)}`);
  },
  setPolicy(policy) {
    const { scenario } = get();
    if (scenario.policy === policy) return;
    get().editScenario({ ...scenario, policy }, `Switch policy to ${policy}`);
  },
  loadPreset(name) {
    get().editScenario(presetScenario(name), `Load ${name}`);
    set({ loadedPreset: name, visibleRange: null, selectedConsumptionId: null });
  },
});
