/**
 * Issue 13: the grants table (PM view): per-grant totals and who each grant paid, sortable
 * headers, a CSV download of who paid for what that survives hostile ids, and a page that
 * stays small and quick at 20,000 operations.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { scenarioToFileText } from '../src/scenario/fileIo';
import type { Operation } from '../src/scenario/types';
import { grantsPanel, loadPreset } from './panelsHelpers';
import { backdatedScenarioFile, importScenario } from './scenarioFiles';

test.use({ viewport: { width: 1440, height: 900 } });

async function downloadCsv(page: Page, path: string): Promise<string> {
  const downloading = page.waitForEvent('download');
  await grantsPanel(page).getByRole('button', { name: 'Download who paid what (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('who-paid-what.csv');
  await download.saveAs(path);
  return readFile(path, 'utf8');
}

test('shows granted, drawn, left, expired unused and who each grant paid, sortable by each column', async ({ page }) => {
  await page.goto('/');
  await loadPreset(page, 'Seed example 1');
  const panel = grantsPanel(page);
  await expect(panel).toContainText('ended before t=11, the time of the latest accepted consumption');
  const rows = panel.getByRole('row');
  await expect(rows.filter({ hasText: 'g1' })).toHaveText(/g1\s*t=0–10\s*100\s*80\s*20\s*20\s*c1 80/);
  await expect(rows.filter({ hasText: 'g2' })).toHaveText(/g2\s*t=5–15\s*50\s*40\s*10\s*0\s*c3 40/);

  const expired = panel.getByRole('columnheader', { name: /Expired unused/ });
  await expired.getByRole('button').click();
  await expect(expired).toHaveAttribute('aria-sort', 'ascending');
  await expect(panel.getByRole('rowheader')).toHaveText(['g2', 'g1']);
  await expired.getByRole('button').click();
  await expect(expired).toHaveAttribute('aria-sort', 'descending');
  await expect(panel.getByRole('rowheader')).toHaveText(['g1', 'g2']);
  // Only the sorted column carries aria-sort.
  await expect(panel.locator('th[aria-sort]')).toHaveCount(1);
});

test('downloads who paid for what as CSV, quoting ids and opening formula-like ids as text', async ({ page }, testInfo) => {
  await page.goto('/');
  const ids = ['c,1', 'say "hi"', 'two\nlines', '=HYPERLINK("http://x")', '+1', '-2', '@me'];
  const operations: Operation[] = [
    { kind: 'grant', id: 'g,"1"', amount: 1000, start: 0, end: 10 },
    ...ids.map((id, index): Operation => ({ kind: 'consume', id, amount: 10, timestamp: index })),
  ];
  await importScenario(page, scenarioToFileText({ policy: 'reject', operations }), testInfo.outputPath('hostile.json'));
  await expect(grantsPanel(page).getByRole('rowheader')).toHaveText(['g,"1"']);
  const csv = await downloadCsv(page, testInfo.outputPath('who-paid-what.csv'));
  expect(csv).toBe(
    [
      'consumption,grant,amount',
      '"c,1","g,""1""",10',
      '"say ""hi""","g,""1""",10',
      '"two\nlines","g,""1""",10',
      `"'=HYPERLINK(""http://x"")","g,""1""",10`,
      `"'+1","g,""1""",10`,
      `"'-2","g,""1""",10`,
      `"'@me","g,""1""",10`,
      '',
    ].join('\r\n'),
  );
});

test('stays small and quick at 20,000 operations: one page of rows, a sort shown within 2 s on a loaded machine', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await importScenario(page, backdatedScenarioFile(20_000), testInfo.outputPath('twenty-thousand.json'));
  const panel = grantsPanel(page);
  await expect(panel.locator('.page-position')).toHaveText('Rows 1–25 of 1,000', { timeout: 180_000 });
  expect(await panel.locator('tbody tr').count()).toBeLessThanOrEqual(25);

  const left = panel.getByRole('columnheader', { name: /Left/ });
  const started = Date.now();
  await left.getByRole('button').click();
  await expect(left).toHaveAttribute('aria-sort', 'ascending');
  const sortMs = Date.now() - started;
  console.log(`grants table: sort of 1,000 grants shown in ${sortMs} ms`);
  expect(sortMs).toBeLessThan(2_000);

  await panel.getByRole('button', { name: 'Next' }).click();
  await expect(panel.locator('.page-position')).toHaveText('Rows 26–50 of 1,000');
  const csv = await downloadCsv(page, testInfo.outputPath('who-paid-what-20k.csv'));
  expect(csv.split('\r\n').length).toBeGreaterThan(1_000);
});
