/**
 * A person's scenario is never lost, in real Chromium against the built app: scenarios too
 * large for a link, bad links followed by edits, shared links, two tabs editing in turn,
 * unreadable saves and malformed view parameters.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { encodeScenarioHash } from '../src/scenario/codec';
import { backdatedScenarioFile, importScenario } from './scenarioFiles';
import { addGrant, grantIds, settledShareUrl, shareAlert, submitGrantForm } from './shareHelpers';

function eventLogHeading(page: Page) {
  return page.getByRole('heading', { name: /Event log/ });
}

function recentPanel(page: Page) {
  return page.getByRole('group', { name: 'Recent work' });
}

async function openRecent(page: Page) {
  await page.getByText('Recent', { exact: true }).click();
  return recentPanel(page);
}

/** Waits until this page's scenario is in storage, so another page or a reload sees it. */
async function waitForSave(page: Page, operationCount: number): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((count) => {
        const metas = Object.keys(localStorage).filter((key) => key.endsWith('/meta'));
        return metas.some((key) => JSON.parse(localStorage.getItem(key) ?? '{}').operations === count);
      }, operationCount),
      // Compressing a 20,000-operation scenario comes after the engine's first answer.
      { timeout: 30_000 },
    )
    .toBe(true);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('a 20,000-operation file with long ids survives a reload, a plain visit, and an add past the limit', async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await importScenario(page, backdatedScenarioFile(20_000), testInfo.outputPath('large.edf-ledger.json'));
  await expect(eventLogHeading(page)).toContainText('20,000 operations', { timeout: 30_000 });
  await waitForSave(page, 20_000);
  // Too large for a link that opens: the address bar does not pretend otherwise.
  expect(page.url()).not.toContain('#s=');

  await page.reload();
  await expect(eventLogHeading(page)).toContainText('20,000 operations', { timeout: 30_000 });
  await expect(shareAlert(page)).toHaveCount(0);

  const plainVisit = await context.newPage();
  await plainVisit.goto('/');
  await expect(eventLogHeading(plainVisit)).toContainText('20,000 operations', { timeout: 30_000 });
  await plainVisit.close();

  const form = await submitGrantForm(page, { id: 'one-too-many', amount: 5, start: 0, end: 5 });
  await expect(form.getByRole('alert')).toContainText('reached the limit of 20,000 operations');
  await page.reload();
  await expect(eventLogHeading(page)).toContainText('20,000 operations', { timeout: 30_000 });
  await expect(shareAlert(page)).toHaveCount(0);
});

test('a bad link offers the saved scenario back, and an edit after it keeps the saved one', async ({ page, context }) => {
  await page.goto('/');
  await addGrant(page, { id: 'mine', amount: 100, start: 0, end: 10 });
  await waitForSave(page, 1);

  const linkTab = await context.newPage();
  await linkTab.goto('/#s=9.AAAA');
  await expect(shareAlert(linkTab)).toContainText('version 9 is newer');
  await shareAlert(linkTab).getByRole('button', { name: 'Dismiss' }).click();
  await addGrant(linkTab, { id: 'new-work', amount: 5, start: 0, end: 5 });
  await waitForSave(linkTab, 1);

  const panel = await openRecent(linkTab);
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await linkTab.reload();
  await linkTab.evaluate(() => (window.location.hash = '#s=9.AAAA'));
  await shareAlert(linkTab).getByRole('button', { name: 'Restore autosaved scenario' }).click();
  await expect.poll(() => grantIds(linkTab)).toEqual(['new-work']);
  expect(await grantIds(page)).toEqual(['mine']);
});

test('a pasted bad link, then reload and an edit, still leaves the earlier work under Recent', async ({ page }) => {
  await page.goto('/');
  await addGrant(page, { id: 'mine', amount: 100, start: 0, end: 10 });
  await waitForSave(page, 1);
  await page.evaluate(() => (window.location.hash = '#s=2.not-a-link'));
  await expect(shareAlert(page)).toContainText('cannot be opened');
  await page.reload();
  await expect(shareAlert(page)).toContainText('cannot be opened');
  await shareAlert(page).getByRole('button', { name: 'Open empty scenario' }).click();
  await addGrant(page, { id: 'other', amount: 5, start: 0, end: 5 });
  const panel = await openRecent(page);
  await panel.getByRole('button', { name: /^Untitled.*1 operation/ }).last().click();
  await expect.poll(() => grantIds(page)).toEqual(['mine']);
});

