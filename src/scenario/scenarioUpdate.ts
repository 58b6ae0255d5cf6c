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

/** Which operations array each was made from by appending (see recordAppend). */
const appendedTo = new WeakMap<readonly Operation[], readonly Operation[]>();
/** How far back the lineage is followed before comparing operation by operation. */
const LINEAGE_STEPS_MAX = 8;

/**
 * Notes that `operations` is `base` with operations appended. The store knows it when it
 * makes each scenario, so whoever later asks "is this an append?" (the two workers' senders,
 * the forms' id suggestions) gets the answer without walking 20,000 operations.
 */
export function recordAppend(operations: readonly Operation[], base: readonly Operation[]): void {
  appendedTo.set(operations, base);
}

/** True when `operations` starts with the very objects of `prefix`. */
export function isPrefixOf(prefix: readonly Operation[], operations: readonly Operation[]): boolean {
  if (prefix.length > operations.length) return false;
  let ancestor: readonly Operation[] | undefined = operations;
  for (let step = 0; step <= LINEAGE_STEPS_MAX && ancestor !== undefined; step += 1) {
    if (ancestor === prefix) return true;
    ancestor = appendedTo.get(ancestor);
  }
  for (let index = 0; index < prefix.length; index += 1) if (prefix[index] !== operations[index]) return false;
  return true;
}

/**
 * `next` as an append to `held` when it only adds operations to it (none, when it is the
 * same: playback moving to another step re-sends the scenario, and sending it whole cost the
 * page's thread a 20,000-operation clone per step of a slider drag); a replace otherwise.
 */
export function updateFrom(held: Scenario | null, next: Scenario): ScenarioUpdate {
  const isAppend = held !== null && held.policy === next.policy && held.operations.length <= next.operations.length &&
    isPrefixOf(held.operations, next.operations);
  return isAppend ? { kind: 'append', operations: next.operations.slice(held.operations.length) } : { kind: 'replace', scenario: next };
}

/** The scenario a holder of `current` has after `update`. */
export function updatedScenario(current: Scenario | null, update: ScenarioUpdate): Scenario {
  if (update.kind === 'replace') return update.scenario;
  // Senders append only to a scenario they know the worker holds; anything else is a bug.
  if (current === null) throw new Error('an append needs a scenario to append to');
  return { ...current, operations: [...current.operations, ...update.operations] };
}
