/**
 * The worker's side of liveness: a heartbeat posted every `intervalMs` while the worker is
 * idle, and from inside long synchronous work through `progress()`, which replay loops
 * call every few operations (`PROGRESS_EVERY`). A timer cannot fire while the worker computes, so without
 * `progress()` a slow compute of a big scenario would look exactly like a hung worker.
 * A beat from inside a revision's compute carries how far it has come (the page shows it
 * while a scenario of thousands of operations opens).
 */
import { HEARTBEAT, type HeartbeatMessage } from './protocol';

import type { Progress } from '../scenario/replay';

export { noProgress, type Progress } from '../scenario/replay';

/**
 * A sixth of the app's 1.2 s silence limit (client.ts): several beats can go missing to
 * scheduling noise before the worker is judged, and one beat costs one tiny message.
 */
export const BEAT_INTERVAL_MS = 200;

export interface Heartbeat {
  progress: Progress;
  stop(): void;
}

export interface HeartbeatOptions {
  intervalMs?: number;
  now?: () => number;
}

export function startHeartbeat(post: (message: HeartbeatMessage) => void, options: HeartbeatOptions = {}): Heartbeat {
  const { intervalMs = BEAT_INTERVAL_MS, now = () => performance.now() } = options;
  let lastBeatMs = now();
  const beat = (message: HeartbeatMessage = HEARTBEAT) => {
    lastBeatMs = now();
    post(message);
  };
  beat();
  const idleTimer = setInterval(() => beat(), intervalMs);
  return {
    progress(done) {
      if (now() - lastBeatMs >= intervalMs) beat(done === undefined ? HEARTBEAT : { ...HEARTBEAT, progress: done });
    },
    stop: () => clearInterval(idleTimer),
  };
}
