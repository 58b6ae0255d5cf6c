import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EntryList } from './entryList';

type Edit = { kind: 'insert'; at: number; amount: number } | { kind: 'remove'; at: number } | { kind: 'pop' };

const editArbitrary: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), amount: fc.nat(1_000) }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
  fc.constant({ kind: 'pop' as const }),
);

function contentsOf(list: EntryList): [number, number][] {
  return Array.from({ length: list.length }, (_, position) => [list.consumerAt(position), list.amountAt(position)]);
}

describe('EntryList', () => {
  it('holds the same entries as a plain array after any mix of insertions and removals', () => {
    fc.assert(
      fc.property(fc.array(editArbitrary, { maxLength: 300 }), (edits) => {
        const list = new EntryList();
        const model: [number, number][] = [];
        edits.forEach((edit, consumption) => {
          if (edit.kind === 'insert') {
            const at = edit.at % (model.length + 1);
            list.insertAt(at, consumption, edit.amount);
            model.splice(at, 0, [consumption, edit.amount]);
          } else if (model.length > 0 && edit.kind === 'remove') {
            const at = edit.at % model.length;
            list.removeAt(at);
            model.splice(at, 1);
          } else if (model.length > 0) {
            expect(list.pop()).toBe(model.pop()?.[1]);
          }
        });
        expect(contentsOf(list)).toEqual(model);
      }),
    );
  });

  it('keeps entries inserted at the front in order across many regrows', () => {
    const list = new EntryList();
    for (let consumption = 999; consumption >= 0; consumption--) list.insertAt(0, consumption, consumption * 2);
    expect(list.length).toBe(1_000);
    expect(list.consumerAt(0)).toBe(0);
    expect(list.lastConsumer()).toBe(999);
    expect(list.amountAt(500)).toBe(1_000);
  });
});
