import { describe, expect, it } from 'vitest';
import { ConsumptionTable } from './consumptionTable';

describe('ConsumptionTable', () => {
  it('gives back every consumption by tag and by id across chunk boundaries', () => {
    const table = new ConsumptionTable();
    const count = 40_000; // more than two chunks of 16,384
    for (let tag = 0; tag < count; tag++) {
      expect(table.tagOf(`c${tag}`)).toBeUndefined();
      expect(table.add(`c${tag}`, tag * 3 + 1, 1e9 - tag)).toBe(tag);
    }
    expect(table.count).toBe(count);
    for (const tag of [0, 16_383, 16_384, 32_767, 32_768, count - 1]) {
      expect(table.idOf(tag)).toBe(`c${tag}`);
      expect(table.amountOf(tag)).toBe(tag * 3 + 1);
      expect(table.timeOf(tag)).toBe(1e9 - tag);
      expect(table.tagOf(`c${tag}`)).toBe(tag);
    }
    expect(table.ids()).toEqual(Array.from({ length: count }, (_, tag) => `c${tag}`));
    expect(table.tagOf(`c${count}`)).toBeUndefined();
  });
});
