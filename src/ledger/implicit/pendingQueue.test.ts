import { describe, expect, it, vi } from 'vitest';
import type { ConsumptionInput } from '../types';
import { PendingQueue, type RetryHooks } from './pendingQueue';

const waiting = (id: string, timestamp = 1, amount = 5): ConsumptionInput => ({ id, amount, timestamp });

/** Hooks with no bound on the headroom unless one is given (every block read). */
function hooks(tryOne: RetryHooks['tryOne'], headroomBoundOver: RetryHooks['headroomBoundOver'] = () => Number.POSITIVE_INFINITY): RetryHooks {
  return { tryOne, headroomBoundOver };
}

describe('PendingQueue', () => {
  it('does not try a consumption again before more than it lacked has been granted', () => {
    const queue = new PendingQueue();
    queue.add(waiting('a'), 10, 100);
    const tryOne = vi.fn(() => 3);
    expect(queue.retry(109, hooks(tryOne))).toEqual([]);
    expect(tryOne).not.toHaveBeenCalled();
    queue.retry(110, hooks(tryOne));
    expect(tryOne).toHaveBeenCalledTimes(1);
    // Its floor is now 3 credits at 110 granted.
    queue.retry(112, hooks(tryOne));
    expect(tryOne).toHaveBeenCalledTimes(1);
  });

  it('accepts oldest first and keeps the rest in order', () => {
    const queue = new PendingQueue();
    for (const id of ['a', 'b', 'c']) queue.add(waiting(id), 1, 0);
    const tried: string[] = [];
    const resolved = queue.retry(
      1,
      hooks((consumption) => {
        tried.push(consumption.id);
        return consumption.id === 'b' ? 0 : 2;
      }),
    );
    expect([tried, resolved, queue.waiting().map((each) => each.id)]).toEqual([['a', 'b', 'c'], ['b'], ['a', 'c']]);
    expect(queue.get('b')).toBeUndefined();
    expect(queue.get('a')?.amount).toBe(5);
  });

  it('tries in arrival order whatever the times, across blocks', () => {
    const queue = new PendingQueue(1);
    const times = [9, 2, 7, 2, 5, 1, 8];
    times.forEach((time, index) => queue.add(waiting(`c${index}`, time), 1, 0));
    const tried: string[] = [];
    const resolved = queue.retry(
      1,
      hooks((consumption) => {
        tried.push(consumption.id);
        return consumption.timestamp % 2 === 0 ? 0 : 1;
      }),
    );
    expect(tried).toEqual(times.map((_time, index) => `c${index}`));
    expect(resolved).toEqual(['c1', 'c3', 'c6']);
    expect(queue.waiting().map((each) => each.id)).toEqual(['c0', 'c2', 'c4', 'c5']);
    expect(queue.size).toBe(4);
  });

  it('skips a block whose least amount exceeds the bound over its times, and keeps the difference as a floor', () => {
    const queue = new PendingQueue(1);
    // Blocks of one or two: [1, 2] early and big, [8, 9] late and small.
    queue.add(waiting('early', 1, 50), 1, 0);
    queue.add(waiting('early too', 2, 60), 1, 0);
    queue.add(waiting('late', 8, 5), 1, 0);
    queue.add(waiting('late too', 9, 6), 1, 0);
    const asked: [number, number][] = [];
    const bound = (from: number, to: number) => {
      asked.push([from, to]);
      return to < 5 ? 40 : 5;
    };
    const tryOne = vi.fn((_consumption: ConsumptionInput) => 1);
    queue.retry(10, hooks(tryOne, bound));
    expect(tryOne.mock.calls.map(([consumption]) => consumption.id)).toEqual(['late']);
    expect(asked.every(([from, to]) => from <= to)).toBe(true);
    // 'late too' (6 > 5) now lacks 1 at 10 granted and 'late' 1 (its try); the skipped ones kept their floors.
    tryOne.mockClear();
    queue.retry(10, hooks(tryOne));
    expect(tryOne.mock.calls.map(([consumption]) => consumption.id)).toEqual(['early', 'early too']);
    tryOne.mockClear();
    queue.retry(11, hooks(tryOne));
    expect(tryOne.mock.calls.map(([consumption]) => consumption.id)).toEqual(['early', 'early too', 'late', 'late too']);
  });

  it('after an acceptance reads the bound again and turns away, untried, the ones above it', () => {
    const queue = new PendingQueue(2);
    // One block of four at times 1-4; the first takes the credit, leaving a bound of 3.
    [['a', 10], ['b', 5], ['c', 2], ['d', 4]].forEach(([id, amount], index) => queue.add(waiting(String(id), index + 1, Number(amount)), 1, 0));
    let accepted = 0;
    const bound = vi.fn(() => (accepted === 0 ? 20 : 3));
    const tryOne = vi.fn((consumption: ConsumptionInput) => {
      if (consumption.id !== 'a' && consumption.id !== 'c') return 1;
      accepted++;
      return 0;
    });
    expect(queue.retry(10, hooks(tryOne, bound))).toEqual(['a', 'c']);
    expect(tryOne.mock.calls.map(([consumption]) => consumption.id)).toEqual(['a', 'c']);
    // Once as the retry begins, then again after each acceptance.
    expect(bound).toHaveBeenCalledTimes(3);
    // 'b' lacks 5 - 3 = 2 and 'd' 4 - 3 = 1 at 10 granted: 'd' is tried at 11, 'b' only at 12.
    tryOne.mockClear();
    queue.retry(11, hooks(tryOne));
    expect(tryOne.mock.calls.map(([consumption]) => consumption.id)).toEqual(['d']);
    tryOne.mockClear();
    queue.retry(12, hooks(tryOne));
    expect(tryOne.mock.calls.map(([consumption]) => consumption.id)).toEqual(['b', 'd']);
  });
});
