/**
 * Helpers for the sharing specs: building a scenario through the forms as a person would,
 * reading the picture off the timeline's data attributes, and crafting mangled links.
 */
import { expect, type Page } from '@playwright/test';
import { deflateRawSync } from 'node:zlib';

type GrantFields = { id: string; amount: number; start: number; end: number };

/** Fills the grant form and presses Add grant, without waiting for the result; returns the form. */
export async function submitGrantForm(page: Page, grant: GrantFields) {
  const form = page.getByRole('form', { name: 'Grant form' });
  await form.getByLabel('Grant ID').fill(grant.id);
  await form.getByLabel('Amount').fill(String(grant.amount));
  await form.getByLabel('Start').fill(String(grant.start));
  await form.getByLabel('End').fill(String(grant.end));
  await form.getByRole('button', { name: 'Add grant' }).click();
  return form;
}

export async function addGrant(page: Page, grant: GrantFields): Promise<void> {
  await submitGrantForm(page, grant);
  await expect(page.locator(`[data-grant-id="${grant.id}"]`).first()).toBeVisible();
}

export async function addConsumption(page: Page, consumption: { id: string; amount: number; timestamp: number }): Promise<void> {
  const form = page.getByRole('form', { name: 'Consumption form' });
  await form.getByLabel('Event ID').fill(consumption.id);
  await form.getByLabel('Amount').fill(String(consumption.amount));
  await form.getByLabel('Timestamp').fill(String(consumption.timestamp));
  await form.getByRole('button', { name: 'Consume' }).click();
  await expect(page.locator(`[data-consumption-id="${consumption.id}"]`).first()).toBeVisible();
}

/** Every consumption marker as "id:status", sorted, so two pages can be compared. */
export async function markerStatuses(page: Page): Promise<string[]> {
  const pairs = await page
    .locator('[data-consumption-id]')
    .evaluateAll((marks) => marks.map((mark) => `${mark.getAttribute('data-consumption-id')}:${mark.getAttribute('data-status')}`));
  return [...new Set(pairs)].sort();
}

export async function grantIds(page: Page): Promise<string[]> {
  const ids = await page.locator('[data-grant-id]').evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-grant-id')));
  return [...new Set(ids)].sort() as string[];
}

/** Longer than the app's 400 ms wait after the last edit before it rewrites the hash. */
const HASH_SETTLE_MS = 700;

/**
 * Waits until the address bar carries a scenario and has stopped changing (the hash is
 * rewritten once edits settle, so an early read could still hold an earlier edit).
 */
export async function settledShareUrl(page: Page): Promise<string> {
  await expect(page).toHaveURL(/#s=\d+\.[A-Za-z0-9_-]+/);
  let previousUrl = '';
  await expect
    .poll(async () => {
      const before = previousUrl;
      await page.waitForTimeout(HASH_SETTLE_MS);
      previousUrl = page.url();
      return previousUrl === before;
    })
    .toBe(true);
  return page.url();
}

/** The app's alert about a link, file or autosave that could not be opened. */
export function shareAlert(page: Page) {
  return page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Dismiss' }) });
}

/** A version 2 link whose few kilobytes inflate to 64 MB of spaces. */
export function deflateBombHash(): string {
  const payload = deflateRawSync(Buffer.alloc(64 * 1024 * 1024, 32), { level: 9 }).toString('base64url');
  return `#s=2.${payload}`;
}
