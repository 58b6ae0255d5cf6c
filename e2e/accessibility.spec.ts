/**
 * Teaching with the keyboard only, and axe's view of the page. A teacher at a lectern reaches
 * every control with Tab, sees where the focus is, steps with a clicker (PageUp/PageDown), and
 * the page shows no serious or critical axe violation in either layout: including
 * label-content-name-mismatch (WCAG 2.5.3), which axe runs only when asked.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { narration, position, presentPreset } from './teachingHelpers';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('axe finds no serious violation in the presentation layout, with the legend and a question open', async ({ page }) => {
  await presentPreset(page, 'Seed example 2', 3);
  for (let step = 1; step <= 3; step += 1) await page.keyboard.press('PageDown');
  await expect(narration(page)).toContainText('would break c_late');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'How to read the timeline' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByLabel('Ask first').check();
  await page.getByRole('button', { name: 'First step' }).click();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('region', { name: 'Question' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious violation in the normal layout at a playback step', async ({ page }) => {
  await presentPreset(page, 'Seed example 1', 5);
  await page.keyboard.press('p');
  for (let step = 1; step <= 4; step += 1) await page.keyboard.press('PageDown');
  await expect(position(page)).toHaveText('step 4 of 5');
  expect(await seriousViolations(page)).toEqual([]);
});

/** Tabs until the focused element's name, text or id matches `name` (at most `limit` presses). */
async function tabTo(page: Page, name: RegExp, limit = 80): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      if (active === null || active === document.body) return '';
      return `${active.getAttribute('aria-label') ?? ''} ${active.textContent ?? ''} ${active.id}`;
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

async function focusRingWidthPx(page: Page): Promise<number> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active ? parseFloat(getComputedStyle(active).outlineWidth) * (getComputedStyle(active).outlineStyle === 'none' ? 0 : 1) : 0;
  });
}

test('a lesson can be given with the keyboard alone, every control reachable with a visible focus', async ({ page }) => {
  await presentPreset(page, 'Seed example 2', 3);
  await page.keyboard.press('PageDown');
  await expect(position(page)).toHaveText('step 1 of 3');
  await page.locator('body').click({ position: { x: 5, y: 700 } });

  for (const control of [/Presentation layout/, /How to read the timeline/, /Zoom in/, /First step/, /Next step/, /playback-speed/, /playback-step/, /jump-step/, /Share this step/, /ask-first/]) {
    await tabTo(page, control);
    expect(await focusRingWidthPx(page), `focus ring on ${control}`).toBeGreaterThanOrEqual(2);
  }
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Ask first')).toBeChecked();

  // The clicker: PageDown asks, Tab and Enter answer, PageUp steps back.
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('region', { name: 'Question' })).toBeVisible();
  await tabTo(page, /Accepted/);
  expect(await focusRingWidthPx(page)).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Enter');
  await expect(position(page)).toHaveText('step 2 of 3');
  await page.keyboard.press('PageUp');
  await expect(position(page)).toHaveText('step 1 of 3');

  // The legend opens from the keyboard and Escape gives the focus back.
  await page.getByRole('button', { name: 'How to read the timeline' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Legend' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'How to read the timeline' })).toBeFocused();
  await page.screenshot({ path: '/tmp/teach-keyboard.png' });
});

test('a clicker still steps the lesson while the New consumption handle has the focus', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Scenario', { exact: true }).selectOption('Seed example 2');
  await expect(position(page)).toHaveText('step 3 of 3');
  await page.getByRole('button', { name: 'First step' }).click();
  // After a drag the handle keeps the focus; with no keyboard candidate the clicker's keys pass.
  await page.getByRole('button', { name: 'New consumption' }).focus();
  await page.keyboard.press('PageDown');
  await expect(position(page)).toHaveText('step 1 of 3');
  await page.keyboard.press('PageUp');
  await expect(position(page)).toHaveText('step 0 of 3');
  await expect(page.locator('[data-drag-ghost]')).toHaveCount(0);
});

test('the keyboard skips a long event log in one press: Tab reaches "Skip the event log", Enter lands on the timeline', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByLabel('Scenario', { exact: true }).selectOption('Month of usage (~500 operations)');
  await expect(page.locator('.log-row').first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: /New consumption/ }).first().focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('button', { name: 'Skip the event log' });
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())!.width, 'shown once focused').toBeGreaterThan(40);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Timeline' })).toBeFocused();
  await page.keyboard.press('Tab');
  const focusedInTimeline = await page.evaluate(() => document.activeElement?.closest('section.timeline') !== null);
  expect(focusedInTimeline, 'the next Tab stays in the timeline').toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});
