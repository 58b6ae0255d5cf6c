/**
 * A scenario change as a worker that holds the previous scenario receives it: just the
 * operations appended (the common edit: a form submit, a drop), or the whole scenario.
 * Posting 20,000 operations to a worker costs the page's thread tens of milliseconds;
 * posting one costs nothing. The ledger worker and the codec worker both hold one.
 */
import type { Operation, Scenario } from './types';

export type ScenarioUpdate =
  | { kind: 'replace'; scenario: Scenario }
  | { kind: 'append'; operations: Operation[] };

/** `next` as an append to `held` when it only adds operations to it; a replace otherwise. */
export function updateFrom(held: Scenario | null, next: Scenario): ScenarioUpdate {
  const isAppend = held !== null && held.policy === next.policy && held.operations.length < next.operations.length &&
    held.operations.every((operation, index) => operation === next.operations[index]);
  return isAppend ? { kind: 'append', operations: next.operations.slice(held.operations.length) } : { kind: 'replace', scenario: next };
}

/** The scenario a holder of `current` has after `update`. */
export function updatedScenario(current: Scenario | null, update: ScenarioUpdate): Scenario {
  if (update.kind === 'replace') return update.scenario;
  // Senders append only to a scenario they know the worker holds; anything else is a bug.
  if (current === null) throw new Error('an append needs a scenario to append to');
  return { ...current, operations: [...current.operations, ...update.operations] };
}
