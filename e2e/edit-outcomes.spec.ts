/**
 * Issue 13: an edit that changes other outcomes says so, next to the form and in the event
 * log's entries for that edit.
 */
import { expect, test } from '@playwright/test';
import { consumptionForm, loadPreset, logRow } from './panelsHelpers';

test.use({ viewport: { width: 1280, height: 900 } });

test('editing c2 from 60 to 50 in seed example 1 says c3 went from accepted to refused', async ({ page }) => {
  await page.goto('/');
  await loadPreset(page, 'Seed example 1');
  await expect(logRow(page, 'c3 · 40 at t=11')).toContainText('accepted');
  await logRow(page, 'c2 · 60 at t=11').getByRole('button', { name: 'Edit' }).click();
  const form = consumptionForm(page);
  await form.getByLabel('Amount', { exact: true }).fill('50');
  await form.getByRole('button', { name: 'Save consumption' }).click();

  const changes = form.getByRole('list', { name: 'Changed outcomes' });
  await expect(changes.getByRole('listitem')).toHaveText(['c2: refused → accepted', 'c3: accepted → refused'], { timeout: 15_000 });
  await expect(logRow(page, 'c2 · 50 at t=11')).toContainText('edit changed c2: refused → accepted; c3: accepted → refused');
  await expect(logRow(page, 'c3 · 40 at t=11')).toContainText('was accepted before the edit of #4');
  await expect(page.locator('[data-consumption-id="c3"][data-status]').first()).toHaveAttribute('data-status', 'rejected');
});

test('an edit that changes no outcome says that too, and the note goes with the next change', async ({ page }) => {
  await page.goto('/');
  await loadPreset(page, 'Seed example 1');
  await logRow(page, 'c1 · 80 at t=6').getByRole('button', { name: 'Edit' }).click();
  const form = consumptionForm(page);
  await form.getByLabel('Amount', { exact: true }).fill('70');
  await form.getByRole('button', { name: 'Save consumption' }).click();
  await expect(form.locator('.form-action-note')).toHaveText('Saved c1. No outcome changed.', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(form.locator('.form-action-note')).toBeEmpty();
});

test('deleting a grant from the log says which outcomes that changed, under the grant form', async ({ page }) => {
  await page.goto('/');
  await loadPreset(page, 'Seed example 1');
  await expect(logRow(page, 'c3 · 40 at t=11')).toContainText('accepted');
  await logRow(page, 'g2 · 50 for t=5–15').getByRole('button', { name: 'Delete' }).click();
  const note = page.getByRole('form', { name: 'Grant form' }).locator('.form-action-note');
  await expect(note).toContainText('Deleted g2. Outcomes this delete changed:', { timeout: 15_000 });
  await expect(note.getByRole('listitem')).toHaveText(['c3: accepted → refused']);
  await expect(logRow(page, 'c3 · 40 at t=11')).toContainText('was accepted before the delete of #2');
});
