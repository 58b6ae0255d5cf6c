/**
 * A scenario that takes the engine seconds to compute says how far it has come: the
 * app's 20,000-operation file with its operations in reverse order (every consumption
 * then arrives before the ones already accepted, the slowest order for the engine:
 * docs/ENGINE.md, "Arrivals far out of order"), imported into an empty lab.
 */
import { expect, test } from '@playwright/test';
import { backdatedScenarioFile, importScenario } from './scenarioFiles';

test('a slow import into an empty lab counts the operations applied until the timeline is drawn', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible();
  const scenario = JSON.parse(backdatedScenarioFile(20_000)) as { operations: unknown[] };
  scenario.operations.reverse();
  await importScenario(page, JSON.stringify(scenario), test.info().outputPath('reversed-20k.json'));

  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(/^Computing the ledger for 20,000 operations… [\d,]+ applied$/)).toBeVisible({ timeout: 30_000 });
  const bar = page.getByRole('progressbar', { name: 'Operations applied' });
  await expect(bar).toHaveAttribute('max', '20000');
  expect(Number(await bar.getAttribute('value'))).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('computing.png') });

  await expect(page.getByRole('status').filter({ hasText: 'Computing…' })).toHaveCount(0, { timeout: 60_000 });
  await expect(bar).toHaveCount(0);
  await expect(timeline.getByText(/Computing the ledger/)).toHaveCount(0);
  await expect(page.locator('.timeline-grants rect[data-grant-id]').first()).toBeVisible();
});
