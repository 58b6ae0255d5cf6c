/**
 * Teaching mode on Seed example 2 (g1: 100 over t=0..10, c_late: 80 at t=8, then c_early
 * asks for 30 at t=2 and is refused): stepping to the refusal of c_early, the last step,
 * narrates what it would break and by how much, the Left arrow steps back, and a link that
 * carries a step opens at that very step.
 */
import { expect, test, type Page } from '@playwright/test';

const narration = (page: Page) => page.getByRole('region', { name: 'Narration' });
const position = (page: Page) => page.locator('.playback-position');

async function openSeedExample2(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Scenario', { exact: true }).selectOption('Seed example 2');
  await expect(position(page)).toHaveText('step 3 of 3');
}

async function stepToRefusalOfEarly(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'First step' }).click();
  await expect(position(page)).toHaveText('step 0 of 3');
  for (let step = 1; step <= 3; step += 1) await page.getByRole('button', { name: 'Next step' }).click();
  await expect(position(page)).toHaveText('step 3 of 3');
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSeedExample2(page);
});

test('stepping to the refusal of c_early narrates that it would break c_late, short by 10', async ({ page }) => {
  await stepToRefusalOfEarly(page);

  await expect(narration(page)).toContainText('c_early asks for 30 credits at t=2.');
  await expect(narration(page)).toContainText('would leave c_late (80 at t=8) short by 10');
  await expect(narration(page)).toContainText('so it is refused: would break c_late.');
  await expect(page.locator('[data-consumption-id="c_early"]')).toHaveAttribute('data-just-arrived', 'true');
  await expect(page.locator('[data-consumption-id="c_early"]')).toHaveAttribute('data-arrival-number', '3');
  await expect(page.getByRole('list', { name: 'Event log' }).locator('li[aria-current="step"]')).toContainText('c_early');
});

test('the Left arrow steps back to the acceptance of c_late', async ({ page }) => {
  await stepToRefusalOfEarly(page);

  await page.keyboard.press('ArrowLeft');

  await expect(position(page)).toHaveText('step 2 of 3');
  await expect(narration(page)).toContainText('c_late takes 80 credits at t=8.');
  await expect(narration(page)).toContainText('g1 (ends 10, 100 left) → took 80');
  await expect(page.locator('[data-consumption-id="c_early"]')).toHaveCount(0);
});

test('a link with a step opens at that step', async ({ page, context }) => {
  // The last step is the live ledger, which a link carries without a step; step 2 is the
  // acceptance of c_late, just before the refusal.
  await stepToRefusalOfEarly(page);
  await page.getByRole('button', { name: 'Previous step' }).click();
  await expect(page).toHaveURL(/[#&]step=2(&|$)/);
  const link = page.url();

  const opened = await context.newPage();
  await opened.goto(link);

  await expect(position(opened)).toHaveText('step 2 of 3');
  await expect(narration(opened)).toContainText('c_late takes 80 credits at t=8.');
  await expect(opened.locator('[data-consumption-id="c_late"]')).toHaveAttribute('data-just-arrived', 'true');
  await expect(opened.locator('[data-consumption-id="c_early"]')).toHaveCount(0);
});

test('selecting an accepted consumption shows its EDF queue with the amounts drawn', async ({ page }) => {
  const lateRow = page.getByRole('list', { name: 'Event log' }).locator('li', { hasText: 'c_late ·' });
  await lateRow.getByRole('button', { name: /c_late/ }).first().click();

  const queue = page.getByRole('table', { name: /EDF priority queue at t=8/ });
  await expect(queue.getByRole('row', { name: /g1/ })).toContainText('80');
});

test('on a phone, the refusal step shows the whole lesson: no sideways scrolling, c_late ringed beside c_early', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await stepToRefusalOfEarly(page);
  const scroller = page.locator('.timeline-scroll-x');
  // Three operations need no 600 px picture: it fits the card, and says nothing about scrolling.
  expect(await scroller.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  await expect(page.locator('.timeline-scroll-hint')).toHaveCount(0);
  const late = page.locator('[data-consumption-id="c_late"]');
  await expect(late).toHaveAttribute('data-protected', 'true');
  const view = (await scroller.boundingBox())!;
  for (const id of ['c_late', 'c_early']) {
    const box = (await page.locator(`[data-consumption-id="${id}"] circle:not([class])`).boundingBox())!;
    expect(box.x, id).toBeGreaterThanOrEqual(view.x);
    expect(box.x + box.width, id).toBeLessThanOrEqual(view.x + view.width);
  }
});

test('on a phone, stepping back through a busy scenario scrolls the picture to the operation that arrived', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Scenario', { exact: true }).selectOption('Month of usage (~500 operations)');
  const scroller = page.locator('.timeline-scroll-x');
  await expect(page.locator('.timeline-scroll-hint')).toBeVisible();
  expect(await scroller.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
  await scroller.evaluate((node) => { node.scrollLeft = 0; });
  await page.getByRole('button', { name: 'Previous step' }).click();
  // The last operation lies at the end of the month, off the screen's right edge at scroll 0.
  const arrived = page.locator('[data-just-arrived="true"]').first();
  await expect(arrived).toBeAttached();
  await expect.poll(async () => {
    const [view, box] = await Promise.all([scroller.boundingBox(), arrived.boundingBox()]);
    return view !== null && box !== null && box.x + box.width > view.x && box.x < view.x + view.width;
  }).toBe(true);
  expect(await scroller.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
});
