/**
 * Issue 13: the refusal note, the Explanation panel, the event log and the grants table at
 * 390, 768, 1024 and 1440 px: none is wider than the screen, and on phones the grants table
 * scrolls inside itself; with a 20,000-operation file of 36-character ids the summary figures
 * show whole and the explanation fits.
 * Screenshots go to /tmp/panels-layout-<width>.png and /tmp/summary-figures-<width>.png for
 * a person to look at.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addConsumption, consumptionForm, explanation, grantsPanel, seedExampleOneBeforeC2 } from './panelsHelpers';
import { backdatedScenarioFile, importScenario } from './scenarioFiles';

const WIDTHS = [390, 768, 1024, 1440] as const;

async function expectInsideViewport(page: Page, region: Locator): Promise<void> {
  const box = await region.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 1);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

/** No visible event-log row cuts its amount or time: only the id gives way to an ellipsis. */
async function expectLogFiguresWhole(page: Page): Promise<void> {
  const figures = page.getByRole('list', { name: 'Event log' }).locator('.log-operation-figures');
  await expect(figures.first()).toBeVisible();
  const cut = await figures.evaluateAll((spans) =>
    spans
      .filter((span) => {
        const line = span.closest('.log-operation') as HTMLElement;
        // Cut by its own ellipsis, or hanging past the line that clips it.
        return span.scrollWidth > span.clientWidth || span.getBoundingClientRect().right > line.getBoundingClientRect().right + 0.5;
      })
      .map((span) => span.closest('.log-operation')?.textContent),
  );
  expect(cut, 'event-log rows whose figures are cut').toEqual([]);
}

for (const width of WIDTHS) {
  test(`the panels fit a ${width} px screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await seedExampleOneBeforeC2(page);
    await addConsumption(page, { id: 'c2', amount: 60, timestamp: 11 });
    const note = consumptionForm(page).locator('.form-action-note');
    await expect(note).toContainText('It would fit with 10 fewer', { timeout: 15_000 });

    for (const region of [consumptionForm(page), note, explanation(page), grantsPanel(page), page.getByRole('region', { name: 'Event log' })]) {
      await expectInsideViewport(page, region);
    }
    const scroller = grantsPanel(page).locator('.grants-scroll');
    await expectInsideViewport(page, scroller);
    const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    // Phones scroll the table inside itself; a wide screen shows it whole.
    console.log(`${width} px: grants table ${scrollWidth} px wide in a ${clientWidth} px box`);
    if (width === 390) expect(scrollWidth).toBeGreaterThan(clientWidth);
    if (width === 1440) expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);

    await page.screenshot({ path: `/tmp/panels-layout-${width}.png`, fullPage: true });
  });
}

for (const width of WIDTHS) {
  test(`a 20,000-operation file with 36-character ids: every summary figure and the explanation fit a ${width} px screen`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    // Seven-digit totals and five-digit counts: the widest figures the app shows.
    await importScenario(page, backdatedScenarioFile(20_000), test.info().outputPath('backdated-20k.json'));
    const summary = page.getByLabel('Summary', { exact: true }).locator(':scope > div');
    await expect(summary.filter({ hasText: 'Accepted' }).getByRole('definition')).toHaveText(/\d{2},\d{3}/, { timeout: 60_000 });
    for (const figure of await summary.all()) await expectInsideViewport(page, figure);
    await expectNoSidewaysScroll(page);
    await expectLogFiguresWhole(page);
    // The Explanation's queue lists grants with 36-character ids: it must still fit.
    await page.getByRole('list', { name: 'Event log' }).getByRole('listitem').nth(3).getByRole('button').first().click();
    await expect(explanation(page)).toContainText('took', { timeout: 20_000 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `/tmp/summary-figures-${width}.png` });
  });
}

for (const width of WIDTHS) {
  test(`the 10,000-operation preset's event log shows every grant's name and figures at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page.getByLabel('Scenario', { exact: true }).selectOption('10,000 operations');
    const firstGrant = page.getByRole('list', { name: 'Event log' }).getByRole('listitem').first();
    await expect(firstGrant).toContainText('month-1', { timeout: 20_000 });
    await expectLogFiguresWhole(page);
    // "month-1" is seven characters: a 340 px column has room for it beside its figures.
    const name = firstGrant.locator('.log-operation-name');
    expect(await name.evaluate((span) => span.scrollWidth <= span.clientWidth), 'the name "month-1" is whole').toBe(true);
  });
}

