/**
 * Teaching in front of a class, on a 1280x720 projector: the presentation layout keeps the
 * timeline, the narration and the step controls on one screen in large type; the legend is a
 * "?" popover; each step lists and highlights what it changed; "Share this step" and the
 * jump field open a given step. Screenshots go to /tmp/teach-*.png for a person to look at.
 */
import { expect, test } from '@playwright/test';
import { clientXOfTime, laneClientY } from './dragHelpers';
import { expectOnScreen, narration, position, presentPreset, PROJECTOR, stepControls, timeline } from './teachingHelpers';

test('the presentation layout fits timeline, narration and step controls on one 1280x720 screen', async ({ page }) => {
  // Cascade has three grants, the tallest timeline of the lessons.
  await presentPreset(page, 'Cascade', 7);
  for (let step = 1; step <= 7; step += 1) await page.keyboard.press('PageDown');
  await expect(position(page)).toHaveText('step 7 of 7');
  await expect(narration(page)).toContainText('so it is refused: would break c2');

  for (const region of [timeline(page), narration(page), stepControls(page), page.getByLabel('Go to step')]) {
    await expectOnScreen(page, region);
  }
  const narrationPx = await narration(page).locator('p').first().evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
  expect(narrationPx).toBeGreaterThanOrEqual(20);
  await expect(page.getByRole('form', { name: 'Grant form' })).toBeHidden();
  await page.screenshot({ path: '/tmp/teach-present-cascade.png' });
});

test('on a 1920x1080 projector the presentation layout is zoomed to fill the screen, and a drag still lands under the pointer', async ({ page }) => {
  await presentPreset(page, 'Seed example 2', 3);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.keyboard.press('End');
  await expect(position(page)).toHaveText('step 3 of 3');

  expect(await page.locator('.app').evaluate((app) => (app as HTMLElement & { currentCSSZoom: number }).currentCSSZoom)).toBe(1.5);
  for (const region of [timeline(page), narration(page), stepControls(page)]) await expectOnScreen(page, region);
  expect((await timeline(page).boundingBox())!.width).toBeGreaterThan(1100);
  const fontPx = await narration(page).locator('p').first().evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
  expect(fontPx * 1.5, 'the narration as seen on the screen').toBeGreaterThanOrEqual(30);

  const dot = (await page.locator('[data-consumption-id="c_late"] circle').last().boundingBox())!;
  await page.mouse.move(dot.x + dot.width / 2, dot.y + dot.height / 2);
  await page.mouse.down();
  await page.mouse.move(await clientXOfTime(page, 3), await laneClientY(page), { steps: 12 });
  const ghost = page.locator('[data-drag-ghost]');
  await expect(ghost).toHaveAttribute('data-time', '3');
  const ghostBox = (await ghost.boundingBox())!;
  expect(Math.abs(ghostBox.x + ghostBox.width / 2 - (await clientXOfTime(page, 3)))).toBeLessThan(4);
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await page.screenshot({ path: '/tmp/teach-present-1920.png' });
});

test('with more grant lanes than fit, the timeline scrolls inside itself and the step controls stay on screen', async ({ page }) => {
  // Identical windows: three grants, one lane each (22 px too tall until the timeline could
  // give way); the month preset: seven grants in four lanes and a taller consumption strip.
  for (const [preset, count] of [['Identical windows', 5], ['Month of usage (~500 operations)', 500]] as const) {
    await presentPreset(page, preset, count);
    await page.getByLabel('Go to step').fill(String(Math.min(count, 120)));
    await page.getByLabel('Go to step').press('Enter');
    for (const region of [stepControls(page), page.getByLabel('Go to step'), page.getByRole('button', { name: 'Share this step' })]) {
      await expectOnScreen(page, region);
    }
  }
  const inner = await timeline(page).evaluate((node) => ({ scrolls: node.scrollHeight > node.clientHeight, overflow: getComputedStyle(node).overflowY }));
  expect(inner).toEqual({ scrolls: true, overflow: 'auto' });
});

