/**
 * The id a new operation is offered: one past the highest "c<n>" (or "g<n>") in use, the
 * same whether the form suggests it or a drag on the timeline adds the consumption.
 */
import { isPrefixOf } from './scenarioUpdate';
import type { Operation } from './types';

/**
 * The highest number used after `prefix` by operations of one kind, as last worked out for
 * one operations array. Both forms ask on every scenario change and again on submit; at
 * 20,000 operations a walk of the whole scenario is tens of milliseconds on the page's
 * thread, so an array that only appends to the last one asked about is scanned from there.
 */
interface HighestSeen {
  operations: readonly Operation[];
  highest: number;
}

const highestSeen = new Map<string, HighestSeen>();

function highestNumberUsed(prefix: string, kind: Operation['kind'], operations: readonly Operation[]): number {
  const key = `${kind}:${prefix}`;
  const seen = highestSeen.get(key);
  const extendsSeen = seen !== undefined && isPrefixOf(seen.operations, operations);
  let highest = extendsSeen ? seen.highest : 0;
  for (let index = extendsSeen ? seen.operations.length : 0; index < operations.length; index += 1) {
    const operation = operations[index];
    if (operation.kind === kind) highest = Math.max(highest, numberAfter(prefix, operation.id));
  }
  highestSeen.set(key, { operations, highest });
  return highest;
}

/** n where `id` is `prefix` followed by the digits of n, else -1 (a loop, not a RegExp: it runs on every id of a 20,000-operation scenario). */
function numberAfter(prefix: string, id: string): number {
  if (id.length <= prefix.length || !id.startsWith(prefix)) return -1;
  let value = 0;
  for (let index = prefix.length; index < id.length; index += 1) {
    const digit = id.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * The next unused id of the form `prefix + number` among operations of one kind ("g2",
 * "c3"): one past the highest number used. Any used `prefix + n` with n above it would have
 * raised the highest, so it is free.
 */
export function nextFreeId(prefix: string, kind: Operation['kind'], operations: readonly Operation[]): string {
  return `${prefix}${highestNumberUsed(prefix, kind, operations) + 1}`;
}
