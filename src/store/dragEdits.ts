/**
 * The operations a drag produces, as pure functions of the scenario: a new consumption
 * appended in arrival order, a consumption moved to another time, a grant with one edge
 * of its window moved. The store applies them; the worker previews them.
 */
import { nextFreeId } from '../scenario/nextFreeId';
import type { Operation, Scenario } from '../scenario/types';
import type { DragSubject, GrantEdge } from './dragTypes';

type ConsumeOperation = Extract<Operation, { kind: 'consume' }>;
type GrantOperation = Extract<Operation, { kind: 'grant' }>;

export function newConsumption(
  operations: readonly Operation[],
  amount: number,
  timestamp: number,
): ConsumeOperation {
  return { kind: 'consume', id: nextFreeId('c', 'consume', operations), amount, timestamp };
}

export function movedConsumption(operation: ConsumeOperation, timestamp: number): ConsumeOperation {
  return { ...operation, timestamp };
}

/**
 * The grant with one edge moved to `time`. An edge dragged past the other one stops
 * there (a window of one time unit), because a grant with start > end is invalid.
 */
export function resizedGrant(operation: GrantOperation, edge: GrantEdge, time: number): GrantOperation {
  if (edge === 'start') return { ...operation, start: Math.min(time, operation.end) };
  return { ...operation, end: Math.max(time, operation.start) };
}

/** The scenario with the operation at `index` replaced: what `previewEdit` replays. */
export function withOperationReplaced(scenario: Scenario, index: number, operation: Operation): Scenario {
  const operations = scenario.operations.map((op, i) => (i === index ? operation : op));
  return { ...scenario, operations };
}

/** How a drop changes the scenario: a new operation appended, or one replaced in place. */
export type DropEdit =
  | { kind: 'append'; operation: Operation }
  | { kind: 'replace'; index: number; operation: Operation };

/**
 * What dropping `subject` at `time` does to the scenario, or null when it changes nothing:
 * an operation dropped back where it was, or one that no longer sits at its index because
 * the scenario changed during the drag (an undo, say).
 */
export function dropEdit(scenario: Scenario, subject: DragSubject, time: number): DropEdit | null {
  if (subject.kind === 'new-consumption') {
    return { kind: 'append', operation: newConsumption(scenario.operations, subject.amount, time) };
  }
  const index = subject.operationIndex;
  const operation = scenario.operations[index];
  if (subject.kind === 'move-consumption') {
    if (operation?.kind !== 'consume' || operation.id !== subject.consumptionId) return null;
    if (operation.timestamp === time) return null;
    return { kind: 'replace', index, operation: movedConsumption(operation, time) };
  }
  if (operation?.kind !== 'grant' || operation.id !== subject.grantId) return null;
  const resized = resizedGrant(operation, subject.edge, time);
  if (resized.start === operation.start && resized.end === operation.end) return null;
  return { kind: 'replace', index, operation: resized };
}

/** The history `previewEdit` replays for an edit drag; null when the drop would change nothing. */
export function editedScenario(scenario: Scenario, subject: DragSubject, time: number): Scenario | null {
  const edit = dropEdit(scenario, subject, time);
  if (edit === null || edit.kind !== 'replace') return null;
  return withOperationReplaced(scenario, edit.index, edit.operation);
}