test('the P key and the toggle switch layouts, and the link carries view=present', async ({ page }) => {
  await presentPreset(page, 'Seed example 2', 3);
  await expect(page).toHaveURL(/[#&]view=present(&|$)/);
  await page.keyboard.press('P');
  await expect(page.getByRole('button', { name: 'Presentation layout' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('form', { name: 'Grant form' })).toBeVisible();
  await expect(page).not.toHaveURL(/view=present/);
});

test('the legend is a "?" popover in both layouts, closed by Escape', async ({ page }) => {
  await presentPreset(page, 'Seed example 2', 3);
  const legend = page.getByRole('region', { name: 'Legend' });
  await expect(legend).toHaveCount(0);
  const toggle = page.getByRole('button', { name: 'How to read the timeline' });
  await toggle.click();
  await expect(legend).toContainText('Hollow circle');
  await page.screenshot({ path: '/tmp/teach-legend-present.png' });
  await page.keyboard.press('Escape');
  await expect(legend).toHaveCount(0);
  await expect(toggle).toBeFocused();

  await page.keyboard.press('p');
  await toggle.click();
  await expect(legend).toContainText('Dashed ring');
});

test('each step lists and highlights what it changed', async ({ page }) => {
  await presentPreset(page, 'Seed example 2', 3);
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  const changes = page.getByRole('list', { name: 'What changed' }).getByRole('listitem');
  await expect(changes).toHaveText(['c_late now draws 80 from g1']);
  await expect(page.locator('[data-consumption-id="c_late"]')).toHaveAttribute('data-changed', 'true');
  await expect(page.locator('.timeline-grant-bar[data-changed="true"] [data-grant-id="g1"]')).toHaveCount(1);

  await page.keyboard.press('PageDown');
  await expect(changes).toHaveText(['c_early refused (would break c_late)']);
  await expect(page.locator('[data-consumption-id="c_early"]')).toHaveAttribute('data-changed', 'true');
  await expect(page.locator('[data-consumption-id="c_late"]')).not.toHaveAttribute('data-changed', 'true');
  await page.screenshot({ path: '/tmp/teach-changes-seed2.png' });
});

test('a grant that lets a waiting consumption through lists every draw it moved', async ({ page }) => {
  await presentPreset(page, 'Pending resolution', 7);
  await page.getByLabel('Go to step').fill('5');
  await page.getByLabel('Go to step').press('Enter');
  await expect(position(page)).toHaveText('step 5 of 7');
  await expect(page.getByRole('list', { name: 'What changed' }).getByRole('listitem')).toHaveText([
    'topup adds 40 for t=0–10',
    'p1 leaves the queue and draws 10 from g and 20 from topup',
    'p2 now draws 5 from topup (was 5 from g)',
  ]);
  for (const id of ['p1', 'p2']) await expect(page.locator(`[data-consumption-id="${id}"]`)).toHaveAttribute('data-changed', 'true');
  await expectOnScreen(page, narration(page));
  await page.screenshot({ path: '/tmp/teach-changes-pending.png' });
});

test('"Share this step" copies a link that opens at that step in the presentation layout', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await presentPreset(page, 'Seed example 2', 3);
  await page.keyboard.press('p');
  await page.getByLabel('Go to step').fill('2');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await page.getByRole('button', { name: 'Share this step' }).click();
  await expect(page.getByText('Step link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/[#&]step=2(&|$)/);
  expect(link).toMatch(/[#&]view=present(&|$)/);

  const opened = await context.newPage();
  await opened.setViewportSize(PROJECTOR);
  await opened.goto(link);
  await expect(position(opened)).toHaveText('step 2 of 3');
  await expect(opened.getByRole('button', { name: 'Presentation layout' })).toHaveAttribute('aria-pressed', 'true');
  await expect(narration(opened)).toContainText('c_late takes 80 credits at t=8.');
  await opened.screenshot({ path: '/tmp/teach-shared-step.png' });
});

test('stepping keeps the step in the address bar without adding history entries', async ({ page }) => {
  await presentPreset(page, 'Seed example 1', 5);
  const historyLength = await page.evaluate(() => history.length);
  await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(/[#&]step=1(&|$)/);
  await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(/[#&]step=2(&|$)/);
  await page.keyboard.press('PageUp');
  await expect(page).toHaveURL(/[#&]step=1(&|$)/);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
});

test('in the normal layout at 1440x900 the narration of a step starts above the fold', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByLabel('Lesson').selectOption('Seed example 2');
  await page.getByRole('button', { name: 'Next step' }).click();
  await page.keyboard.press('ArrowRight');
  await expect(position(page)).toHaveText('step 2 of 3');
  await expect(narration(page)).toContainText('c_late takes 80 credits at t=8.');
  const title = await narration(page).getByRole('heading', { name: /^Step 2/ }).boundingBox();
  expect(title).not.toBeNull();
  expect((title?.y ?? 900) + (title?.height ?? 0)).toBeLessThanOrEqual(900);
  await expect(page.getByRole('region', { name: 'Legend' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/teach-normal-1440.png' });
});
