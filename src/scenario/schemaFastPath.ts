/**
 * The scenario schema's verdict on the input it accepts, without zod. zod runs jitless
 * under the page's Content Security Policy (zodConfig.ts), and reading a 20,000-operation
 * file with it took about 120 ms of a cold worker, the largest part of an import before
 * the ledger starts. This check is a plain loop over the same rules.
 *
 * It may only say yes where `scenarioSchema` says yes, with the same output (fresh objects,
 * keys in the schema's order): anything it is not sure of returns null, and zod decides and
 * words the message. schemaFastPath.test.ts holds it to that on valid scenarios and on every
 * kind of malformed input.
 */
import { ID_LENGTH_MAX } from './limits';
import type { Operation, Scenario } from './types';

const SCENARIO_KEYS = ['policy', 'operations'];
const GRANT_KEYS = ['kind', 'id', 'amount', 'start', 'end'];
const CONSUME_KEYS = ['kind', 'id', 'amount', 'timestamp'];

/**
 * A plain object whose enumerable keys, inherited ones included (zod's strict objects
 * read them with `for...in` too), are exactly `keys`.
 */
function hasExactly(value: unknown, keys: readonly string[]): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return false;
  let count = 0;
  for (const key in value) {
    if (!keys.includes(key)) return false;
    count += 1;
  }
  return count === keys.length;
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 1 && value.length <= ID_LENGTH_MAX;
}

function isSafeIntegerFrom(value: unknown, minimum: number): value is number {
  return Number.isSafeInteger(value) && (value as number) >= minimum;
}

function wellFormedOperation(value: unknown): Operation | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind } = value as { kind?: unknown };
  if (kind === 'grant' && hasExactly(value, GRANT_KEYS)) {
    const { id, amount, start, end } = value;
    if (!isId(id) || !isSafeIntegerFrom(amount, 1) || !isSafeIntegerFrom(start, 0) || !isSafeIntegerFrom(end, 0)) return null;
    return { kind, id, amount, start, end };
  }
  if (kind === 'consume' && hasExactly(value, CONSUME_KEYS)) {
    const { id, amount, timestamp } = value;
    if (!isId(id) || !isSafeIntegerFrom(amount, 1) || !isSafeIntegerFrom(timestamp, 0)) return null;
    return { kind, id, amount, timestamp };
  }
  return null;
}

/** `scenarioSchema`'s output for `input` when it is sure the schema accepts it; else null. */
export function wellFormedScenario(input: unknown): Scenario | null {
  if (!hasExactly(input, SCENARIO_KEYS)) return null;
  const { policy, operations } = input;
  if ((policy !== 'reject' && policy !== 'pending') || !Array.isArray(operations)) return null;
  const checked: Operation[] = [];
  for (const value of operations as unknown[]) {
    const operation = wellFormedOperation(value);
    if (operation === null) return null;
    checked.push(operation);
  }
  return { policy, operations: checked };
}
