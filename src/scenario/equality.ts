/** Value equality of operations and scenarios: the same values, whatever the object identity. */
import type { Operation, Scenario } from './types';

export function sameOperation(a: Operation, b: Operation): boolean {
  if (a.kind === 'grant' && b.kind === 'grant') {
    return a.id === b.id && a.amount === b.amount && a.start === b.start && a.end === b.end;
  }
  if (a.kind === 'consume' && b.kind === 'consume') {
    return a.id === b.id && a.amount === b.amount && a.timestamp === b.timestamp;
  }
  return false;
}

export function sameScenario(a: Scenario, b: Scenario): boolean {
  return (
    a.policy === b.policy &&
    a.operations.length === b.operations.length &&
    a.operations.every((operation, index) => sameOperation(operation, b.operations[index]))
  );
}
