/**
 * Latest-wins scheduling of preview requests during a drag, as pure state transitions.
 *
 * The pointer moves far faster than the worker answers, so at most one request is in
 * flight and only the newest position waits behind it (older waiting positions are
 * simply replaced). An answer is fresh only if it belongs to the request in flight; any
 * other answer (from a cancelled drag, or an older sequence number) is stale and dropped.
 * Because requests never overlap, answers arrive in order and the picture lags the
 * pointer by at most one answer.
 */

export interface SentRequest<Key> {
  seq: number;
  key: Key;
}

export interface LatestWinsQueue<Key> {
  /** The sequence number the next request will carry; it only ever grows. */
  nextSeq: number;
  inFlight: SentRequest<Key> | null;
  /** The newest position, waiting for the request in flight to be answered. */
  waiting: { key: Key } | null;
  /** The last key asked for (sent or waiting), so an unchanged position asks nothing. */
  latestKey: { key: Key } | null;
}

export interface Transition<Key> {
  queue: LatestWinsQueue<Key>;
  /** A request to send now, or null. */
  send: SentRequest<Key> | null;
}

export function createQueue<Key>(firstSeq = 1): LatestWinsQueue<Key> {
  return { nextSeq: firstSeq, inFlight: null, waiting: null, latestKey: null };
}

/** Asks for `key`: sent at once when nothing is in flight, otherwise it waits (replacing any older wait). */
export function requestKey<Key>(queue: LatestWinsQueue<Key>, key: Key): Transition<Key> {
  if (queue.latestKey !== null && Object.is(queue.latestKey.key, key)) return { queue, send: null };
  if (queue.inFlight !== null && Object.is(queue.inFlight.key, key)) {
    // Back where the request in flight already asks: its answer will be current again.
    return { queue: { ...queue, waiting: null, latestKey: { key } }, send: null };
  }
  if (queue.inFlight !== null) {
    return { queue: { ...queue, waiting: { key }, latestKey: { key } }, send: null };
  }
  const send = { seq: queue.nextSeq, key };
  return { queue: { ...queue, nextSeq: send.seq + 1, inFlight: send, latestKey: { key } }, send };
}

export interface Settlement<Key> extends Transition<Key> {
  /** True when the answer belongs to the request in flight and may be shown. */
  fresh: boolean;
}

/** Records the answer to request `seq`; a waiting position is sent right after a fresh answer. */
export function settle<Key>(queue: LatestWinsQueue<Key>, seq: number): Settlement<Key> {
  if (queue.inFlight === null || queue.inFlight.seq !== seq) return { queue, send: null, fresh: false };
  if (queue.waiting === null) return { queue: { ...queue, inFlight: null }, send: null, fresh: true };
  const send = { seq: queue.nextSeq, key: queue.waiting.key };
  return { queue: { ...queue, nextSeq: send.seq + 1, inFlight: send, waiting: null }, send, fresh: true };
}

/** Forgets the current drag: answers still on their way become stale. */
export function resetQueue<Key>(queue: LatestWinsQueue<Key>): LatestWinsQueue<Key> {
  return createQueue<Key>(queue.nextSeq);
}