test('opening a shared link and editing it does not replace your own saved scenario', async ({ page, context }) => {
  await page.goto('/');
  await addGrant(page, { id: 'mine', amount: 100, start: 0, end: 10 });
  await waitForSave(page, 1);
  const shared = encodeScenarioHash({ policy: 'reject', operations: [{ kind: 'grant', id: 'shared', amount: 9, start: 0, end: 9 }] });
  const linkTab = await context.newPage();
  await linkTab.goto(`/${shared}`);
  await addGrant(linkTab, { id: 'added', amount: 1, start: 0, end: 1 });
  await waitForSave(linkTab, 2);
  const panel = await openRecent(linkTab);
  await expect(panel.getByRole('button', { name: /^Opened link.*2 operations/ })).toBeVisible();
  await panel.getByRole('button', { name: /^Untitled.*1 operation/ }).click();
  await expect.poll(() => grantIds(linkTab)).toEqual(['mine']);
});

test('a link opened in a new tab is kept under Recent without an edit, beside your own work', async ({ page, context }) => {
  await page.goto('/');
  await addGrant(page, { id: 'mine', amount: 100, start: 0, end: 10 });
  await waitForSave(page, 1);
  const shared = encodeScenarioHash({
    policy: 'reject',
    operations: [
      { kind: 'grant', id: 'shared', amount: 9, start: 0, end: 9 },
      { kind: 'consume', id: 'look', amount: 3, timestamp: 4 },
      { kind: 'consume', id: 'only', amount: 2, timestamp: 5 },
    ],
  });
  const linkTab = await context.newPage();
  await linkTab.goto(`/${shared}`);
  // Only looked at, then the tab is closed: Recent in another tab still has it.
  await waitForSave(linkTab, 3);
  await linkTab.close();
  await page.reload();
  const panel = await openRecent(page);
  await expect(panel.getByRole('button', { name: /^Opened link.*3 operations/ })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Untitled.*1 operation/ })).toBeVisible();
});

test('two tabs editing in turn see each other and overwrite nothing', async ({ page, context }) => {
  await page.goto('/');
  await addGrant(page, { id: 'g1', amount: 10, start: 0, end: 10 });
  await waitForSave(page, 1);
  const other = await context.newPage();
  await other.setViewportSize({ width: 1280, height: 800 });
  await other.goto('/');
  await expect.poll(() => grantIds(other)).toEqual(['g1']);
  await addGrant(other, { id: 'g2', amount: 10, start: 0, end: 10 });
  await expect.poll(() => grantIds(page)).toEqual(['g1', 'g2']);
  await expect(page.getByRole('status').filter({ hasText: 'changed in another tab' })).toBeVisible();
  await addGrant(page, { id: 'g3', amount: 10, start: 0, end: 10 });
  await expect.poll(() => grantIds(other)).toEqual(['g1', 'g2', 'g3']);
  await other.close();
  await page.reload();
  await expect.poll(() => grantIds(page)).toEqual(['g1', 'g2', 'g3']);
});

test('a save that cannot be read is moved aside and can be exported', async ({ page }, testInfo) => {
  await page.goto('/');
  await addGrant(page, { id: 'mine', amount: 100, start: 0, end: 10 });
  await waitForSave(page, 1);
  await page.evaluate(() => {
    const dataKey = Object.keys(localStorage).find((key) => key.endsWith('/data'));
    if (dataKey) localStorage.setItem(dataKey, '2.damaged-by-hand');
  });
  // A plain visit: with the link in the address bar the link itself would open.
  await page.goto('/');
  await expect(shareAlert(page)).toContainText('could not be read');
  await expect(shareAlert(page)).toContainText('moved aside');
  const panel = await openRecent(page);
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download unreadable save' }).click();
  const path = testInfo.outputPath('unreadable.txt');
  await (await download).saveAs(path);
  expect(await readFile(path, 'utf8')).toContain('2.damaged-by-hand');
});

for (const step of ['-1', 'abc', '99']) {
  test(`a link with step=${step} opens its scenario and says the step was ignored`, async ({ page }) => {
    const hash = encodeScenarioHash({ policy: 'reject', operations: [{ kind: 'grant', id: 'g1', amount: 9, start: 0, end: 9 }] });
    await page.goto(`/${hash}&step=${step}`);
    await expect.poll(() => grantIds(page)).toEqual(['g1']);
    await expect(page.getByRole('status').filter({ hasText: 'opened without part of its view' })).toContainText('step');
    await expect(shareAlert(page)).toHaveCount(0);
  });
}

test('a link with a parameter it cannot set, or a hash without its scenario, says so and keeps the work', async ({ page }) => {
  const hash = encodeScenarioHash({ policy: 'reject', operations: [{ kind: 'grant', id: 'g1', amount: 9, start: 0, end: 9 }] });
  await page.goto(`/${hash}&foo=bar`);
  await expect.poll(() => grantIds(page)).toEqual(['g1']);
  await expect(page.getByRole('status').filter({ hasText: 'opened without part of its view' })).toContainText('"foo" is not something a link can set');
  await page.goto('/?again#step=3');
  await expect(page.getByRole('status').filter({ hasText: 'holds no scenario' })).toBeVisible();
  // The tab's own scenario is shown instead.
  await expect.poll(() => grantIds(page)).toEqual(['g1']);
});

