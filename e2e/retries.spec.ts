/**
 * Issue 13: retries and pending resolutions read as what they are, statuses show their
 * current reason, and numbers are written one way everywhere.
 */
import { expect, test } from '@playwright/test';
import { addGrant, loadPreset, logRow } from './panelsHelpers';
import { submitGrantForm } from './shareHelpers';

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('an identical repeated grant reads as a retry that changed nothing', async ({ page }) => {
  await addGrant(page, { id: 'g1', amount: 8000, start: 0, end: 10 });
  await submitGrantForm(page, { id: 'g1', amount: 8000, start: 0, end: 10 });
  const rows = page.getByRole('list', { name: 'Event log' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('retry of #1: no change', { timeout: 15_000 });
  await expect(rows.nth(1)).toHaveAttribute('data-retry-of', '1');
  await expect(page.getByRole('form', { name: 'Grant form' })).toContainText('g1 arrived again with the same values: a retry of #1, so nothing changed.');
  await expect(page.getByRole('region', { name: 'Grants', exact: true }).getByRole('rowheader')).toHaveCount(1);
});

test('a waiting consumption that arrives again is one pending consumption with its first arrival number', async ({ page }) => {
  await loadPreset(page, 'Pending resolution');
  await page.getByLabel('Go to step').fill('6');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.locator('.playback-position')).toContainText('6');
  const p3Rows = logRow(page, 'p3 · 20 at t=6');
  // The first arrival shows why it waits now (5 short after topup and p1), not the 15 it met.
  await expect(p3Rows.nth(0)).toContainText('pending: insufficient (short 5)', { timeout: 15_000 });
  await expect(p3Rows.nth(1)).toContainText('retry of #4: no change (still pending)');
  await expect(page.locator('[data-consumption-id="p3"][data-arrival-number]').first()).toHaveAttribute('data-arrival-number', '4');
  await expect(page.getByRole('region', { name: 'Narration' })).toContainText('p3 arrives again unchanged');
});

test('numbers are written with thousands separators in the log, the grants table and the explanation', async ({ page }) => {
  await addGrant(page, { id: 'big', amount: 8000, start: 0, end: 1200 });
  await expect(logRow(page, 'grant big · 8,000 for t=0–1,200')).toBeVisible();
  const table = page.getByRole('region', { name: 'Grants', exact: true });
  await expect(table.getByRole('row').filter({ hasText: 'big' })).toContainText('8,000');
  const form = page.getByRole('form', { name: 'Consumption form' });
  await form.getByLabel('Event ID').fill('huge');
  await form.getByLabel('Amount').fill('9000');
  await form.getByLabel('Timestamp').fill('1100');
  await form.getByRole('button', { name: 'Consume' }).click();
  await expect(logRow(page, 'huge · 9,000 at t=1,100')).toContainText('rejected: insufficient (short 1,000)', { timeout: 15_000 });
  await expect(form).toContainText('huge needs 9,000 at t=1,100; 8,000 are available (big).');
});
