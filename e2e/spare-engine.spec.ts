/**
 * A step back in a long scenario, once the worker has built its spare engine (a second
 * ledger two operations behind, src/worker/ledgerSession.ts), tells the same story and
 * shows the same ledger as the same step reached by a replay from the start.
 */
import { expect, test, type Page } from '@playwright/test';
import { narration, position } from './teachingHelpers';

const PRESET = '10,000 operations';
const STEP = 9_000;
/** Longer than the worker's wait for no request (SPARE_IDLE_MS) plus the spare's replay. */
const SPARE_READY_MS = 4_500;

async function openAtStep(page: Page, step: number): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByLabel('Scenario', { exact: true }).selectOption(PRESET);
  await expect(position(page)).toHaveText('step 10,000 of 10,000', { timeout: 30_000 });
  await page.getByLabel('Go to step').fill(String(step));
  await page.getByLabel('Go to step').press('Enter');
  await expect(position(page)).toHaveText(`step ${step.toLocaleString('en-US')} of 10,000`);
}

/** What the page shows of the step: its story and the totals above the timeline. */
async function shownStep(page: Page): Promise<{ story: string; totals: string }> {
  await expect(narration(page)).toContainText(`Step ${(STEP - 1).toLocaleString('en-US')}`);
  return { story: await narration(page).innerText(), totals: await page.locator('.summary-strip').innerText() };
}

test('a step back from the spare engine shows what a replay from the start shows', async ({ browser }) => {
  const replayed = await browser.newPage();
  await openAtStep(replayed, STEP - 1);
  const expected = await shownStep(replayed);

  const page = await browser.newPage();
  await openAtStep(page, STEP);
  await page.waitForTimeout(SPARE_READY_MS);
  await page.getByRole('button', { name: 'Previous step' }).click();
  await expect(position(page)).toHaveText(`step ${(STEP - 1).toLocaleString('en-US')} of 10,000`);
  expect(await shownStep(page)).toEqual(expected);
});
