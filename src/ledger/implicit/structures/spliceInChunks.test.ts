import { describe, expect, it } from 'vitest';
import { spliceInto } from './spliceInChunks';

describe('spliceInto', () => {
  it('gives what one splice gives, across chunks', () => {
    const items = Array.from({ length: 20_000 }, (_, index) => -index);
    const expected = Array.from({ length: 100 }, (_, index) => index);
    const actual = [...expected];
    expected.splice(10, 30, ...items);
    spliceInto(actual, 10, 30, items);
    expect(actual).toEqual(expected);
  });

  it('takes more items than one spread into a call can', () => {
    const array = [1, 2, 3];
    spliceInto(array, 1, 1, new Array<number>(300_000).fill(7));
    expect([array.length, array[0], array[1], array[300_000], array[300_001]]).toEqual([300_002, 1, 7, 7, 3]);
  });
});
