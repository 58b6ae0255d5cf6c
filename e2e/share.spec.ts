/**
 * Sharing end to end, in real Chromium against the built app: a scenario built through the
 * forms travels through its link to a fresh browser, mangled links only ever produce an
 * alert, undo/redo work by button and key, files round-trip, and autosave survives a reload.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { encodeScenarioHash } from '../src/scenario/codec';
import { scenarioToFileText } from '../src/scenario/fileIo';
import { generateUsageScenario } from '../src/scenario/usageGenerator';
import type { Scenario } from '../src/scenario/types';
import {
  addConsumption,
  addGrant,
  deflateBombHash,
  grantIds,
  markerStatuses,
  settledShareUrl,
  shareAlert,
} from './shareHelpers';

/** g1 covers c1; c2 asks for more than is left at t=6 and is rejected. */
async function buildStory(page: Page): Promise<void> {
  await addGrant(page, { id: 'g1', amount: 100, start: 0, end: 10 });
  await addConsumption(page, { id: 'c1', amount: 30, timestamp: 5 });
  await addConsumption(page, { id: 'c2', amount: 90, timestamp: 6 });
  await expect(page.locator('[data-consumption-id="c2"]').first()).toHaveAttribute('data-status', 'rejected');
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('a link opens the same scenario, markers and statuses in a fresh browser', async ({ page, browser }) => {
  await page.goto('/');
  await buildStory(page);
  const url = await settledShareUrl(page);
  const expected = await markerStatuses(page);
  expect(expected).toEqual(['c1:accepted', 'c2:rejected']);

  // A new context shares no storage, so only the link can carry the scenario.
  const context = await browser.newContext();
  const opened = await context.newPage();
  await opened.goto(url);
  await expect(opened.locator('[data-consumption-id="c2"]').first()).toHaveAttribute('data-status', 'rejected');
  expect(await markerStatuses(opened)).toEqual(expected);
  expect(await grantIds(opened)).toEqual(['g1']);
  await context.close();
});

/** An id that would become an element if the app ever rendered link text as HTML. */
const MARKUP_ID = '<img src=x onerror=alert(1)>';

const mangledLinks: [string, (validHash: string) => string, RegExp][] = [
  ['a truncated link', (hash) => hash.slice(0, Math.floor(hash.length / 2)), /not valid|cut short/],
  ['bad base64', (hash) => hash.replace(/\.(.)/, '.$$$1'), /not valid base64url/],
  ['a version from the future', (hash) => hash.replace(/s=\d+\./, 's=9.'), /version 9 is newer than this app supports/],
  ['a deflate bomb', () => deflateBombHash(), /inflates to more than the limit/],
  ['a huge link', () => `#s=2.${'A'.repeat(250_000)}`, /more than the limit of 200,000/],
  [
    'markup in the link',
    () => `#s=1.${Buffer.from(`["r",[["g","${MARKUP_ID}",5,0,1],["g","${MARKUP_ID}",6,0,1]]]`).toString('base64url')}`,
    /grant id "<img src=x onerror=alert\(1\)>" was already used/,
  ],
];

// The same story as buildStory, encoded in Node, so each mangled link starts from a real one.
const storyHash = encodeScenarioHash({
  policy: 'reject',
  operations: [
    { kind: 'grant', id: 'g1', amount: 100, start: 0, end: 10 },
    { kind: 'consume', id: 'c1', amount: 30, timestamp: 5 },
    { kind: 'consume', id: 'c2', amount: 90, timestamp: 6 },
  ],
});

for (const [name, mangle, message] of mangledLinks) {
  test(`${name} shows an alert naming the problem and leaves a working app`, async ({ page }) => {
    await page.goto(`/${mangle(storyHash)}`);
    await expect(shareAlert(page)).toContainText('This link cannot be opened');
    await expect(shareAlert(page)).toContainText(message);
    await expect(page.locator('img')).toHaveCount(0);
    await addGrant(page, { id: 'g_after', amount: 5, start: 0, end: 3 });
  });
}

test('a link with a step opens teaching playback at that step', async ({ page }) => {
  await page.goto('/');
  await buildStory(page);
  const url = new URL(await settledShareUrl(page));
  await page.goto(`/#s=${url.hash.slice('#s='.length)}&step=1`);
  await page.reload();
  // Playback at step 1: the first arrival is the current step of the event log.
  await expect(page.locator('.log-row[aria-current="step"]')).toHaveAttribute('data-op-index', '0');
  await expect(page.locator('[data-consumption-id="c1"]')).toHaveCount(0);
});

test('a link whose scenario landed in the query (?s=…) opens it, and the address bar shows it in the hash', async ({ page, browser }) => {
  await page.goto('/');
  await buildStory(page);
  const url = new URL(await settledShareUrl(page));
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto(`/?${url.hash.slice(1)}&step=2`);
  // Playback at step 2: c1 arrived, c2 not yet.
  await expect(fresh.locator('.log-row[aria-current="step"]')).toHaveAttribute('data-op-index', '1');
  await expect(fresh.locator('[data-consumption-id="c1"]').first()).toHaveAttribute('data-status', 'accepted');
  const opened = new URL(fresh.url());
  expect(opened.search).toBe('');
  expect(opened.hash).toContain('s=');
  await context.close();
});

test('"Open empty scenario" replaces a broken link', async ({ page }) => {
  await page.goto('/#s=9.AAAA');
  await shareAlert(page).getByRole('button', { name: 'Open empty scenario' }).click();
  await expect(shareAlert(page)).toHaveCount(0);
  await expect(page).toHaveURL(/#s=1\./);
});

test('a link pasted into the same tab opens and can be undone', async ({ page, browser }) => {
  const source = await browser.newPage();
  await source.goto('/');
  await addGrant(source, { id: 'g_shared', amount: 50, start: 0, end: 20 });
  const sharedHash = new URL(await settledShareUrl(source)).hash;
  await source.close();

  await page.goto('/');
  await addGrant(page, { id: 'g_local', amount: 10, start: 0, end: 5 });
  await page.evaluate((hash) => (window.location.hash = hash), sharedHash);
  await expect.poll(() => grantIds(page)).toEqual(['g_shared']);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => grantIds(page)).toEqual(['g_local']);
});

test('undo and redo work from the buttons and the keyboard', async ({ page }) => {
  await page.goto('/');
  const undo = page.getByRole('button', { name: 'Undo' });
  const redo = page.getByRole('button', { name: 'Redo' });
  await expect(undo).toBeDisabled();
  await addGrant(page, { id: 'g1', amount: 100, start: 0, end: 10 });
  await addGrant(page, { id: 'g2', amount: 50, start: 5, end: 15 });

  await undo.click();
  await expect.poll(() => grantIds(page)).toEqual(['g1']);
  await redo.click();
  await expect.poll(() => grantIds(page)).toEqual(['g1', 'g2']);
  await expect(redo).toBeDisabled();

  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(() => grantIds(page)).toEqual(['g1']);
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect.poll(() => grantIds(page)).toEqual(['g1', 'g2']);
  await page.keyboard.press('ControlOrMeta+z');
  await page.keyboard.press('Control+y');
  await expect.poll(() => grantIds(page)).toEqual(['g1', 'g2']);
});

test('Ctrl+Z inside a text field is left to the field', async ({ page }) => {
  await page.goto('/');
  await addGrant(page, { id: 'g1', amount: 100, start: 0, end: 10 });
  await page.getByRole('form', { name: 'Grant form' }).getByLabel('Amount').press('ControlOrMeta+z');
  // An undo would empty the log at once; the field's own undo leaves the grant in it.
  await page.waitForTimeout(300);
  await expect(page.locator('.log-row')).toHaveCount(1);
});

test('Export then Import restores the scenario; a bad file shows an alert', async ({ page }, testInfo) => {
  await page.goto('/');
  await buildStory(page);
  const expected = await markerStatuses(page);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const exportedPath = testInfo.outputPath('exported.json');
  await (await downloadPromise).saveAs(exportedPath);
  expect(JSON.parse(await readFile(exportedPath, 'utf8'))).toMatchObject({ format: 'edf-ledger-lab/scenario', version: 1 });

  const importInput = page.getByLabel('Import file');
  await importInput.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format": ') });
  await expect(shareAlert(page)).toContainText('Import failed: file is not valid JSON');

  await page.getByLabel('Scenario', { exact: true }).selectOption({ index: 1 });
  await importInput.setInputFiles(exportedPath);
  await expect.poll(() => markerStatuses(page)).toEqual(expected);
  await expect(shareAlert(page)).toHaveCount(0);
});

test('a CSV from a spreadsheet imports with its UTC dates, and a broken one names its line and keeps the scenario', async ({ page }) => {
  await page.goto('/');
  const importInput = page.getByLabel('Import file');
  const csv = [
    'kind,id,amount,start,end,timestamp,note',
    'grant,november,100,2026-11-01,2026-11-30 23:59,,bought on the 12th',
    'consume,job-1,80,,,2026-11-02 09:00,',
    'consume,job-2,30,,,2026-11-03 10:30,',
  ].join('\r\n');
  await importInput.setInputFiles({ name: 'credits.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect.poll(() => markerStatuses(page)).toEqual(['job-1:accepted', 'job-2:rejected']);
  const log = page.getByRole('list', { name: 'Event log' });
  await expect(log).toContainText('job-1 · 80 at 2026-11-02 09:00');

  // The log downloads as a CSV with its outcomes, which Import reads back as the same scenario.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const logCsv = await readFile(await (await downloadPromise).path(), 'utf8');
  expect(logCsv.split('\r\n').slice(0, 3)).toEqual([
    'kind,id,amount,start,end,timestamp,outcome',
    `grant,november,100,${Date.UTC(2026, 10, 1)},${Date.UTC(2026, 10, 30, 23, 59)},,grant`,
    `consume,job-1,80,,,${Date.UTC(2026, 10, 2, 9)},accepted`,
  ]);
  await page.getByLabel('Scenario', { exact: true }).selectOption({ index: 1 });
  await importInput.setInputFiles({ name: 'event-log.csv', mimeType: 'text/csv', buffer: Buffer.from(logCsv) });
  await expect.poll(() => markerStatuses(page)).toEqual(['job-1:accepted', 'job-2:rejected']);

  await importInput.setInputFiles({ name: 'typo.csv', mimeType: 'text/csv', buffer: Buffer.from('kind,id,amount,timestamp\nconsume,c1,ten,5\n') });
  await expect(shareAlert(page)).toContainText('Import failed: CSV line 2: amount must be a whole number (found "ten")');
  await expect.poll(() => markerStatuses(page)).toEqual(['job-1:accepted', 'job-2:rejected']);
});

test('a CSV that Excel on Windows saved (Windows-1252) imports with its accented ids whole', async ({ page }) => {
  await page.goto('/');
  const csv = 'kind,id,amount,start,end,timestamp\r\ngrant,crédit-été,100,0,10,\r\nconsume,café-1,30,,,5\r\n';
  await page.getByLabel('Import file').setInputFiles({ name: 'usage.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'latin1') });
  await expect.poll(() => markerStatuses(page)).toEqual(['café-1:accepted']);
  await expect(page.getByRole('list', { name: 'Event log' })).toContainText('crédit-été · 100 for t=0–10');
});

test('a link made after importing a file and editing it carries both', async ({ page, browser }, testInfo) => {
  // The codec worker keeps the file it read and gets only the edit's operation: the link
  // must still hold the whole file plus the edit.
  const file = testInfo.outputPath('imported.json');
  const imported: Scenario = { policy: 'reject', operations: [
    { kind: 'grant', id: 'g1', amount: 100, start: 0, end: 10 },
    { kind: 'consume', id: 'c1', amount: 30, timestamp: 5 },
  ] };
  await writeFile(file, scenarioToFileText(imported));
  await page.goto('/');
  await page.getByLabel('Import file').setInputFiles(file);
  await expect.poll(() => markerStatuses(page)).toEqual(['c1:accepted']);
  await addConsumption(page, { id: 'c2', amount: 90, timestamp: 6 });
  await expect(page.locator('[data-consumption-id="c2"]').first()).toHaveAttribute('data-status', 'rejected');
  const url = await settledShareUrl(page);

  const context = await browser.newContext();
  const opened = await context.newPage();
  await opened.goto(url);
  await expect.poll(() => markerStatuses(opened)).toEqual(['c1:accepted', 'c2:rejected']);
  expect(await grantIds(opened)).toEqual(['g1']);
  await context.close();
});

test('a link with 20,000 operations opens whole', async ({ page }) => {
  // Decoded in the codec worker before the app starts (decodeAhead.ts), then opened as any link.
  const scenario = generateUsageScenario({ seed: 3, days: 365, operationCount: 19_999 });
  const hash = encodeScenarioHash(scenario);
  expect(hash.length).toBeLessThan(200_000);
  await page.goto(`/${hash}`);
  await expect(page.locator('#event-log-title')).toContainText('19,999 operations', { timeout: 30_000 });
  await expect(page.locator('main')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await expect(shareAlert(page)).toHaveCount(0);
});

test('the last scenario is restored on reload without a link', async ({ page }) => {
  await page.goto('/');
  await buildStory(page);
  await settledShareUrl(page);
  await page.goto('/');
  await expect.poll(() => markerStatuses(page)).toEqual(['c1:accepted', 'c2:rejected']);
});
