/**
 * The compact JSON carried inside links: `[policyCode, operations]` with one tuple per
 * operation, `["g", id, amount, start, end]` or `["c", id, amount, timestamp]`, and policy
 * codes "r" (reject) and "p" (pending). Field names are left out because links are short
 * only if every repeated byte is gone. Parsing only reshapes the tuples; the values are then
 * checked by `validateScenario`, so every source of scenarios shares one set of rules.
 */
import { OPERATIONS_PER_SCENARIO_MAX } from './limits';
import { operationCountError, operationLabel, validateScenario, type ScenarioResult } from './schema';
import type { Scenario } from './types';

type CompactOperation =
  | ['g', string, number, number, number]
  | ['c', string, number, number];

export type CompactScenario = ['r' | 'p', CompactOperation[]];

export function toCompactScenario(scenario: Scenario): CompactScenario {
  const operations = scenario.operations.map((operation): CompactOperation =>
    operation.kind === 'grant'
      ? ['g', operation.id, operation.amount, operation.start, operation.end]
      : ['c', operation.id, operation.amount, operation.timestamp],
  );
  return [scenario.policy === 'pending' ? 'p' : 'r', operations];
}

function policyFromCode(code: unknown): Scenario['policy'] | null {
  if (code === 'r') return 'reject';
  if (code === 'p') return 'pending';
  return null;
}

/** Reshapes one tuple into an operation whose values are still unchecked, or null. */
function expandOperation(tuple: unknown): Record<string, unknown> | null {
  if (Array.isArray(tuple) && tuple[0] === 'g' && tuple.length === 5) {
    const [, id, amount, start, end] = tuple;
    return { kind: 'grant', id, amount, start, end };
  }
  if (Array.isArray(tuple) && tuple[0] === 'c' && tuple.length === 4) {
    const [, id, amount, timestamp] = tuple;
    return { kind: 'consume', id, amount, timestamp };
  }
  return null;
}

export function parseCompactScenario(value: unknown): ScenarioResult {
  if (!Array.isArray(value) || value.length !== 2 || !Array.isArray(value[1])) {
    return { ok: false, error: 'scenario: must be [policy, operations]' };
  }
  const [policyCode, tuples] = value as [unknown, unknown[]];
  const policy = policyFromCode(policyCode);
  if (!policy) {
    return { ok: false, error: 'scenario: policy code must be "r" (reject) or "p" (pending)' };
  }
  // Counted before reshaping so an oversized list costs nothing more than its length.
  if (tuples.length > OPERATIONS_PER_SCENARIO_MAX) {
    return { ok: false, error: operationCountError(tuples.length) };
  }
  const operations: Record<string, unknown>[] = [];
  for (const [index, tuple] of tuples.entries()) {
    const operation = expandOperation(tuple);
    if (!operation) {
      return {
        ok: false,
        error: `${operationLabel(index)}: is not a grant ["g", id, amount, start, end] or a consumption ["c", id, amount, timestamp]`,
      };
    }
    operations.push(operation);
  }
  return validateScenario({ policy, operations });
}
