/**
 * What a drag would do, at every zoom: red for what it would break, green for what it
 * would get accepted (Seed example 2 plus 20 at t=2, as in issue 13), a red share in the
 * density columns and counts at the edges for what is out of view, and a drag label that
 * stays inside the plot on the largest preset.
 */
import { expect, test, type Page } from '@playwright/test';
import { clientXOfTime, dragHandleTo, dragStatus, loadScenario, marker, setDragAmount } from './dragHelpers';

test.describe.configure({ timeout: 120_000 });

async function seedTwoPlusTwentyAtTwo(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await loadScenario(page, 'Seed example 2');
  const form = page.getByRole('form', { name: 'Consumption form' });
  await form.getByLabel('Event ID', { exact: true }).fill('c_small');
  await form.getByLabel('Amount', { exact: true }).fill('20');
  await form.getByLabel('Timestamp', { exact: true }).fill('2');
  await form.getByRole('button', { name: 'Consume' }).click();
  await expect(marker(page, 'c_small')).toHaveAttribute('data-status', 'accepted');
}

async function expectBreaksLateAcceptsEarly(page: Page, subject: string, time: number): Promise<void> {
  await expect(dragStatus(page)).toHaveText(`${subject} → t=${time} · breaks c_late; c_early becomes accepted`);
  await expect(marker(page, 'c_late')).toHaveAttribute('data-broken', 'true');
  await expect(marker(page, 'c_early')).toHaveAttribute('data-becomes-accepted', 'true');
  await expect(marker(page, 'c_early')).not.toHaveAttribute('data-broken', 'true');
  await expect(marker(page, 'c_small')).not.toHaveAttribute('data-broken', 'true');
}

test('moving c_late to t=11 colours c_late red and c_early green, and says which way each goes', async ({ page }) => {
  await seedTwoPlusTwentyAtTwo(page);
  const box = (await marker(page, 'c_late').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(await clientXOfTime(page, 11), box.y + box.height / 2, { steps: 10 });
  await expectBreaksLateAcceptsEarly(page, 'c_late', 11);
  await expect(page.locator('[data-drag-ghost]')).toHaveAttribute('data-verdict', 'breaks');
  await page.locator('.timeline').screenshot({ path: '/tmp/tl-shots/seed2-move-c_late.png' });
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-broken="true"], [data-becomes-accepted="true"]')).toHaveCount(0);
});

test("dragging g1's end to t=2 reads the same both ways", async ({ page }) => {
  await seedTwoPlusTwentyAtTwo(page);
  const bar = (await page.locator('.timeline-grants rect[data-grant-id="g1"]').boundingBox())!;
  await page.mouse.move(bar.x + bar.width - 2, bar.y + bar.height / 2);
  await page.mouse.down();
  await page.mouse.move(await clientXOfTime(page, 2), bar.y + bar.height / 2, { steps: 10 });
  await expectBreaksLateAcceptsEarly(page, 'g1 end', 2);
  await page.mouse.up();
  await expect(marker(page, 'c_early')).toHaveAttribute('data-status', 'accepted');
  await expect(marker(page, 'c_late')).toHaveAttribute('data-status', 'rejected');
});

test('the legend explains the red and the green ring', async ({ page }) => {
  await seedTwoPlusTwentyAtTwo(page);
  await page.getByRole('button', { name: 'How to read the timeline' }).click();
  const legend = page.getByRole('region', { name: 'Legend' });
  await expect(legend).toContainText('Red ring (while dragging): an accepted consumption the drag would break');
  await expect(legend).toContainText('Green ring (while dragging): a refused consumption the drag would get accepted');
  await expect(legend).toContainText('“← 12”, “3 broken →”');
});

/** How many consumptions the status line says the drag breaks: "would break a, b and 84 more" is 86. */
function brokenCountIn(status: string | null): number {
  const breaks = status?.match(/would break ([^;]+)/)?.[1] ?? '';
  const more = breaks.match(/^(.*) and ([\d,]+) more$/);
  if (more !== null) return more[1].split(', ').length + Number(more[2].replace(/,/g, ''));
  return breaks === '' ? 0 : breaks.split(/, | and /).length;
}

test('on 10,000 operations a 3,000-credit drag shows a red share, small red rings, and a label inside the plot', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await loadScenario(page, '10,000 operations');
  await setDragAmount(page, 3000);
  await dragHandleTo(page, 4096);
  await expect(dragStatus(page)).toContainText(/· rejected: would break .+ and \d+ more$/, { timeout: 20_000 });
  expect(brokenCountIn(await dragStatus(page).textContent())).toBeGreaterThan(5);
  await expect(page.locator('.timeline-density path[data-share="broken"]')).toHaveAttribute('d', /M/);
  await expect(page.locator('.timeline-header [data-broken="true"][data-compact="true"]').first()).toBeVisible();

  const label = (await page.locator('.drag-ghost-label').boundingBox())!;
  const lane = (await page.locator('.timeline-header .timeline-lane-background').boundingBox())!;
  expect(label.x).toBeGreaterThanOrEqual(lane.x - 1);
  expect(label.x + label.width).toBeLessThanOrEqual(lane.x + lane.width + 1);
  const form = (await page.getByRole('form', { name: 'Consumption form' }).boundingBox())!;
  expect(label.x).toBeGreaterThan(form.x + form.width);
  // Above the lane, so it hides none of the red it is about.
  expect(label.y + label.height, 'the label ends above the consumption lane').toBeLessThanOrEqual(lane.y + 1);
  await page.screenshot({ path: '/tmp/tl-shots/10k-drag-3000.png' });
  await page.keyboard.press('Escape');
});

test('zoomed in on the Month preset, everything a drag breaks is red in view or counted at an edge', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await loadScenario(page, 'Month of usage (~500 operations)');
  for (let press = 0; press < 3; press += 1) await page.getByRole('button', { name: 'Zoom in' }).click();
  const range = page.getByTestId('timeline-range');
  const from = Number((await range.textContent())!.match(/t = ([\d,]+)/)![1].replace(/,/g, ''));
  await setDragAmount(page, 2000);
  await dragHandleTo(page, from + 5);
  await expect(dragStatus(page)).toContainText('· rejected: would break ', { timeout: 20_000 });
  const broken = brokenCountIn(await dragStatus(page).textContent());
  const inView = await page.locator('.timeline-header [data-broken="true"]').count();
  const counted = async (side: string) => {
    const badge = page.locator(`.timeline-edge-badge[data-edge="${side}"][data-edge-kind="broken"] text`);
    return (await badge.count()) === 0 ? 0 : Number((await badge.textContent())!.replace(/[^\d]/g, ''));
  };
  expect(broken).toBeGreaterThan(0);
  expect(inView + (await counted('before')) + (await counted('after'))).toBe(broken);
  await page.locator('.timeline').screenshot({ path: '/tmp/tl-shots/month-zoomed-drag.png' });
  await page.keyboard.press('Escape');
});
