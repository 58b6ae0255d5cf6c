/**
 * Helpers for the what-if drag specs: where a time is on screen, read off the timeline's
 * own axis tick labels (no test-only hooks), and a drag of the "New consumption" handle
 * that stops over the timeline so the spec can look at the page before letting go.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Loads a preset and waits until the timeline stops moving: it first draws at a fallback
 * width and re-lays out once the browser reports the real one, and a press aimed at a
 * time before that would land elsewhere.
 */
export async function loadScenario(page: Page, name: string): Promise<void> {
  await page.getByLabel('Scenario', { exact: true }).selectOption(name);
  const lane = page.locator('.timeline-header .timeline-lane-background');
  await expect(lane).toBeVisible({ timeout: 15_000 });
  const lastTick = page.locator('.timeline-header [data-axis="top"] .tick').last();
  let previous = '';
  await expect
    .poll(async () => {
      const current = JSON.stringify([await lane.boundingBox(), await lastTick.boundingBox()]);
      const settled = current === previous;
      previous = current;
      return settled;
    }, { intervals: [150] })
    .toBe(true);
}

export async function setDragAmount(page: Page, amount: number): Promise<void> {
  await page.getByRole('form', { name: 'Consumption form' }).getByLabel('Amount').fill(String(amount));
}

interface TickPosition {
  time: number;
  clientX: number;
}

async function axisTicks(page: Page): Promise<TickPosition[]> {
  const ticks = page.locator('.timeline-header [data-axis="top"] .tick');
  const count = await ticks.count();
  const positions: TickPosition[] = [];
  for (let index = 0; index < count; index += 1) {
    const tick = ticks.nth(index);
    const label = (await tick.locator('text').textContent())?.replace(/[,\s]/g, '') ?? '';
    const box = await tick.locator('line').boundingBox();
    if (box !== null && /^\d+$/.test(label)) positions.push({ time: Number(label), clientX: box.x + box.width / 2 });
  }
  return positions;
}

/** The client x of time `time`, interpolated between the first and last labelled axis ticks. */
export async function clientXOfTime(page: Page, time: number): Promise<number> {
  const ticks = await axisTicks(page);
  expect(ticks.length, 'the timeline axis shows at least two tick labels').toBeGreaterThanOrEqual(2);
  const first = ticks[0];
  const last = ticks[ticks.length - 1];
  const pixelsPerUnit = (last.clientX - first.clientX) / (last.time - first.time);
  return first.clientX + (time - first.time) * pixelsPerUnit;
}

/** The client y of the middle of the consumption lane. */
export async function laneClientY(page: Page): Promise<number> {
  const box = await page.locator('.timeline-header .timeline-lane-background').boundingBox();
  if (box === null) throw new Error('the consumption lane is not visible');
  return box.y + box.height / 2;
}

/** Presses the handle and moves, in small steps, to time `time` over the lane, without letting go. */
export async function dragHandleTo(page: Page, time: number): Promise<void> {
  const handle = page.getByRole('button', { name: 'New consumption' });
  const box = await handle.boundingBox();
  if (box === null) throw new Error('the New consumption handle is not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(await clientXOfTime(page, time), await laneClientY(page), { steps: 12 });
}

export function marker(page: Page, id: string) {
  return page.locator(`.timeline-header [data-consumption-id="${id}"]`);
}

/** The polite live region that announces the drag label. */
export function dragStatus(page: Page) {
  return page.locator('.drag-status[aria-live="polite"]');
}
