/**
 * The what-if drag on Seed example 2 (g1: 100 credits over t=0..10, c_late: 80 at t=8):
 * a candidate at t=2 that would break c_late paints it red before the drop, and dropping
 * it records a rejected attempt while c_late stays accepted; one that fits paints nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import { clientXOfTime, dragHandleTo, dragStatus, loadScenario, marker, setDragAmount } from './dragHelpers';

const brokenMarkers = (page: Page) => page.locator('[data-broken="true"]');

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await loadScenario(page, 'Seed example 2');
});

test('dragging 30 credits to t=2 paints c_late red before the drop, and the drop is rejected', async ({ page }) => {
  await setDragAmount(page, 30);
  await dragHandleTo(page, 2);

  await expect(marker(page, 'c_late')).toHaveAttribute('data-broken', 'true');
  await expect(brokenMarkers(page)).toHaveCount(1);
  await expect(dragStatus(page)).toHaveText('t=2 · 30 credits · rejected: would break c_late');
  await expect(page.locator('[data-drag-ghost]')).toHaveAttribute('data-time', '2');

  await page.mouse.up();

  await expect(marker(page, 'c1')).toHaveAttribute('data-status', 'rejected');
  await expect(page.getByRole('list', { name: 'Event log' }).locator('li', { hasText: 'c1 ·' })).toContainText(
    'rejected: would break c_late',
  );
  await expect(marker(page, 'c_late')).toHaveAttribute('data-status', 'accepted');
  await expect(brokenMarkers(page)).toHaveCount(0);
  await expect(page.locator('[data-drag-ghost]')).toHaveCount(0);
});

test('dragging 20 credits to t=2 paints nothing red, and the drop is accepted', async ({ page }) => {
  await setDragAmount(page, 20);
  await dragHandleTo(page, 2);

  await expect(dragStatus(page)).toHaveText('t=2 · 20 credits · fits (headroom 20)');
  await expect(brokenMarkers(page)).toHaveCount(0);

  await page.mouse.up();

  await expect(marker(page, 'c1')).toHaveAttribute('data-status', 'accepted');
  await expect(marker(page, 'c_late')).toHaveAttribute('data-status', 'accepted');
});

test('Escape during a drag cancels it and leaves no red', async ({ page }) => {
  await setDragAmount(page, 30);
  await dragHandleTo(page, 2);
  await expect(marker(page, 'c_late')).toHaveAttribute('data-broken', 'true');

  await page.keyboard.press('Escape');
  await page.mouse.up();

  await expect(brokenMarkers(page)).toHaveCount(0);
  await expect(marker(page, 'c1')).toHaveCount(0);
});

test('dropping outside the timeline cancels and leaves no red', async ({ page }) => {
  await setDragAmount(page, 30);
  await dragHandleTo(page, 2);
  await expect(marker(page, 'c_late')).toHaveAttribute('data-broken', 'true');

  await page.mouse.move(20, 780, { steps: 5 });
  await page.mouse.up();

  await expect(brokenMarkers(page)).toHaveCount(0);
  await expect(marker(page, 'c1')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Event log' }).locator('li')).toHaveCount(3);
});

test('the keyboard moves the candidate, announces the verdict and commits with Enter', async ({ page }) => {
  await setDragAmount(page, 30);
  const handle = page.getByRole('button', { name: 'New consumption' });
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  const startTime = Number((await dragStatus(page).textContent())?.match(/^t=(\d+)/)?.[1]);
  for (let time = startTime; time < 2; time += 1) await page.keyboard.press('ArrowRight');

  await expect(dragStatus(page)).toHaveText('t=2 · 30 credits · rejected: would break c_late');
  await expect(marker(page, 'c_late')).toHaveAttribute('data-broken', 'true');

  await page.keyboard.press('Shift+ArrowRight');
  await expect(dragStatus(page)).toHaveText(/^t=12 · 30 credits · needs 30 more at t=12$/);
  await expect(brokenMarkers(page)).toHaveCount(0);

  await page.keyboard.press('Shift+ArrowLeft');
  await expect(dragStatus(page)).toHaveText('t=2 · 30 credits · rejected: would break c_late');
  await page.keyboard.press('Enter');

  await expect(marker(page, 'c1')).toHaveAttribute('data-status', 'rejected');
  await expect(brokenMarkers(page)).toHaveCount(0);
});

test('Escape cancels a keyboard candidate and leaves no red', async ({ page }) => {
  await setDragAmount(page, 30);
  await page.getByRole('button', { name: 'New consumption' }).focus();
  await page.keyboard.press('ArrowRight');
  const startTime = Number((await dragStatus(page).textContent())?.match(/^t=(\d+)/)?.[1]);
  for (let time = startTime; time < 2; time += 1) await page.keyboard.press('ArrowRight');
  await expect(marker(page, 'c_late')).toHaveAttribute('data-broken', 'true');

  await page.keyboard.press('Escape');

  await expect(brokenMarkers(page)).toHaveCount(0);
  await expect(dragStatus(page)).toHaveText('');
});

test('moving c_late to t=1 previews the edited history and the drop moves it', async ({ page }) => {
  const box = await marker(page, 'c_late').boundingBox();
  if (box === null) throw new Error('c_late is not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(await clientXOfTime(page, 1), box.y + box.height / 2, { steps: 10 });

  // c_late still fits at t=1, and c_early is still refused (now for want of credit at t=2).
  await expect(dragStatus(page)).toHaveText('c_late → t=1 · no outcome changes');
  await page.mouse.up();

  await expect(page.getByRole('list', { name: 'Event log' }).locator('li', { hasText: 'c_late ·' })).toContainText('80 at t=1');
});

test('narrowing g1 to end at t=7 shows which outcomes change, and the drop applies it', async ({ page }) => {
  const bar = await page.locator('.timeline-grants rect[data-grant-id="g1"]').boundingBox();
  if (bar === null) throw new Error('g1 is not visible');
  const barMiddleY = bar.y + bar.height / 2;
  await page.mouse.move(bar.x + bar.width - 2, barMiddleY);
  await page.mouse.down();
  await page.mouse.move(await clientXOfTime(page, 7), barMiddleY, { steps: 10 });

  // Without t=8 in its window, c_late is refused, and c_early (30 at t=2) then fits.
  await expect(dragStatus(page)).toHaveText('g1 end → t=7 · breaks c_late; c_early becomes accepted');
  await expect(marker(page, 'c_late')).toHaveAttribute('data-broken', 'true');
  await expect(marker(page, 'c_early')).toHaveAttribute('data-becomes-accepted', 'true');
  await expect(marker(page, 'c_early')).not.toHaveAttribute('data-broken', 'true');
  await page.mouse.up();

  await expect(marker(page, 'c_late')).toHaveAttribute('data-status', 'rejected');
  await expect(marker(page, 'c_early')).toHaveAttribute('data-status', 'accepted');
  await expect(brokenMarkers(page)).toHaveCount(0);
});

test('on 10,000 operations a keyboard candidate reaches the far end with End and steps back by pages', async ({ page }) => {
  await loadScenario(page, '10,000 operations');
  // The axis reaches the thousands once the preset's history is drawn.
  await expect(page.locator('.timeline-header [data-axis="top"] .tick').last()).toHaveText(/\d,?\d{3}/);
  await setDragAmount(page, 5);
  await page.getByRole('button', { name: 'New consumption' }).focus();
  const statusTime = async () => Number((await dragStatus(page).textContent())?.match(/^t=([\d,]+)/)?.[1].replaceAll(',', ''));

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('End');
  await expect(dragStatus(page)).toHaveText(/^t=9,\d{3} · 5 credits · /);
  const end = await statusTime();
  expect(end).toBeGreaterThan(9_000);
  await page.keyboard.press('PageDown');
  await expect(dragStatus(page)).not.toHaveText(new RegExp(`^t=${end.toLocaleString('en-US')} `));
  const page1 = await statusTime();
  // A page is a tenth of the time in view: the whole timeline when not zoomed.
  expect(end - page1).toBeGreaterThan(800);
  await expect(page.locator('[data-drag-ghost]')).toBeInViewport();
  await page.keyboard.press('Home');
  await expect(dragStatus(page)).toHaveText(/^t=0 · 5 credits · /);
  await page.keyboard.press('Escape');
  await expect(dragStatus(page)).toHaveText('');
});

test('on a 390 px phone the drag label stays inside the part of the timeline in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loadScenario(page, '10,000 operations');
  await expect(page.locator('.timeline-header [data-axis="top"] .tick').last()).toHaveText(/\d,?\d{3}/);
  await setDragAmount(page, 3000);
  await page.getByRole('button', { name: 'New consumption' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dragStatus(page)).toContainText(/· rejected: would break /, { timeout: 30_000 });
  const scroller = page.locator('.timeline-scroll-x').first();
  const label = page.locator('.drag-ghost-label');
  for (const scrollLeft of [0, 200]) {
    await scroller.evaluate((element, left) => { element.scrollLeft = left; }, scrollLeft);
    await page.keyboard.press('Shift+ArrowRight');
    await expect(dragStatus(page)).toContainText(/· rejected: would break /, { timeout: 30_000 });
    const [view, box] = await Promise.all([scroller.boundingBox(), label.boundingBox()]);
    if (view === null || box === null) throw new Error('no timeline or no label');
    expect(box.x, `label left at scroll ${scrollLeft}`).toBeGreaterThanOrEqual(view.x);
    expect(box.x + box.width, `label right at scroll ${scrollLeft}`).toBeLessThanOrEqual(view.x + view.width + 1);
    // Five ids do not fit on one line there: the label counts them ("breaks 46"), whole.
    await expect(label).toHaveText(/^t=[\d,]+ · 3,000 credits · breaks [\d,]+$/);
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth), 'the label is whole').toBe(true);
  }
});

test('on a 390 px phone the timeline offers its own what-if handle, and a drag from it paints c_late red', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loadScenario(page, 'Seed example 2');
  // The form's handle and amount are screens below the picture; the timeline has its own, under its zoom buttons.
  await page.getByRole('region', { name: 'Timeline' }).getByRole('textbox', { name: 'Credits' }).fill('30');
  await expect(page.getByRole('form', { name: 'Consumption form' }).getByLabel('Amount')).toHaveValue('30');
  const handle = page.getByRole('button', { name: 'What if: 30 credits, drag onto the timeline' });
  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  if (box === null) throw new Error('no what-if handle on the timeline');
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(await clientXOfTime(page, 2), (await page.locator('.timeline-header .timeline-lane-background').boundingBox())!.y + 20, { steps: 12 });
  await expect(marker(page, 'c_late')).toHaveAttribute('data-broken', 'true');
  await expect(dragStatus(page)).toHaveText('t=2 · 30 credits · rejected: would break c_late');
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await expect(brokenMarkers(page)).toHaveCount(0);
});

test('on a wide screen the timeline shows no second what-if handle', async ({ page }) => {
  await expect(page.getByRole('button', { name: /^What if/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New consumption' })).toBeVisible();
});
