/**
 * The timeline in real Chromium against the built app, on Seed example 2 (g1: 100 credits
 * over t=0..10; c_late 80 at t=8 accepted, c_early 30 at t=2 refused because it would break
 * c_late): marks and their data attributes, zoom, selection.
 */
import { expect, test, type Page } from '@playwright/test';

function marker(page: Page, consumptionId: string) {
  return page.locator(`[data-consumption-id="${consumptionId}"]`);
}

function axisLabels(page: Page) {
  return page.locator('.timeline-header [data-axis="top"] .tick text').allTextContents();
}

async function loadPreset(page: Page, name: string): Promise<void> {
  await page.getByLabel('Scenario', { exact: true }).selectOption(name);
  await expect(page.locator('[data-grant-id]').first()).toBeVisible({ timeout: 15_000 });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await loadPreset(page, 'Seed example 2');
});

test('draws the grant bar and one marker per consumption with its status', async ({ page }) => {
  await expect(page.locator('[data-grant-id="g1"]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Timeline' }).getByText('g1 · 100', { exact: true })).toBeVisible();
  for (const [id, status] of [['c_late', 'accepted'], ['c_early', 'rejected']]) {
    await expect(marker(page, id)).toHaveCount(1);
    await expect(marker(page, id)).toHaveAttribute('data-status', status);
  }
});

test('spans the grant bar over its whole inclusive window', async ({ page }) => {
  const bar = await page.locator('[data-grant-id="g1"]').boundingBox();
  const early = await marker(page, 'c_early').locator('circle').last().boundingBox();
  const late = await marker(page, 'c_late').locator('circle').last().boundingBox();
  expect(bar && early && late).toBeTruthy();
  // Markers at t=2 and t=8 sit inside the bar, which covers t=0..10 (ten cells and a bit).
  const cell = (late!.x - early!.x) / 6;
  expect(bar!.width).toBeCloseTo(11 * cell, -1);
});

test('zoom buttons change the axis and Fit restores it', async ({ page }) => {
  const fitted = await axisLabels(page);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => axisLabels(page)).not.toEqual(fitted);
  const range = page.getByTestId('timeline-range');
  await expect(range).not.toHaveText('Showing t = 0 to 11');
  await page.getByRole('button', { name: 'Fit' }).click();
  await expect.poll(() => axisLabels(page)).toEqual(fitted);
});

test('zooms with the mouse wheel over the timeline', async ({ page }) => {
  const frame = page.locator('.timeline-frame');
  const before = await frame.getAttribute('data-range-to');
  const box = await frame.boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + 60);
  await page.mouse.wheel(0, -400);
  await expect.poll(() => frame.getAttribute('data-range-to')).not.toBe(before);
});

test('selecting a consumption links it to the grant it drew from, with the amount', async ({ page }) => {
  await marker(page, 'c_late').click();
  await expect(marker(page, 'c_late')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-link-grant-id="g1"]')).toHaveText('80 from g1');
  await expect(page.locator('.timeline-selection')).toContainText('drew 80 from g1');
});

test('the selection line leads to the explanation below the fold, without touching the address', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  const explanation = page.getByRole('region', { name: 'Explanation' });
  await marker(page, 'c_late').click();
  await expect(explanation).not.toBeInViewport();

  await page.getByRole('button', { name: 'Why? See the explanation ↓' }).click();

  await expect(explanation).toBeInViewport();
  await expect(explanation).toBeFocused();
  await expect(explanation).toContainText('c_late took 80 credits at t=8');
  // The hash holds the scenario (the app writes it there); a "#explanation" link would replace it.
  expect(new URL(page.url()).hash).not.toContain('explanation');
});

test('selects a consumption from the keyboard', async ({ page }) => {
  await marker(page, 'c_late').focus();
  await page.keyboard.press('Enter');
  await expect(marker(page, 'c_late')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-link-grant-id="g1"]')).toHaveText('80 from g1');
});

test('explains every mark in the legend, opened from its "?" button', async ({ page }) => {
  await page.getByRole('button', { name: 'How to read the timeline' }).click();
  const legend = page.getByRole('region', { name: 'Legend' });
  for (const phrase of ['Solid dot', 'Hollow circle', 'Dashed circle', 'Red', 'Filled part of a bar', 'headroom']) {
    await expect(legend).toContainText(phrase);
  }
});

test('invites the person to add a grant when the scenario is empty', async ({ page }) => {
  await page.getByLabel('Scenario', { exact: true }).selectOption('Empty');
  await expect(page.getByText('Add a grant to start.')).toBeVisible();
});
