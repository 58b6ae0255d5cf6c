/**
 * The timeline at realistic sizes: grants packed into shared lanes with their names in the
 * bars, an overview strip whose brush follows and drives the visible range, and counts of
 * what is out of view at the plot's edges, on the "Month of usage" and "10,000 operations"
 * presets.
 */
import { expect, test, type Page } from '@playwright/test';
import { loadScenario } from './dragHelpers';
import { importScenario } from './scenarioFiles';
import { scenarioToFileText } from '../src/scenario/fileIo';
import type { Operation } from '../src/scenario/types';

const MONTH = 'Month of usage (~500 operations)';
const TEN_THOUSAND = '10,000 operations';

async function open(page: Page, preset: string, width = 1440): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  await loadScenario(page, preset);
}

function frame(page: Page) {
  return page.locator('.timeline-frame');
}

async function visibleSpan(page: Page): Promise<number> {
  const from = Number(await frame(page).getAttribute('data-range-from'));
  const to = Number(await frame(page).getAttribute('data-range-to'));
  return to - from;
}

function brushWindow(page: Page) {
  return page.locator('[data-overview] .timeline-overview-brush .selection');
}

test.describe.configure({ timeout: 120_000 });

test("packs the 10,000-operation preset's 600 grants into a few lanes, named inside their bars", async ({ page }) => {
  await open(page, TEN_THOUSAND);
  expect(await page.locator('.timeline-grants [data-lane]').count()).toBeLessThanOrEqual(15);
  await expect(page.locator('.timeline-header')).toContainText(/Grants \(600 in \d+ lanes\)/);
  const label = page.locator('.timeline-bar-label', { hasText: /^month-1( ·|$)/ });
  await expect(label).toBeVisible();
  const labelBox = await label.boundingBox();
  const barBox = await page.locator('rect[data-grant-id="month-1"]').boundingBox();
  // The name sits inside its own bar.
  expect(labelBox!.x).toBeGreaterThanOrEqual(barBox!.x);
  expect(labelBox!.x + labelBox!.width).toBeLessThanOrEqual(barBox!.x + barBox!.width);
});

test('a bar too short for its name says it on hover, and shows it once zoomed in', async ({ page }) => {
  await open(page, MONTH);
  const promo = page.locator('rect[data-grant-id="promo-1"]');
  await expect(promo.locator('title')).toHaveText(/^Grant promo-1: [\d,]+ credits usable from t=\d+ to t=\d+/);
  await expect(page.locator('.timeline-bar-label', { hasText: /^promo-1( ·|$)/ })).toHaveCount(0);
  // Zoom in around promo-1 until its bar is wide enough for its name.
  for (let press = 0; press < 6 && (await page.locator('.timeline-bar-label', { hasText: /^promo-1( ·|$)/ }).count()) === 0; press += 1) {
    const box = await promo.boundingBox();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.mouse.wheel(0, -300);
    await page.waitForTimeout(200);
  }
  await expect(page.locator('.timeline-bar-label', { hasText: /^promo-1( ·|$)/ })).toBeVisible();
  await page.locator('.timeline').screenshot({ path: '/tmp/tl-shots/month-zoomed-promo.png' });
});

test('the overview brush follows the zoom buttons and drives the visible range', async ({ page }) => {
  await open(page, TEN_THOUSAND);
  const fullWidth = (await brushWindow(page).boundingBox())!.width;
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(async () => (await brushWindow(page).boundingBox())!.width).toBeLessThan(fullWidth / 3);

  // Dragging the window pans the timeline by the same share of the scenario.
  const span = await visibleSpan(page);
  const fromBefore = Number(await frame(page).getAttribute('data-range-from'));
  const window = (await brushWindow(page).boundingBox())!;
  await page.mouse.move(window.x + window.width / 2, window.y + window.height / 2);
  await page.mouse.down();
  await page.mouse.move(window.x + window.width / 2 + 200, window.y + window.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => Number(await frame(page).getAttribute('data-range-from'))).toBeGreaterThan(fromBefore + span / 2);
  expect(await visibleSpan(page)).toBeCloseTo(span, 0);
  await page.locator('.timeline').screenshot({ path: '/tmp/tl-shots/10k-brushed.png' });
});

