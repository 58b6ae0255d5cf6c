/**
 * The app end to end, in real Chromium against the built app: editing through the forms,
 * the seed examples' answers on screen, refused input, and surviving a worker crash.
 */
import { expect, test, type Page } from '@playwright/test';

function logRow(page: Page, text: string) {
  return page.getByRole('list', { name: 'Event log' }).getByRole('listitem').filter({ hasText: text });
}

function marker(page: Page, consumptionId: string) {
  return page.locator(`[data-consumption-id="${consumptionId}"][data-status]`).first();
}

async function fill(page: Page, formName: string, values: Record<string, string>) {
  const form = page.getByRole('form', { name: formName });
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  return form;
}

async function addGrant(page: Page, id: string, amount: number, start: number, end: number) {
  const form = await fill(page, 'Grant form', { 'Grant ID': id, Amount: String(amount), Start: String(start), End: String(end) });
  await form.getByRole('button', { name: 'Add grant' }).click();
}

async function consume(page: Page, id: string, amount: number, timestamp: number) {
  const form = await fill(page, 'Consumption form', { 'Event ID': id, Amount: String(amount), Timestamp: String(timestamp) });
  await form.getByRole('button', { name: 'Consume' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
});

test('adds grants and consumptions through the forms', async ({ page }) => {
  await addGrant(page, 'g1', 100, 0, 10);
  await consume(page, 'c1', 80, 6);
  await consume(page, 'c2', 30, 3);
  await expect(logRow(page, 'grant g1 · 100 for t=0–10')).toContainText('grant');
  await expect(logRow(page, 'c1 · 80 at t=6')).toContainText('accepted');
  await expect(logRow(page, 'c2 · 30 at t=3')).toContainText('rejected: would break c1');
  await expect(page.locator('[data-grant-id="g1"]').first()).toBeVisible();
  await expect(marker(page, 'c1')).toHaveAttribute('data-status', 'accepted');
  await expect(marker(page, 'c2')).toHaveAttribute('data-status', 'rejected');
});

test('suggests the next free id after an add', async ({ page }) => {
  await addGrant(page, 'g1', 100, 0, 10);
  await expect(page.getByRole('form', { name: 'Grant form' }).getByLabel('Grant ID')).toHaveValue('g2');
});

test('a first visit opens an example from the empty timeline in one click', async ({ page }) => {
  const examples = page.getByRole('region', { name: 'Timeline' }).getByRole('list', { name: 'Examples' });
  await examples.getByRole('button', { name: 'Seed example 1' }).click();
  await expect(page.getByLabel('Scenario')).toHaveValue('Seed example 1');
  await expect(logRow(page, 'c2 · 60 at t=11')).toContainText('rejected: insufficient (short 10)');
  await expect(page.locator('[data-grant-id="g1"]').first()).toBeVisible();
  await expect(examples).toHaveCount(0);
});

test('Seed example 1 shows the seed answers', async ({ page }) => {
  await page.getByLabel('Scenario').selectOption('Seed example 1');
  await expect(logRow(page, 'c1 · 80 at t=6')).toContainText('accepted');
  await expect(logRow(page, 'c2 · 60 at t=11')).toContainText('rejected: insufficient (short 10)');
  await expect(logRow(page, 'c3 · 40 at t=11')).toContainText('accepted');
  await expect(marker(page, 'c1')).toHaveAttribute('data-status', 'accepted');
  await expect(marker(page, 'c2')).toHaveAttribute('data-status', 'rejected');
  await expect(marker(page, 'c3')).toHaveAttribute('data-status', 'accepted');
  await logRow(page, 'c3 · 40 at t=11').getByRole('button', { name: /c3/ }).click();
  const explanation = page.getByRole('region', { name: 'Explanation' });
  await expect(explanation).toContainText('c3 took 40 credits at t=11');
  await expect(explanation.getByRole('row').filter({ hasText: 'g2' })).toContainText('40');
});

test('Seed example 2 shows the seed answers', async ({ page }) => {
  await page.getByLabel('Scenario').selectOption('Seed example 2');
  await expect(logRow(page, 'c_late · 80 at t=8')).toContainText('accepted');
  await expect(logRow(page, 'c_early · 30 at t=2')).toContainText('rejected: would break c_late');
  await expect(marker(page, 'c_late')).toHaveAttribute('data-status', 'accepted');
  await expect(marker(page, 'c_early')).toHaveAttribute('data-status', 'rejected');
  // The chart reads balance and headroom at the selected consumption's time.
  const readout = page.locator('.timeline-chart-readout');
  await logRow(page, 'c_late · 80 at t=8').getByRole('button', { name: /c_late/ }).click();
  await expect(readout).toHaveText('t=8: balance 20, headroom 20');
  await logRow(page, 'c_early · 30 at t=2').getByRole('button', { name: /c_early/ }).click();
  await expect(readout).toHaveText('t=2: balance 100, headroom 20');
});

test('the pending policy queues the refused consumption instead', async ({ page }) => {
  await page.getByLabel('Scenario').selectOption('Seed example 2');
  await page.getByLabel('Policy').selectOption('pending');
  await expect(logRow(page, 'c_early · 30 at t=2')).toContainText('pending: would break c_late');
  await expect(marker(page, 'c_early')).toHaveAttribute('data-status', 'pending');
});

test('Pending resolution shows which grant let each waiting consumption through', async ({ page }) => {
  await page.getByLabel('Scenario').selectOption('Pending resolution');
  await expect(logRow(page, 'p1 · 30 at t=5')).toContainText('resolved by grant topup');
  await expect(logRow(page, 'grant topup · 40')).toContainText('grant — resolved p1');
  await expect(logRow(page, 'grant more · 20')).toContainText('grant — resolved p3');
  await expect(marker(page, 'p1')).toHaveAttribute('data-status', 'accepted');
});

test('invalid input shows an alert next to the field and changes nothing', async ({ page }) => {
  await page.getByLabel('Scenario').selectOption('Seed example 2');
  await expect(logRow(page, 'c_early · 30 at t=2')).toContainText('rejected: would break c_late');
  const form = await fill(page, 'Grant form', { 'Grant ID': 'g9', Amount: '0', Start: '5', End: '1' });
  await form.getByRole('button', { name: 'Add grant' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Amount must be at least 1' })).toBeVisible();
  await expect(form.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
  await consume(page, 'c_late', 5, 1);
  const consumptionForm = page.getByRole('form', { name: 'Consumption form' });
  await expect(consumptionForm.getByRole('alert')).toContainText('already exists with different parameters');
  await expect(page.getByRole('list', { name: 'Event log' }).getByRole('listitem')).toHaveCount(3);
});

test('edits and deletes operations from the event log', async ({ page }) => {
  await page.getByLabel('Scenario').selectOption('Seed example 2');
  await logRow(page, 'c_late · 80 at t=8').getByRole('button', { name: 'Delete' }).click();
  await expect(logRow(page, 'c_early · 30 at t=2')).toContainText('accepted');
  await logRow(page, 'c_early · 30 at t=2').getByRole('button', { name: 'Edit' }).click();
  const form = await fill(page, 'Consumption form', { Amount: '120' });
  await form.getByRole('button', { name: 'Save consumption' }).click();
  await expect(logRow(page, 'c_early · 120 at t=2')).toContainText('rejected: insufficient (short 20)');
  await expect(page.getByRole('list', { name: 'Event log' }).getByRole('listitem')).toHaveCount(2);
});

test('survives a worker crash and keeps computing the right outcomes', async ({ page }) => {
  await page.getByLabel('Scenario').selectOption('Seed example 2');
  await expect(logRow(page, 'c_late · 80 at t=8')).toContainText('accepted');
  // Closing the worker's scope from outside kills it silently, as a fatal bug would.
  const ledgerWorker = page.workers().find((worker) => worker.url().includes('ledger.worker'));
  expect(ledgerWorker).toBeDefined();
  await ledgerWorker?.evaluate(() => self.close());
  await expect(page.getByRole('alert').filter({ hasText: 'The ledger worker stopped responding and was restarted' })).toBeVisible();
  // The headroom at t=2 is 20, so 21 credits there would break c_late.
  await consume(page, 'c_more', 21, 2);
  await expect(logRow(page, 'c_more · 21 at t=2')).toContainText('rejected: would break c_late');
  await addGrant(page, 'g2', 50, 0, 5);
  await consume(page, 'c_after', 40, 3);
  await expect(logRow(page, 'c_after · 40 at t=3')).toContainText('accepted');
  await expect(logRow(page, 'c_early · 30 at t=2')).toContainText('rejected: would break c_late');
});

test('a consumption selected in the log is selected on the timeline, and back', async ({ page }) => {
  await page.getByLabel('Scenario').selectOption('Seed example 2');
  await logRow(page, 'c_late · 80 at t=8').getByRole('button', { name: /c_late/ }).click();
  await expect(marker(page, 'c_late')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Explanation' })).toContainText('c_late took 80 credits at t=8');
  await marker(page, 'c_early').click();
  await expect(logRow(page, 'c_early · 30 at t=2').getByRole('button', { name: /c_early/ })).toHaveAttribute('aria-pressed', 'true');
});

test('loads the month of usage preset', async ({ page }) => {
  await page.getByLabel('Scenario').selectOption('Month of usage (~500 operations)');
  await expect(page.getByRole('heading', { name: /Event log/ })).toContainText('500 operations');
  await expect(page.getByRole('list', { name: 'Event log' }).getByRole('listitem').first()).not.toContainText('computing');
  await page.screenshot({ path: '/tmp/app-month.png' });
});

test('screenshot of seed example 2 at 1280x800', async ({ page }) => {
  await page.getByLabel('Scenario').selectOption('Seed example 2');
  await logRow(page, 'c_late · 80 at t=8').getByRole('button', { name: /c_late/ }).click();
  await expect(marker(page, 'c_early')).toHaveAttribute('data-status', 'rejected');
  await page.screenshot({ path: '/tmp/app.png' });
});
