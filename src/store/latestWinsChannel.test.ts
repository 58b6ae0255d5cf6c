import { describe, expect, it } from 'vitest';
import { createLatestWinsChannel, type ChannelOptions } from './latestWinsChannel';

/** A channel whose questions the test answers by hand, in any order. */
function harness(options: Partial<ChannelOptions<number, string>> = {}) {
  const asked: { key: number; answer(text: string): void; fail(): void }[] = [];
  const landed: [string, number][] = [];
  const failedKeys: number[] = [];
  const channel = createLatestWinsChannel<number, string>({
    ask: (key) => new Promise((resolve, reject) => asked.push({ key, answer: resolve, fail: () => reject(new Error('crash')) })),
    land: (answer, key) => landed.push([answer, key]),
    failed: (key) => failedKeys.push(key),
    ...options,
  });
  const flush = () => new Promise((resolve) => setTimeout(resolve));
  return { channel, asked, landed, failedKeys, flush };
}

describe('a latest-wins channel', () => {
  it('asks at once when idle and lands the answer', async () => {
    const { channel, asked, landed, flush } = harness();
    channel.want(2);
    asked[0].answer('two');
    await flush();
    expect(landed).toEqual([['two', 2]]);
  });

  it('does not ask an unchanged question again', () => {
    const { channel, asked } = harness();
    channel.want(2);
    channel.want(2);
    expect(asked).toHaveLength(1);
  });

  it('keeps only the newest key waiting and asks it after the answer in flight', async () => {
    const { channel, asked, landed, flush } = harness();
    channel.want(2);
    channel.want(3);
    channel.want(4);
    expect(asked.map((question) => question.key)).toEqual([2]);
    asked[0].answer('two');
    await flush();
    expect(asked.map((question) => question.key)).toEqual([2, 4]);
    // A newer question was waiting, so the old answer would only flash by.
    expect(landed).toEqual([]);
    asked[1].answer('four');
    await flush();
    expect(landed).toEqual([['four', 4]]);
  });

  it('lands superseded answers when asked to, so a drag keeps moving', async () => {
    const { channel, asked, landed, flush } = harness({ landSuperseded: true });
    channel.want(2);
    channel.want(3);
    asked[0].answer('two');
    await flush();
    expect(landed).toEqual([['two', 2]]);
  });

  it('drops the waiting key when the question in flight is wanted again', async () => {
    const { channel, asked, flush } = harness();
    channel.want(2);
    channel.want(3);
    channel.want(2);
    asked[0].answer('two');
    await flush();
    expect(asked).toHaveLength(1);
  });

  it('drops answers of a session that was reset, and asks afresh', async () => {
    const { channel, asked, landed, flush } = harness();
    channel.want(2);
    channel.reset();
    channel.want(2);
    asked[0].answer('stale');
    asked[1].answer('fresh');
    await flush();
    expect(landed).toEqual([['fresh', 2]]);
  });

  it('reports a failed question and goes on with the waiting one', async () => {
    const { channel, asked, failedKeys, landed, flush } = harness();
    channel.want(2);
    channel.want(5);
    asked[0].fail();
    await flush();
    expect(failedKeys).toEqual([2]);
    asked[1].answer('five');
    await flush();
    expect(landed).toEqual([['five', 5]]);
  });
});