/** Times in Unix milliseconds and amounts in the billions, as a billing export has them. */
function unixMillisecondScenario(): string {
  const day = 86_400_000;
  const first = 1_764_547_200_000;
  const operations: object[] = [];
  for (let month = 0; month < 3; month += 1) {
    operations.push({ kind: 'grant', id: `monthly-credit-${month + 1}`, amount: 1_000_000_000, start: first + month * 30 * day, end: first + (month + 1) * 30 * day - 1 });
  }
  for (let index = 0; index < 40; index += 1) {
    operations.push({ kind: 'consume', id: `training-run-${index + 1}`, amount: 40_000_000 + ((index * 7_777_777) % 50_000_000), timestamp: first + index * 2 * day + 3_600_000 });
  }
  return JSON.stringify({ format: 'edf-ledger-lab/scenario', version: 1, policy: 'reject', operations });
}

for (const width of WIDTHS) {
  test(`Unix-millisecond times and billions of credits read at ${width} px: no sideways scroll, distinct ticks, ids kept`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await importScenario(page, unixMillisecondScenario(), test.info().outputPath('unix-ms.json'));
    const log = page.getByRole('list', { name: 'Event log' });
    await expect(log.getByRole('listitem').first()).toContainText('monthly-credit-1', { timeout: 20_000 });
    // The step panel's and the explanation's queues hold 17-digit windows: they scroll inside themselves.
    // Its row, the 15th, lies below the log's first screen of dated rows: scrolled to, as a person does.
    await page.locator('.log-viewport').evaluate((viewport) => viewport.scrollTo(0, 8 * 56));
    await log.getByRole('button', { name: /training-run-12 ·/ }).click();
    // Where a person reads a time, a Unix one is its UTC date; the caption keeps the exact number too.
    await expect(explanation(page)).toContainText('took 75,555,547 credits at 2025-12-23 01:00 UTC');
    // The timeline's caption gives such a time its UTC date too.
    await expect(page.locator('.timeline-selection')).toContainText('at t=1,766,451,600,000 (2025-12-23 01:00 UTC)');
    await expectNoSidewaysScroll(page);
    const ticks = await page.locator('.timeline-axis[data-axis="top"] .tick text').allTextContents();
    expect(ticks.length).toBeGreaterThan(1);
    expect(new Set(ticks).size, `axis ticks ${ticks.join(' ')}`).toBe(ticks.length);
    // Unix milliseconds read as UTC dates on the axis ("Dec 1 UTC", "Dec 15", ...), not "1.765T".
    expect(ticks[0], `axis ticks ${ticks.join(' ')}`).toMatch(/^[A-Z][a-z]{2} \d+(, \d{4})? UTC$/);
    expect(ticks.slice(1).every((tick) => /^[A-Z][a-z]{2} \d+(, \d{4})?$/.test(tick)), `axis ticks ${ticks.join(' ')}`).toBe(true);
    await expect(page.getByTestId('timeline-range')).toContainText(/Showing 2025-\d\d-\d\d \d\d:\d\d to 2026-\d\d-\d\d \d\d:\d\d UTC/);
    await expect(log.getByRole('listitem').filter({ hasText: 'training-run-12 ·' })).toContainText('at 2025-12-23 01:00');
    // Figures this long cannot stay whole; the id keeps its first sixteen characters instead of "t…".
    const name = log.getByRole('listitem').filter({ hasText: 'training-run-12 ·' }).locator('.log-operation-name');
    expect(await name.evaluate((span) => span.scrollWidth <= span.clientWidth + 1), 'the name "training-run-12" is whole').toBe(true);
    await page.screenshot({ path: `/tmp/unix-ms-${width}.png`, fullPage: true });
  });
}

