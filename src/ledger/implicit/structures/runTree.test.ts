import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RunTree } from './runTree';

/** Cut back to a length, or append grants; then ask from a run for a grant. */
const change = fc.oneof(
  fc.record({ cutTo: fc.nat({ max: 60 }), syncs: fc.boolean() }),
  fc.record({ append: fc.array(fc.nat({ max: 11 }), { maxLength: 25, size: 'max' }), syncs: fc.boolean() }),
);

describe('RunTree', () => {
  it('finds the first run from a point whose grant comes after a grant, as a scan does, through cuts and appends, synced now and then', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 12, maxLength: 12, size: 'max' }), fc.array(change, { maxLength: 30, size: 'max' }), fc.array(fc.tuple(fc.nat({ max: 70 }), fc.nat({ max: 11 })), { maxLength: 10, size: 'max' }), (ends, changes, questions) => {
        // EDF order: end, then index (ties are common, as in a month's grants).
        const precedes = (a: number, b: number) => ends[a] < ends[b] || (ends[a] === ends[b] && a < b);
        const tree = new RunTree(precedes);
        const runs: number[] = [];
        for (const step of changes) {
          if ('cutTo' in step) {
            runs.length = Math.min(runs.length, step.cutTo);
            tree.cut(runs.length);
          } else {
            runs.push(...step.append);
          }
          if (!step.syncs) continue;
          tree.sync(runs);
          for (const [from, grant] of questions) {
            let expected = -1;
            for (let run = from; run < runs.length; run++) {
              if (precedes(grant, runs[run])) {
                expected = run;
                break;
              }
            }
            expect(tree.firstAfter(from, grant)).toBe(expected);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
