/**
 * A dead or hung ledger worker is noticed within 2 s even on a 20,000-operation scenario,
 * in real Chromium against the built app. The worker is killed from outside through
 * Playwright's handle on it, with no hook in the page: `self.close()` ends it silently, an
 * endless loop hangs it. The page must say so, start a new worker that answers, and keep
 * the scenario. Before that, the slow compute of the big scenario must not be mistaken
 * for a hang.
 */
import { expect, test, type Page, type Worker } from '@playwright/test';
import { scenarioToFileText } from '../src/scenario/fileIo';
import { deepCascadeScenario } from '../src/scenario/testing/deepCascadeScenario';
import { submitGrantForm } from './shareHelpers';

const DETECTION_LIMIT_MS = 2_000;
const RESTART_NOTICE = 'The ledger worker stopped responding and was restarted; your scenario is intact.';
// One short of the 20,000-operation limit, so the grant added after the restart still fits.
const bigScenario = deepCascadeScenario();
const scenarioFile = Buffer.from(scenarioToFileText({ ...bigScenario, operations: bigScenario.operations.slice(0, -1) }));
const OPERATIONS = bigScenario.operations.length - 1;

test.describe.configure({ timeout: 180_000 });

function restartNotice(page: Page) {
  return page.getByRole('alert').filter({ hasText: RESTART_NOTICE });
}

function logHeading(page: Page) {
  return page.getByRole('heading', { name: /Event log/ });
}

/** Imports the 20,000-operation file and waits until every shown row has its outcome. */
async function loadBigScenario(page: Page): Promise<void> {
  await page.goto('/');
  const startedMs = Date.now();
  await page.getByLabel('Import file').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: scenarioFile });
  await expect(logHeading(page)).toContainText(`${OPERATIONS.toLocaleString('en-US')} operations`, { timeout: 60_000 });
  await expect(page.locator('.log-row').first()).toBeVisible();
  await expect(page.locator('.log-row[data-status="computing"]')).toHaveCount(0, { timeout: 120_000 });
  await expect.poll(() => engineSettled(page), { timeout: 120_000 }).toBe(true);
  console.log(`liveness: ${OPERATIONS} operations imported and computed in ${Date.now() - startedMs} ms`);
  // The slow compute was not taken for a hang.
  await expect(restartNotice(page)).toHaveCount(0);
}

/** True once the engine's answer is for the current scenario and nothing is computing. */
async function engineSettled(page: Page): Promise<boolean> {
  return (await page.locator('main').getAttribute('aria-busy')) === 'false';
}

function ledgerWorker(page: Page): Worker {
  const worker = page.workers().find((candidate) => candidate.url().includes('ledger.worker'));
  if (worker === undefined) throw new Error('the ledger worker is not running');
  return worker;
}

/**
 * Resolves with the page's wall-clock time when the restart notice shows. A
 * MutationObserver sees the alert as soon as it is in the DOM, unlike polling.
 */
async function watchForNotice(page: Page): Promise<() => Promise<number>> {
  await page.evaluate((notice) => {
    const watch = window as unknown as { noticeShownAt: Promise<number> };
    watch.noticeShownAt = new Promise((resolve) => {
      const shown = () => [...document.querySelectorAll('[role="alert"]')].some((alert) => alert.textContent?.includes(notice));
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        resolve(performance.timeOrigin + performance.now());
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, RESTART_NOTICE);
  return () => page.evaluate(() => (window as unknown as { noticeShownAt: Promise<number> }).noticeShownAt);
}

/** A new worker answers: an edit computes, and the scenario kept every operation. */
async function expectWorkingAgain(page: Page): Promise<void> {
  await expect(logHeading(page)).toContainText(`${OPERATIONS.toLocaleString('en-US')} operations`);
  await expect(page.locator('.log-row[data-status="computing"]')).toHaveCount(0, { timeout: 60_000 });
  await submitGrantForm(page, { id: 'g_after_restart', amount: 50, start: 0, end: 10 });
  await expect(logHeading(page)).toContainText(`${(OPERATIONS + 1).toLocaleString('en-US')} operations`);
  const row = page.locator('.log-row').filter({ hasText: 'grant g_after_restart · 50 for t=0–10' });
  await expect(row).toHaveAttribute('data-status', 'grant', { timeout: 60_000 });
}

test('a silently closed worker is noticed within 2 s on a 20,000-operation scenario', async ({ page }) => {
  await loadBigScenario(page);
  const noticeShownAt = await watchForNotice(page);
  // The close runs once the worker is idle; it reports when that was.
  const killedAt = await ledgerWorker(page).evaluate(() => {
    self.close();
    return performance.timeOrigin + performance.now();
  });
  const detectedMs = (await noticeShownAt()) - killedAt;
  console.log(`liveness: closed worker noticed ${detectedMs.toFixed(0)} ms after the close`);
  expect(detectedMs).toBeLessThan(DETECTION_LIMIT_MS);
  await expectWorkingAgain(page);
});

test('a hung worker is noticed within 2 s on a 20,000-operation scenario', async ({ page }) => {
  await loadBigScenario(page);
  const noticeShownAt = await watchForNotice(page);
  // The loop announces its start on a BroadcastChannel, the one way out of a thread that is
  // about to stop answering; the page side is the spec's own listener, not the app's.
  await page.evaluate(() => {
    const channel = new BroadcastChannel('liveness-spec');
    (window as unknown as { hungAt: Promise<number> }).hungAt = new Promise((resolve) => {
      channel.onmessage = (event: MessageEvent<number>) => resolve(event.data);
    });
  });
  // Never awaited: the loop never ends, and the app terminates the worker under it.
  void ledgerWorker(page)
    .evaluate(() => {
      new BroadcastChannel('liveness-spec').postMessage(performance.timeOrigin + performance.now());
      for (;;);
    })
    .catch(() => undefined);
  const hungAt = await page.evaluate(() => (window as unknown as { hungAt: Promise<number> }).hungAt);
  const detectedMs = (await noticeShownAt()) - hungAt;
  console.log(`liveness: hung worker noticed ${detectedMs.toFixed(0)} ms after the hang began`);
  expect(detectedMs).toBeLessThan(DETECTION_LIMIT_MS);
  await expectWorkingAgain(page);
});
