import { describe, expect, it, vi } from 'vitest';
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
});
