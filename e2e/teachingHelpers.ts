/**
 * Helpers for the teaching specs: a projector-sized page, a lesson opened at step 0, and a
 * check that a region is wholly on screen without scrolling.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const PROJECTOR = { width: 1280, height: 720 } as const;

export const narration = (page: Page) => page.getByRole('region', { name: 'Narration' });
export const position = (page: Page) => page.locator('.playback-position');
export const timeline = (page: Page) => page.getByRole('region', { name: 'Timeline' });
export const stepControls = (page: Page) => page.getByRole('toolbar', { name: 'Playback controls' });

/** Opens `preset` in the presentation layout at step 0 (through the P key, as a teacher would). */
export async function presentPreset(page: Page, preset: string, operationCount: number): Promise<void> {
  await page.setViewportSize(PROJECTOR);
  await page.goto('/');
  await page.getByLabel('Scenario', { exact: true }).selectOption(preset);
  await expect(position(page)).toHaveText(`step ${operationCount} of ${operationCount}`);
  await page.getByRole('button', { name: 'First step' }).click();
  await page.keyboard.press('p');
  await expect(page.getByRole('button', { name: 'Presentation layout' })).toHaveAttribute('aria-pressed', 'true');
  await expect(position(page)).toHaveText(`step 0 of ${operationCount}`);
}

/** The region lies inside the viewport, and the page itself does not scroll. */
export async function expectOnScreen(page: Page, region: Locator): Promise<void> {
  const box = await region.boundingBox();
  expect(box, 'region is rendered').not.toBeNull();
  if (box === null) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  const screen = page.viewportSize() ?? PROJECTOR;
  expect(box.y + box.height).toBeLessThanOrEqual(screen.height);
  expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);
  expect(scrollable, 'the page scrolls').toBe(false);
}
