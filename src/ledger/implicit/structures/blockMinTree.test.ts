import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BlockMinTree } from './blockMinTree';

type Step =
  | { kind: 'set'; leaf: number; value: number }
  | { kind: 'add'; from: number; span: number; delta: number }
  | { kind: 'grow' }
  | { kind: 'drain' };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('set' as const), leaf: fc.nat(40), value: fc.integer({ min: -5, max: 5 }) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('add' as const), from: fc.nat(40), span: fc.nat(20), delta: fc.integer({ min: -3, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('grow' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drain' as const) }) },
);

/** The tree's answers against a plain array of leaf values, the additions applied in place. */
function expectSameAnswers(tree: BlockMinTree, leaves: number[]): void {
  for (let from = 0; from < leaves.length; from++) {
    for (let to = from; to < leaves.length; to++) expect(tree.leastIn(from, to)).toBe(Math.min(...leaves.slice(from, to + 1)));
    for (const limit of [-10, 0, 3, 10]) {
      const first = leaves.findIndex((value, leaf) => leaf >= from && value < limit);
      expect(tree.firstBelow(from, limit, leaves.length)).toBe(first);
    }
  }
}

describe('BlockMinTree', () => {
  it('agrees with an array on range additions, range minima and the first leaf below a value, across rebuilds', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        const tree = new BlockMinTree();
        // Per leaf: the value it was given, and the additions that reached it since.
        let given = [0];
        let added = [0];
        tree.rebuild(1, () => 0);
        for (const next of steps) {
          if (next.kind === 'set' && next.leaf < given.length) {
            tree.setLeaf(next.leaf, next.value);
            given[next.leaf] = next.value;
            expect(tree.additionsAbove(next.leaf)).toBe(added[next.leaf]);
          } else if (next.kind === 'add' && next.from < given.length) {
            const to = Math.min(given.length - 1, next.from + next.span);
            tree.addRange(next.from, to, next.delta);
            added = added.map((sum, leaf) => (leaf >= next.from && leaf <= to ? sum + next.delta : sum));
          } else if (next.kind === 'grow' || next.kind === 'drain') {
            // Each leaf gets back what reached it, to fold into its value as the blocks' bases do.
            const drained: number[] = [];
            tree.drainAdditions((leaf, sum) => (drained[leaf] = sum));
            expect(drained.slice(0, given.length)).toStrictEqual(added);
            given = given.map((value, leaf) => value + added[leaf]);
            if (next.kind === 'grow') given.push(0);
            added = given.map(() => 0);
            tree.rebuild(given.length, (leaf) => given[leaf]);
          }
          const leaves = given.map((value, leaf) => value + added[leaf]);
          expect(tree.leafRoom()).toBeGreaterThanOrEqual(leaves.length);
          expectSameAnswers(tree, leaves);
        }
      }),
      { numRuns: 150 },
    );
  });
});
