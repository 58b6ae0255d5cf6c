/** Helpers for the panels specs (refusal repairs, edits, retries, grants table, layout). */
import type { Page } from '@playwright/test';
import { addConsumption, addGrant } from './shareHelpers';

export function logRow(page: Page, text: string) {
  return page.getByRole('list', { name: 'Event log' }).getByRole('listitem').filter({ hasText: text });
}

/** The event log's row of the operation at arrival index `index` (0-based). */
export const logRowAt = (page: Page, index: number) => page.locator(`.log-row[data-op-index="${index}"]`);

export const consumptionForm = (page: Page) => page.getByRole('form', { name: 'Consumption form' });
export const explanation = (page: Page) => page.getByRole('region', { name: 'Explanation' });
export const grantsPanel = (page: Page) => page.getByRole('region', { name: 'Grants', exact: true });

/** Seed example 1 typed in by hand up to (not including) c2, as a person would. */
export async function seedExampleOneBeforeC2(page: Page): Promise<void> {
  await addGrant(page, { id: 'g1', amount: 100, start: 0, end: 10 });
  await addGrant(page, { id: 'g2', amount: 50, start: 5, end: 15 });
  await addConsumption(page, { id: 'c1', amount: 80, timestamp: 6 });
}

export async function loadPreset(page: Page, name: string): Promise<void> {
  await page.getByLabel('Scenario').selectOption(name);
}

export { addConsumption, addGrant };
