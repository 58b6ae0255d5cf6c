import { describe, expect, it } from 'vitest';
import { seedExample2Result } from '../timeline/testing/fixtures';
import { acceptedIds, splitByDirection } from './editDirections';

describe('splitByDirection', () => {
  it('counts a changed id accepted now as broken and a refused one as becoming accepted', () => {
    const accepted = acceptedIds(seedExample2Result.snapshot);
    expect(splitByDirection(['c_early', 'c_late'], accepted)).toEqual({ broken: ['c_late'], becomesAccepted: ['c_early'] });
  });

  it('keeps the order of the answer within each direction', () => {
    expect(splitByDirection(['b', 'a', 'c'], new Set(['c', 'b']))).toEqual({ broken: ['b', 'c'], becomesAccepted: ['a'] });
  });
});
