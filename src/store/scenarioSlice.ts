/**
 * The scenario: the single source of truth. `editScenario` is the one path every change
 * takes (forms, log edits, policy, presets, drops, imports), so undo history and link
 * sync can wrap it in one place; the convenience actions below all go through it.
 */
import type { StateCreator } from 'zustand';
import type { Policy } from '../ledger/types';
import { OPERATIONS_PER_SCENARIO_MAX } from '../scenario/limits';
import { presetScenario, type PresetName } from '../scenario/presets';
import { recordAppend } from '../scenario/scenarioUpdate';
import type { Operation, Scenario } from '../scenario/types';
import { isolateId } from '../text/phrase';
import type { LabState } from './types';

export interface EditOptions {
  /**
   * The edit replaces the whole scenario (a preset, a file, a link): it starts a new saved
   * document, so the scenario it replaces stays saved as it was.
   */
  newDocument?: boolean;
}

export interface ScenarioSlice {
  scenario: Scenario;
  /** Describes the last edit ("Add grant g2"), for undo labels. */
  lastEditLabel: string;
  /** The preset the scenario came from; null once it has been edited by hand. */
  loadedPreset: PresetName | null;
  /** Applies an edit; false (and a message) when it would pass the operation limit. */
  editScenario(next: Scenario, label?: string, options?: EditOptions): boolean;
  addOperation(operation: Operation): boolean;
  removeOperation(index: number): void;
  replaceOperation(index: number, operation: Operation): void;
  setPolicy(policy: Policy): void;
  loadPreset(name: PresetName): void;
}

function freezeOperation(operation: Operation): Operation {
  return Object.isFrozen(operation) ? operation : Object.freeze({ ...operation });
}

/**
 * Scenarios are shared by reference between the store, history and the worker; freezing keeps them honest.
 * When `previous` is given and the new operations only append to its own, that is recorded
 * (recordAppend), so later questions of the kind need not compare operation by operation.
 */
export function freezeScenario(scenario: Scenario, previous: Scenario | null = null): Scenario {
  if (Object.isFrozen(scenario)) return scenario;
  // Unchanged operations keep their identity, so views can tell which rows an edit touched.
  const operations = Object.freeze(scenario.operations.map(freezeOperation)) as Operation[];
  const base = previous?.operations;
  if (base !== undefined && base.length < operations.length && base.every((operation, index) => operation === operations[index])) {
    recordAppend(operations, base);
  }
  return Object.freeze({ policy: scenario.policy, operations });
}

/** The edit's label shows in the Undo and Redo tooltips, plain strings: the id is isolated with FSI … PDI. */
function describe(operation: Operation): string {
  return `${operation.kind === 'grant' ? 'grant' : 'consumption'} ${isolateId(operation.id)}`;
}

export const EMPTY_SCENARIO: Scenario = freezeScenario({ policy: 'reject', operations: [] });

/** The message for an edit refused by the operation limit, shared with the forms. */
export const OPERATION_LIMIT_MESSAGE =
  `This scenario has reached the limit of ${OPERATIONS_PER_SCENARIO_MAX.toLocaleString('en-US')} operations, ` +
  'so nothing was added. Delete operations first, or start a new scenario.';

/** Only growth past the limit is refused: an edit that shrinks or keeps the size always goes through. */
function passesOperationLimit(current: Scenario, next: Scenario): boolean {
  return next.operations.length <= OPERATIONS_PER_SCENARIO_MAX || next.operations.length <= current.operations.length;
}

export const createScenarioSlice: StateCreator<LabState, [], [], ScenarioSlice> = (set, get) => ({
  scenario: EMPTY_SCENARIO,
  lastEditLabel: '',
  // The app opens on an empty scenario, which is exactly the "Empty" preset.
  loadedPreset: 'Empty',
  editScenario(next, label = 'Edit scenario', options = {}) {
    if (!passesOperationLimit(get().scenario, next)) {
      get().reportShareProblem({ message: OPERATION_LIMIT_MESSAGE, fromLink: false });
      return false;
    }
    // Any change of history makes an operation index held by an open editor meaningless.
    const change = { scenario: freezeScenario(next, get().scenario), lastEditLabel: label, loadedPreset: null, editingOperationIndex: null };
    const newDocument = { document: null, documentEpoch: get().documentEpoch + 1, documentOrigin: label };
    set(options.newDocument ? { ...change, ...newDocument } : change);
    return true;
  },
  addOperation(operation) {
    const { scenario } = get();
    return get().editScenario({ ...scenario, operations: [...scenario.operations, operation] }, `Add ${describe(operation)}`);
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
    get().editScenario(presetScenario(name), `Load ${name}`, { newDocument: true });
    set({ loadedPreset: name, visibleRange: null, selectedConsumptionId: null });
  },
});
