/**
 * Runs `callback` once the page is idle (`requestIdleCallback`), and after `waitMaxMs` at
 * the latest; where the browser has no `requestIdleCallback`, after `waitMaxMs`. For work
 * started after startup that must not compete with the first picture.
 */
export function whenPageIdle(callback: () => void, waitMaxMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => callback(), { timeout: waitMaxMs });
  else setTimeout(callback, waitMaxMs);
}