test('a consumption typed as a UTC date lands at that Unix time, in the unit of the scenario', async ({ page }) => {
  await page.goto('/');
  await importScenario(page, unixMillisecondScenario(), test.info().outputPath('unix-ms.json'));
  const log = page.getByRole('list', { name: 'Event log' });
  await expect(log.getByRole('listitem').first()).toContainText('monthly-credit-1', { timeout: 20_000 });
  const form = page.getByRole('form', { name: 'Consumption form' });
  await form.getByLabel('Event ID').fill('typed-job');
  await form.getByLabel('Amount').fill('5');
  await form.getByLabel('Timestamp').fill('2026-01-10 09:30');
  await expect(form.getByText('= 1,768,037,400,000 (Unix ms)')).toBeVisible();
  await form.getByRole('button', { name: 'Consume' }).click();
  const row = log.getByRole('listitem').filter({ hasText: 'typed-job ·' });
  await expect(row).toContainText('typed-job · 5 at 2026-01-10 09:30');
  await expect(row).toContainText('accepted');
});

test('a burst of API calls on one day reads as times of day to the millisecond, each window whole at 1024 px', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/');
  const start = Date.UTC(2026, 10, 16);
  const operations: object[] = [{ kind: 'grant', id: 'burst-credit', amount: 500, start, end: start + 9_999 }];
  for (let index = 0; index < 20; index += 1) operations.push({ kind: 'consume', id: `call-${index}`, amount: 15, timestamp: start + index * 270 });
  await importScenario(page, JSON.stringify({ format: 'edf-ledger-lab/scenario', version: 1, policy: 'reject', operations }), test.info().outputPath('burst.json'));
  const log = page.getByRole('list', { name: 'Event log' });
  await expect(log.getByRole('listitem').first()).toContainText('burst-credit · 500 for 00:00:00.000 – 00:00:09.999', { timeout: 20_000 });
  await expect(page.locator('#event-log-title')).toContainText('times in UTC on 2026-11-16');
  await expect(log.getByRole('listitem').filter({ hasText: 'call-0 ·' })).toContainText('call-0 · 15 at 00:00:00.000');
  await expect(log.getByRole('listitem').filter({ hasText: 'call-1 ·' })).toContainText('call-1 · 15 at 00:00:00.270');
  const windowLine = log.getByRole('listitem').first().locator('.log-operation-when');
  expect(await windowLine.evaluate((line) => line.scrollWidth <= line.clientWidth), 'the window is whole').toBe(true);
});

test('Unix seconds, as usage APIs give them, read as UTC dates on the axis, in the log and in the form', async ({ page }) => {
  await page.goto('/');
  const nov1 = Date.UTC(2026, 10, 1) / 1000;
  const operations: object[] = [{ kind: 'grant', id: 'november', amount: 10_000, start: nov1, end: nov1 + 30 * 86_400 - 1 }];
  for (let index = 0; index < 30; index += 1) operations.push({ kind: 'consume', id: `job-${index}`, amount: 100, timestamp: nov1 + index * 86_400 + 9 * 3_600 });
  await importScenario(page, JSON.stringify({ format: 'edf-ledger-lab/scenario', version: 1, policy: 'reject', operations }), test.info().outputPath('unix-s.json'));
  const log = page.getByRole('list', { name: 'Event log' });
  await expect(log.getByRole('listitem').first()).toContainText('november · 10,000 for 2026-11-01 – 2026-11-30', { timeout: 20_000 });
  await expect(page.locator('#event-log-title')).toContainText('times in UTC');
  const jobRow = log.getByRole('listitem').filter({ hasText: 'job-3 ·' });
  await expect(jobRow).toContainText('job-3 · 100 at 2026-11-04 09:00');
  // The date has a line of its own, shown whole beside nothing else.
  expect(await jobRow.locator('.log-operation-when').evaluate((line) => line.scrollWidth <= line.clientWidth)).toBe(true);
  await expect(page.locator('.timeline-axis[data-axis="top"] .tick text').first()).toHaveText(/^[A-Z][a-z]{2} \d+ UTC$/);
  // A date typed in the form becomes Unix seconds, as the scenario counts.
  const form = page.getByRole('form', { name: 'Consumption form' });
  await form.getByLabel('Timestamp').fill('2026-11-20 12:00');
  await expect(form.getByText(`= ${(Date.UTC(2026, 10, 20, 12) / 1000).toLocaleString('en-US')} (Unix seconds)`)).toBeVisible();
  // Zoomed in as far as it goes (a few seconds), the axis and the range still read as times of day.
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  while (await zoomIn.isEnabled()) await zoomIn.click();
  const ticks = await page.locator('.timeline-axis[data-axis="top"] .tick text').allTextContents();
  expect(ticks[0], `axis ticks ${ticks.join(' ')}`).toMatch(/^[A-Z][a-z]{2} \d+ \d\d:\d\d:\d\d UTC$/);
  expect(ticks.slice(1).every((tick) => /^([A-Z][a-z]{2} \d+ )?\d\d:\d\d:\d\d$/.test(tick)), `axis ticks ${ticks.join(' ')}`).toBe(true);
  await expect(page.getByTestId('timeline-range')).toHaveText(/^Showing 2026-11-\d\d \d\d:\d\d:\d\d to 2026-11-\d\d \d\d:\d\d:\d\d UTC$/);
});

