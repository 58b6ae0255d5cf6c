/**
 * The timeline at 390, 768, 1024 and 1440 px wide on the largest presets: the page never
 * grows wider than the window, the timeline has a readable width (scrolling sideways in
 * its own box on a phone), the legend and the overview fit. Screenshots of each width go
 * to /tmp/tl-shots for a person to look at.
 */
import { expect, test, type Page } from '@playwright/test';
import { loadScenario } from './dragHelpers';

const WIDTHS = [390, 768, 1024, 1440] as const;
const PRESETS = [
  ['10k', '10,000 operations'],
  ['month', 'Month of usage (~500 operations)'],
] as const;

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

for (const [slug, preset] of PRESETS) {
  for (const width of WIDTHS) {
    test(`${preset} at ${width} px: no page overflow, a readable timeline with its overview`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width < 760 ? 844 : 900 });
      await page.goto('/');
      await loadScenario(page, preset);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      const timeline = page.getByRole('region', { name: 'Timeline' });
      const box = await timeline.boundingBox();
      expect(box!.width).toBeGreaterThan(width < 760 ? 300 : 360);
      await expect(page.locator('[data-overview] .selection')).toBeVisible();
      // The picture keeps a readable width; on a phone its own box scrolls sideways.
      const plot = await page.locator('.timeline-header').boundingBox();
      expect(plot!.width).toBeGreaterThanOrEqual(600);
      // The grant lanes (which clip sideways) and the drop area span the whole picture,
      // so scrolling it sideways on a phone shows no lanes cut at the card's edge.
      for (const part of ['.timeline-grants-scroll', '.timeline-frame']) {
        expect((await page.locator(part).boundingBox())!.width, part).toBeGreaterThanOrEqual(plot!.width);
      }
      await page.screenshot({ path: `/tmp/tl-shots/${slug}-${width}.png`, fullPage: width < 760 });
      await timeline.screenshot({ path: `/tmp/tl-shots/${slug}-${width}-timeline.png` });
    });
  }
}

test('on a phone, the lane titles stay in view while the picture scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await loadScenario(page, 'Month of usage (~500 operations)');
  const scroller = page.locator('.timeline-scroll-x');
  expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth), 'a busy picture keeps 600 px and scrolls').toBe(true);
  await scroller.evaluate((box) => { box.scrollLeft = box.scrollWidth; });
  const visible = (await scroller.boundingBox())!;
  for (const title of ['Consumptions', 'Grants', 'Credits', 'Overview']) {
    const box = (await page.locator('.timeline-gutter-title', { hasText: title }).boundingBox())!;
    expect(box.x, title).toBeGreaterThanOrEqual(visible.x);
    expect(box.x + box.width, title).toBeLessThanOrEqual(visible.x + visible.width);
  }
});