test('Undo after loading a preset goes back to your own saved scenario, and edits after it are saved there', async ({ page }) => {
  await page.goto('/');
  await addGrant(page, { id: 'mine', amount: 100, start: 0, end: 10 });
  await waitForSave(page, 1);
  await page.getByRole('combobox', { name: 'Scenario', exact: true }).selectOption('Cascade');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => grantIds(page)).toEqual(['mine']);
  await addGrant(page, { id: 'more', amount: 5, start: 0, end: 5 });
  await waitForSave(page, 2);
  const panel = await openRecent(page);
  // One "Untitled" (yours, now with both grants) and the preset's own: nothing saved twice.
  await expect(panel.getByRole('button', { name: /^Untitled.*2 operations/ })).toHaveCount(1);
  await expect(panel.getByRole('button', { name: /^Untitled/ })).toHaveCount(1);
});

for (const start of ['a new page', 'an opened link']) {
  test(`a reload right after an edit shows that edit (${start}), and the next edit goes on in the same document`, async ({ page }) => {
    const link = encodeScenarioHash({ policy: 'reject', operations: [{ kind: 'grant', id: 'linked', amount: 9, start: 0, end: 9 }] });
    await page.goto(start === 'a new page' ? '/' : `/${link}`);
    await addGrant(page, { id: 'first', amount: 10, start: 0, end: 10 });
    const earlier = await settledShareUrl(page);
    // Reloaded before the address bar shows this edit (it is written once edits settle).
    await addGrant(page, { id: 'second', amount: 10, start: 0, end: 10 });
    expect(page.url()).toBe(earlier);
    await page.reload();
    const expected = start === 'a new page' ? ['first', 'second'] : ['first', 'linked', 'second'];
    await expect.poll(() => grantIds(page)).toEqual(expected);
    // The address bar catches up, so a copied URL carries the edit too.
    await expect.poll(() => page.url()).not.toBe(earlier);
    await addGrant(page, { id: 'third', amount: 10, start: 0, end: 10 });
    await waitForSave(page, expected.length + 1);
    const panel = await openRecent(page);
    await expect(panel.getByRole('button', { name: new RegExp(`${expected.length + 1} operations`) })).toHaveCount(1);
    await expect(panel.getByRole('button', { name: /operations?/ })).toHaveCount(1);
  });
}

test('work storage will not take is still said to be unsaved when a link replaces it, and Undo brings it back', async ({ page }) => {
  // Storage with room for small saves only: this tab's own work does not fit, a small link does.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (key.endsWith('/data') && value.length > 60) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  await page.goto('/');
  for (const id of ['mine-first', 'mine-second', 'mine-third']) await addGrant(page, { id, amount: 100, start: 0, end: 10 });
  await expect(shareAlert(page)).toContainText('Autosave failed');
  await shareAlert(page).getByRole('button', { name: 'Dismiss' }).click();

  const small = encodeScenarioHash({ policy: 'reject', operations: [{ kind: 'grant', id: 'fg', amount: 10, start: 0, end: 5 }] });
  await page.evaluate((hash) => (window.location.hash = hash), small);
  await expect.poll(() => grantIds(page)).toEqual(['fg']);
  await expect(shareAlert(page)).toContainText('Not saved: the scenario open before this one (3 operations)');

  // Leaving now would lose it: the browser asks (and the person stays).
  const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => { resolve(dialog.type()); void dialog.dismiss(); }));
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => grantIds(page)).toEqual(['mine-first', 'mine-second', 'mine-third']);
});

test('Back after pasting a link over fresh edits reopens the latest work, not the older copy in the address', async ({ page }) => {
  await page.goto('/');
  await addGrant(page, { id: 'a1', amount: 10, start: 0, end: 5 });
  await waitForSave(page, 1);
  await expect(page).toHaveURL(/#s=/);
  // An edit, then a link pasted before the address bar caught up with it.
  await addGrant(page, { id: 'a2', amount: 10, start: 0, end: 5 });
  const pasted = encodeScenarioHash({ policy: 'reject', operations: [{ kind: 'grant', id: 'pasted', amount: 9, start: 0, end: 9 }] });
  await page.evaluate((hash) => (window.location.hash = hash), pasted);
  await expect.poll(() => grantIds(page)).toEqual(['pasted']);

  await page.goBack();
  await expect.poll(() => grantIds(page)).toEqual(['a1', 'a2']);
  const panel = await openRecent(page);
  await expect(panel.getByRole('button', { name: /^Opened link/ })).toHaveCount(1);
  await expect(panel.getByRole('button', { name: /^Untitled.*2 operations/ })).toHaveCount(1);
});
