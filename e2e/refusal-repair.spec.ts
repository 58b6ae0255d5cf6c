/**
 * Issue 13: every refusal explains itself where the person acted (under the Consumption
 * form) and in the Explanation panel, with a repair computed by the engine.
 */
import { expect, test } from '@playwright/test';
import { addConsumption, consumptionForm, explanation, loadPreset, logRow, seedExampleOneBeforeC2 } from './panelsHelpers';

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('after Consume, an insufficient refusal says what is missing and three ways to make it fit, next to the form', async ({ page }) => {
  await seedExampleOneBeforeC2(page);
  await addConsumption(page, { id: 'c2', amount: 60, timestamp: 11 });
  const note = consumptionForm(page).locator('.form-action-note');
  await expect(note).toContainText('c2 needs 60 at t=11; 50 are available (g2).', { timeout: 15_000 });
  await expect(note).toContainText('It would fit with 10 fewer, at t <= 10, or with a grant of 10 covering t=11.');
  // The same answer in the Explanation panel, for the last operation.
  await expect(explanation(page)).toContainText('Last operation: c2 was refused.');
  await expect(explanation(page)).toContainText('It would fit with 10 fewer, at t <= 10, or with a grant of 10 covering t=11.');
});

test('a would-break refusal names what it would break and a repair that avoids it', async ({ page }) => {
  await loadPreset(page, 'Seed example 2');
  await logRow(page, 'c_early · 30 at t=2').getByRole('button', { name: /c_early/ }).click();
  const panel = explanation(page);
  await expect(panel).toContainText('c_early needs 30 at t=2; 100 are available (g1), but taking 30 would leave c_late (80 at t=8) 10 short.', { timeout: 15_000 });
  await expect(panel).toContainText('It would fit without breaking anything with 10 fewer, or with a grant of 10 covering t=2.');
});

test('an older refusal is told against the ledger it met and against the ledger now', async ({ page }) => {
  await loadPreset(page, 'Seed example 1');
  await logRow(page, 'c2 · 60 at t=11').getByRole('button', { name: /c2/ }).click();
  const panel = explanation(page);
  await expect(panel).toContainText('Refused at arrival (#4)', { timeout: 15_000 });
  await expect(panel).toContainText('It would fit with 10 fewer, at t <= 10, or with a grant of 10 covering t=11.');
  // c3 took 40 of g2 since, so what to do now differs.
  await expect(panel).toContainText('Now, after #5');
  await expect(panel).toContainText('c2 needs 60 at t=11; 10 are available (g2).');
  await expect(panel).toContainText('It would fit with 50 fewer, or with a grant of 50 covering t=11.');
});

test('the suggested grant really lets the refused consumption through', async ({ page }) => {
  await seedExampleOneBeforeC2(page);
  await addConsumption(page, { id: 'c2', amount: 60, timestamp: 11 });
  await expect(consumptionForm(page)).toContainText('with a grant of 10 covering t=11', { timeout: 15_000 });
  const grantForm = page.getByRole('form', { name: 'Grant form' });
  await grantForm.getByLabel('Grant ID').fill('g3');
  await grantForm.getByLabel('Amount').fill('10');
  await grantForm.getByLabel('Start').fill('11');
  await grantForm.getByLabel('End').fill('11');
  await grantForm.getByRole('button', { name: 'Add grant' }).click();
  await addConsumption(page, { id: 'c2', amount: 60, timestamp: 11 });
  await expect(logRow(page, 'c2 · 60 at t=11').last()).toContainText('accepted', { timeout: 15_000 });
});

test('a consumption queued under the pending policy says why it waits and what would let it through', async ({ page }) => {
  await loadPreset(page, 'Pending resolution');
  await page.getByLabel('Go to step').fill('6');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await logRow(page, 'p3 · 20 at t=6').first().getByRole('button', { name: /p3/ }).click();
  const panel = explanation(page);
  await expect(panel).toContainText('p3 holds no credit: it waits in the pending queue.', { timeout: 15_000 });
  await expect(panel).toContainText('Queued as pending at arrival (#4)');
  await expect(panel).toContainText('Now, after #6');
  await expect(panel).toContainText('with a grant of 5 covering t=6');
});
