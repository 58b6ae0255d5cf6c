/**
 * The app's side of liveness: the worker beats at least every 200 ms (heartbeat.ts), idle
 * or busy, so silence longer than `silenceLimitMs` means it is dead or hung, whatever the
 * scenario's size. One timer is armed for the moment the silence would reach the limit;
 * a message heard meanwhile only moves that moment, so beats cost no timer work.
 */

export interface WatchdogOptions {
  /** Silence longer than this, once the worker has been heard, means dead or hung. */
  silenceLimitMs: number;
  /** Patience before the first message: loading and compiling the worker script. */
  startupLimitMs: number;
  /** Called once, with how long the worker was silent. */
  onSilent(silentMs: number): void;
  now?: () => number;
}

export interface Watchdog {
  /** Any message from the worker is proof of life. */
  heard(): void;
  stop(): void;
}

/**
 * A check firing later than this after its time means the page itself was busy (a long
 * render, a big answer being read, a background tab's throttled timers). Beats that
 * arrived meanwhile are still queued behind the check, so it is not the time to judge.
 */
const PAGE_STALL_MS = 250;
/** After a stall, look again this soon: the queued messages are read first. */
const RECHECK_MS = 50;

export function startWatchdog({ silenceLimitMs, startupLimitMs, onSilent, now = () => performance.now() }: WatchdogOptions): Watchdog {
  let lastHeardMs = now();
  let limitMs = startupLimitMs;
  let checkDueMs = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function arm(delayMs: number): void {
    checkDueMs = now() + delayMs;
    timer = setTimeout(check, delayMs);
  }

  function check(): void {
    const checkedMs = now();
    if (checkedMs - checkDueMs > PAGE_STALL_MS) return arm(RECHECK_MS);
    const silentMs = checkedMs - lastHeardMs;
    if (silentMs > limitMs) return onSilent(silentMs);
    arm(limitMs - silentMs + 1);
  }

  arm(limitMs + 1);
  return {
    heard() {
      lastHeardMs = now();
      if (limitMs === silenceLimitMs) return;
      // The worker has started: from now on the shorter limit applies, so the check is re-armed.
      limitMs = silenceLimitMs;
      clearTimeout(timer);
      arm(limitMs + 1);
    },
    stop: () => clearTimeout(timer),
  };
}