for (const width of [390, 1024, 1440] as const) {
  test(`the 10,000-operation preset's grants table, below both columns, keeps each row short at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page.getByLabel('Scenario', { exact: true }).selectOption('10,000 operations');
    const rows = grantsPanel(page).locator('tbody tr');
    await expect(rows.first()).toContainText('month-1', { timeout: 20_000 });
    const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
    const panel = (await grantsPanel(page).boundingBox())!;
    console.log(`${width} px: grants panel ${Math.round(panel.width)} px wide, rows ${Math.min(...heights)}-${Math.max(...heights)} px tall`);
    // The paid-for lists ("job-1929 10, job-4201 57, job-5436 60 and 243 more") took three
    // lines a row in the main column at 1024 px; below both columns they take one.
    if (width >= 1024) {
      expect(panel.width, 'the table spans the page').toBeGreaterThan(width - 60);
      expect(Math.max(...heights), 'a row of one line').toBeLessThan(36);
    } else {
      // A phone scrolls the table sideways: windows on one line, paid-for lists on two.
      expect(Math.max(...heights), 'a row of at most two lines').toBeLessThan(56);
    }
  });
}

for (const width of [390, 1024, 1440] as const) {
  test(`beside a taller main column the event log reaches down the side column, its rows covering it, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page.getByLabel('Scenario', { exact: true }).selectOption('10,000 operations');
    const log = page.getByRole('list', { name: 'Event log' });
    await expect(log).toContainText('month-1');
    const viewport = page.locator('.log-viewport');
    const measure = () =>
      page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        const list = box('.log-viewport');
        const rows = [...document.querySelectorAll('.log-list > li')].map((row) => row.getBoundingClientRect().bottom);
        return { listHeight: list.height, lowestRow: Math.max(...rows) - list.top, sideBottom: box('.side-column .event-log').bottom, mainBottom: box('.main-column').bottom };
      });
    // The main column settles once the timeline and the explanation are drawn.
    await expect.poll(async () => (await measure()).listHeight, { timeout: 20_000 }).toBeGreaterThan(width > 900 ? 700 : 400);
    const { listHeight, lowestRow, sideBottom, mainBottom } = await measure();
    console.log(`${width} px: log list ${Math.round(listHeight)} px tall, rows to ${Math.round(lowestRow)} px; side column ends ${Math.round(mainBottom - sideBottom)} px above the main one`);
    expect(lowestRow, 'rendered rows reach the bottom of the list').toBeGreaterThanOrEqual(listHeight);
    if (width > 900) {
      // At most about a screen tall, so its last rows fit in view.
      expect(listHeight).toBeLessThanOrEqual(900);
    } else {
      expect(listHeight, 'one column keeps the 420 px list').toBeLessThan(430);
    }
    // Scrolled far down, the rows rendered for the new position cover the list too.
    await viewport.evaluate((element) => element.scrollTo(0, 40 * 500));
    await expect(log.locator('li[aria-posinset="501"]')).toBeVisible();
    const scrolled = await measure();
    expect(scrolled.lowestRow, 'rendered rows reach the bottom of the scrolled list').toBeGreaterThanOrEqual(scrolled.listHeight);
  });
}
