import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextFreeId } from './nextFreeId';
import type { Operation } from './types';

function consumption(id: string): Operation {
  return { kind: 'consume', id, amount: 1, timestamp: 0 };
}

/** The definition: one past the highest number after the prefix among consumption ids. */
function highestPlusOne(operations: readonly Operation[]): string {
  const numbers = operations.filter((operation) => operation.kind === 'consume').map((operation) => /^c(\d+)$/.exec(operation.id)).filter((match) => match !== null);
  return `c${Math.max(0, ...numbers.map((match) => Number(match[1]))) + 1}`;
}

describe('nextFreeId', () => {
  it('suggests one past the highest number used, skipping grants and other shapes', () => {
    const operations: Operation[] = [consumption('c2'), consumption('c07'), consumption('x9'), { kind: 'grant', id: 'c50', amount: 1, start: 0, end: 1 }];
    expect(nextFreeId('c', 'consume', operations)).toBe('c8');
  });

  it('gives the same answer whether the scenario grew by appends or was edited in the middle', () => {
    const id = fc.oneof(fc.nat(30).map((n) => `c${n}`), fc.constantFrom('c', 'x1', 'c01'));
    const edit = fc.record({ append: fc.boolean(), id, at: fc.nat() });
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 40, size: 'max' }), (edits) => {
        let operations: Operation[] = [];
        for (const { append, id: nextId, at } of edits) {
          if (append || operations.length === 0) operations = [...operations, consumption(nextId)];
          else operations = operations.map((operation, index) => (index === at % operations.length ? consumption(nextId) : operation));
          expect(nextFreeId('c', 'consume', operations)).toBe(highestPlusOne(operations));
        }
      }),
    );
  });
});