test('counts the consumptions and grants out of view at each edge, and none when everything is in view', async ({ page }) => {
  await open(page, TEN_THOUSAND);
  await expect(page.locator('.timeline-edge-badge')).toHaveCount(0);
  for (let press = 0; press < 3; press += 1) await page.getByRole('button', { name: 'Zoom in' }).click();
  const left = page.locator('.timeline-edge-badge[data-edge="before"][data-edge-kind="consumptions"] text');
  const right = page.locator('.timeline-edge-badge[data-edge="after"][data-edge-kind="consumptions"] text');
  await expect(left).toHaveText(/^← [\d,]+$/);
  await expect(right).toHaveText(/^[\d,]+ →$/);
  await expect(page.locator('.timeline-edge-badge[data-edge="after"][data-edge-kind="grants"] text')).toHaveText(/^[\d,]+ grants →$/);
  await expect(page.locator('.timeline-edge-badge[data-edge="before"][data-edge-kind="consumptions"] title')).toHaveText(
    /^[\d,]+ consumptions before the visible range$/,
  );
  // The two sides and the drawn columns together account for every consumption.
  const count = async (badge: typeof left) => Number((await badge.textContent())!.replace(/[^\d]/g, ''));
  const outside = (await count(left)) + (await count(right));
  expect(outside).toBeGreaterThan(0);
  // The preset holds 10,000 operations, grants among them, so fewer consumptions than that.
  expect(outside).toBeLessThan(10_000);
  await page.locator('.timeline').screenshot({ path: '/tmp/tl-shots/10k-zoomed-edges.png' });
  await page.getByRole('button', { name: 'Fit' }).click();
  await expect(page.locator('.timeline-edge-badge')).toHaveCount(0);
});

test('a consumption at the largest safe time draws, and a reload draws it again (it blanked the page for good at e141d57)', async ({ page }) => {
  await open(page, 'Seed example 1', 1024);
  const form = page.getByRole('form', { name: 'Consumption form' });
  await form.getByLabel('Event ID').fill('at-the-end-of-time');
  await form.getByLabel('Amount').fill('1');
  await form.getByLabel('Timestamp').fill(String(Number.MAX_SAFE_INTEGER));
  await form.getByRole('button', { name: 'Consume' }).click();
  const row = page.locator('.log-row').filter({ hasText: 'at-the-end-of-time' });
  await expect(row).toContainText(/rejected|accepted/);
  const ticks = page.locator('.timeline-header [data-axis="top"] .tick text');
  await expect(ticks.first()).toBeVisible();
  const labels = await ticks.allTextContents();
  expect(new Set(labels).size, labels.join(' ')).toBe(labels.length);
  await expect(page.getByText('could not be drawn')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.log-row').filter({ hasText: 'at-the-end-of-time' })).toBeVisible();
  await expect(page.locator('.timeline-header [data-axis="top"] .tick text').first()).toBeVisible();
});

test('a click on a column of consumptions too many to mark zooms in there, until single dots show', async ({ page }) => {
  await open(page, TEN_THOUSAND);
  const zoomArea = page.locator('.timeline-density-zoom');
  await expect(zoomArea).toHaveCount(1);
  const spanBefore = await visibleSpan(page);
  const box = (await zoomArea.boundingBox())!;
  const x = box.x + box.width * 0.3;
  await page.mouse.click(x, box.y + box.height / 2);
  await expect.poll(() => visibleSpan(page)).toBeLessThan(spanBefore / 3);
  for (let click = 0; click < 6 && (await zoomArea.count()) > 0; click += 1) {
    const area = (await zoomArea.boundingBox())!;
    await page.mouse.click(area.x + area.width / 2, area.y + area.height / 2);
    await page.waitForTimeout(200);
  }
  await expect(page.locator('.timeline-header [data-consumption-id]').first()).toBeVisible();
});

test('credit that never expires leaves the events filling the axis, and its bar says where it ends', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const operations: Operation[] = [
    { kind: 'grant', id: 'monthly', amount: 100, start: 0, end: 30 },
    { kind: 'grant', id: 'forever', amount: 50, start: 5, end: 1_000_000_000 },
    { kind: 'consume', id: 'c1', amount: 30, timestamp: 10 },
    { kind: 'consume', id: 'c2', amount: 90, timestamp: 20 },
    { kind: 'consume', id: 'c3', amount: 20, timestamp: 40 },
  ];
  await importScenario(page, scenarioToFileText({ policy: 'reject', operations }), test.info().outputPath('forever.json'));
  // Before stop 64 the axis ran to 1,050,000,000, every event in its first pixel.
  await expect(page.getByTestId('timeline-range')).toHaveText('Showing t = 0 to 42');
  await expect(page.locator('.timeline-bar-sublabel').filter({ hasText: 'ends t=1,000,000,000 →' })).toHaveCount(1);
  await expect(page.locator('.timeline-bar-sublabel').filter({ hasText: /^0 left$/ })).toHaveCount(1);
});
