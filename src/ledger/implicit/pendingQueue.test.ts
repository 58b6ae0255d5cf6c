import { describe, expect, it, vi } from 'vitest';
import type { ConsumptionInput } from '../types';
import { PendingQueue } from './pendingQueue';

const waiting = (id: string) => ({ id, amount: 5, timestamp: 1 });

describe('PendingQueue', () => {
  it('does not try a consumption again before more than it lacked has been granted', () => {
    const queue = new PendingQueue();
    queue.add(waiting('a'), 10, 100);
    const tryOne = vi.fn(() => 3);
    expect(queue.retry(109, tryOne)).toEqual([]);
    expect(tryOne).not.toHaveBeenCalled();
    queue.retry(110, tryOne);
    expect(tryOne).toHaveBeenCalledTimes(1);
    // Its floor is now 3 credits at 110 granted.
    queue.retry(112, tryOne);
    expect(tryOne).toHaveBeenCalledTimes(1);
  });

  it('accepts oldest first and keeps the rest in order', () => {
    const queue = new PendingQueue();
    for (const id of ['a', 'b', 'c']) queue.add(waiting(id), 1, 0);
    const tried: string[] = [];
    const resolved = queue.retry(1, (consumption) => {
      tried.push(consumption.id);
      return consumption.id === 'b' ? 0 : 2;
    });
    expect([tried, resolved, queue.waiting().map((each) => each.id)]).toEqual([['a', 'b', 'c'], ['b'], ['a', 'c']]);
    expect(queue.get('b')).toBeUndefined();
    expect(queue.get('a')?.amount).toBe(5);
  });

  it('does not try one whose amount exceeds the swept headroom, and reads the sweep in time order', () => {
    const queue = new PendingQueue();
    queue.add({ id: 'late', amount: 5, timestamp: 9 }, 1, 0);
    queue.add({ id: 'early', amount: 5, timestamp: 2 }, 1, 0);
    const asked: number[] = [];
    const headroom = (time: number) => {
      asked.push(time);
      return time === 2 ? 3 : 8;
    };
    const tryOne = vi.fn((_consumption: ConsumptionInput) => 0);
    expect(queue.retry(10, tryOne, headroom)).toEqual(['late']);
    expect(asked).toEqual([2, 9]);
    expect(tryOne.mock.calls.map(([consumption]) => consumption.id)).toEqual(['late']);
    // 'early' lacked 5 - 3 = 2 at 10 granted: not tried again before 2 more is granted.
    queue.retry(11, tryOne);
    expect(tryOne).toHaveBeenCalledTimes(1);
    queue.retry(12, tryOne);
    expect(tryOne).toHaveBeenCalledTimes(2);
  });
});
