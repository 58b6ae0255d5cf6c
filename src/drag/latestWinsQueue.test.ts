import { describe, expect, it } from 'vitest';
import { createQueue, requestKey, resetQueue, settle } from './latestWinsQueue';

describe('latest-wins preview queue', () => {
  it('sends the first request at once with the first sequence number', () => {
    const { send } = requestKey(createQueue<number>(), 2);
    expect(send).toEqual({ seq: 1, key: 2 });
  });

  it('asks nothing when the snapped position has not changed', () => {
    const first = requestKey(createQueue<number>(), 2);
    const again = requestKey(first.queue, 2);
    expect(again.send).toBeNull();
    expect(again.queue).toBe(first.queue);
  });

  it('keeps only the newest position waiting while a request is in flight', () => {
    let { queue } = requestKey(createQueue<number>(), 2);
    queue = requestKey(queue, 3).queue;
    queue = requestKey(queue, 4).queue;
    expect(queue.inFlight).toEqual({ seq: 1, key: 2 });
    expect(queue.waiting).toEqual({ key: 4 });
  });

  it('sends the waiting position as soon as the request in flight is answered', () => {
    let { queue } = requestKey(createQueue<number>(), 2);
    queue = requestKey(queue, 4).queue;
    const settled = settle(queue, 1);
    expect(settled.fresh).toBe(true);
    expect(settled.send).toEqual({ seq: 2, key: 4 });
    expect(settled.queue.waiting).toBeNull();
  });

  it('goes idle after answering when nothing waits', () => {
    const { queue } = requestKey(createQueue<number>(), 2);
    const settled = settle(queue, 1);
    expect(settled.send).toBeNull();
    expect(settled.queue.inFlight).toBeNull();
  });

  it('drops an answer whose sequence number is not the one in flight', () => {
    const { queue } = requestKey(createQueue<number>(), 2);
    const settled = settle(queue, 7);
    expect(settled.fresh).toBe(false);
    expect(settled.queue).toBe(queue);
  });

  it('treats an answer to a cancelled drag as stale', () => {
    const { queue } = requestKey(createQueue<number>(), 2);
    const afterCancel = resetQueue(queue);
    expect(settle(afterCancel, 1).fresh).toBe(false);
  });

  it('never reuses a sequence number after a reset', () => {
    const { queue } = requestKey(createQueue<number>(), 2);
    const { send } = requestKey(resetQueue(queue), 2);
    expect(send).toEqual({ seq: 2, key: 2 });
  });

  it('drops the waiting position when the pointer returns to the one in flight', () => {
    let { queue } = requestKey(createQueue<number>(), 2);
    queue = requestKey(queue, 3).queue;
    const back = requestKey(queue, 2);
    expect(back.send).toBeNull();
    expect(back.queue.waiting).toBeNull();
  });

  it('asks again for a position the pointer returned to after it was answered', () => {
    let { queue } = requestKey(createQueue<number>(), 2);
    queue = settle(queue, 1).queue;
    queue = requestKey(queue, 3).queue;
    const back = requestKey(queue, 2);
    expect(back.queue.waiting).toEqual({ key: 2 });
  });
});
