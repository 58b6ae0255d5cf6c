import { useEffect, useState } from 'react';

/** Shown by then even on a page that never goes idle (a long playback, a busy drag). */
const IDLE_WAIT_MAX_MS = 1000;

/**
 * `value` once the page has been idle since it changed (requestIdleCallback): for a panel
 * beside the timeline whose new answer should be drawn after the timeline's picture of it,
 * not before. At 20,000 operations the grants table's render of a new answer, committed
 * and laid out before the timeline's, put about 100 ms in front of the picture a person
 * waits for. Where there is no idle callback (jsdom), `value` at once.
 */
export function useIdleValue<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const waits = typeof requestIdleCallback === 'function';
  useEffect(() => {
    if (!waits) return;
    const handle = requestIdleCallback(() => setShown(() => value), { timeout: IDLE_WAIT_MAX_MS });
    return () => cancelIdleCallback(handle);
  }, [value, waits]);
  return waits ? shown : value;
}
