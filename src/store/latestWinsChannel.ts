/**
 * One kind of worker request, latest wins. The page can ask far faster than the worker
 * answers (a pointer moving, playback running, typing), so:
 * - at most one request of the kind is in flight;
 * - while it runs, only the newest wanted key waits behind it (older ones are replaced);
 * - an answer lands only if it belongs to the request in flight of the current session
 *   (`reset` starts a new session: answers still on their way are dropped).
 * Because requests of one kind never overlap, answers arrive in order and what is shown
 * lags what is wanted by at most one answer. No request numbers cross to the worker.
 */

export interface ChannelOptions<Key, Answer> {
  ask(key: Key): Promise<Answer>;
  land(answer: Answer, key: Key): void;
  /**
   * Land an answer even though a newer key waits. A drag wants this (the picture follows
   * the pointer); a compute does not (an old scenario's answer would only flash by).
   */
  landSuperseded?: boolean;
  /** Keys that are the same question; an unchanged question is not asked again. */
  same?(a: Key, b: Key): boolean;
  /** The request failed (the worker crashed); the client restarts it and reports that. */
  failed?(key: Key): void;
}

export interface LatestWinsChannel<Key> {
  want(key: Key): void;
  /** Forgets everything in flight and waiting; the next `want` is asked afresh. */
  reset(): void;
}

export function createLatestWinsChannel<Key, Answer>(options: ChannelOptions<Key, Answer>): LatestWinsChannel<Key> {
  const { ask, land, landSuperseded = false, same = Object.is, failed = () => undefined } = options;
  let session = 0;
  let inFlight: { key: Key } | null = null;
  let waiting: { key: Key } | null = null;
  let latest: { key: Key } | null = null;

  function settle(askedIn: number, key: Key, answered: { answer: Answer } | null): void {
    if (askedIn !== session) return;
    const next = waiting;
    inFlight = null;
    waiting = null;
    if (answered === null) failed(key);
    else if (next === null || landSuperseded) land(answered.answer, key);
    if (next !== null) send(next.key);
  }

  function send(key: Key): void {
    const askedIn = session;
    inFlight = { key };
    ask(key).then(
      (answer) => settle(askedIn, key, { answer }),
      () => settle(askedIn, key, null),
    );
  }

  return {
    want(key) {
      if (latest !== null && same(latest.key, key)) return;
      latest = { key };
      if (inFlight === null) send(key);
      // Back where the request in flight already asks: its answer will be current again.
      else waiting = same(inFlight.key, key) ? null : { key };
    },
    reset() {
      session += 1;
      inFlight = null;
      waiting = null;
      latest = null;
    },
  };
}
