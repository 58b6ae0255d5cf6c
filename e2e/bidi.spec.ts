/**
 * Ids with bidi controls or right-to-left letters, entered through the real forms, are
 * shown isolated everywhere: the event log, the timeline, the narration, the explanation,
 * the drag label and the tooltips. A grant "big<U+202E>01" of 100 must still read "grant big…01 ·
 * 100", not "grant big… 001". Screenshots at 1024 px go to /tmp/bidi-*.png for a person to look at.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logRowAt } from './panelsHelpers';

const OVERRIDE_GRANT_ID = 'big\u202E01';
const HEBREW_ID = '\u05D0\u05D1-1';
const OVERRIDE_CONSUMPTION_ID = 'c\u202E23';
const HOSTILE_IDS = [OVERRIDE_GRANT_ID, HEBREW_ID, OVERRIDE_CONSUMPTION_ID];

const narration = (page: Page) => page.getByRole('region', { name: 'Narration' });
const position = (page: Page) => page.locator('.playback-position');

async function submit(page: Page, formName: string, values: Record<string, string>, button: string) {
  const form = page.getByRole('form', { name: formName });
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: button }).click();
}

/**
 * grant big‮01: 100 over t=0..10; אב-1 takes 20 at t=2; c‮23 takes 80 at t=8; c_early asks 30
 * at t=2 and is refused, as it would break c‮23.
 */
async function enterScenario(page: Page) {
  await submit(page, 'Grant form', { 'Grant ID': OVERRIDE_GRANT_ID, Amount: '100', Start: '0', End: '10' }, 'Add grant');
  await submit(page, 'Consumption form', { 'Event ID': HEBREW_ID, Amount: '20', Timestamp: '2' }, 'Consume');
  await submit(page, 'Consumption form', { 'Event ID': OVERRIDE_CONSUMPTION_ID, Amount: '80', Timestamp: '8' }, 'Consume');
  await submit(page, 'Consumption form', { 'Event ID': 'c_early', Amount: '30', Timestamp: '2' }, 'Consume');
  await expect(logRowAt(page, 3)).toHaveAttribute('data-status', 'rejected');
}

/**
 * Every place under `root` where one of `ids` is shown without isolation: in text, an id
 * must be the whole text of a <bdi> (or of an element styled `unicode-bidi: isolate`) or sit
 * between FSI and PDI; in a title or aria-label it must sit between FSI and PDI.
 */
async function unisolatedIds(root: Locator, ids: readonly string[]): Promise<string[]> {
  return root.evaluate((element, hostileIds) => {
    const FSI = '\u2068';
    const PDI = '\u2069';
    const problems: string[] = [];
    const isolatingParent = (node: Node, id: string) => {
      const parent = node.parentElement;
      if (parent === null || parent.textContent !== id) return false;
      return parent.tagName === 'BDI' || getComputedStyle(parent).unicodeBidi.includes('isolate');
    };
    const check = (text: string, where: string, isolatedByParent: boolean) => {
      for (const id of hostileIds) {
        for (let at = text.indexOf(id); at !== -1; at = text.indexOf(id, at + 1)) {
          const wrapped = text[at - 1] === FSI && text[at + id.length] === PDI;
          if (!wrapped && !isolatedByParent) problems.push(`${where}: ${JSON.stringify(text)}`);
        }
      }
    };
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const id = hostileIds.find((candidate) => node?.textContent === candidate);
      check(node.textContent ?? '', `text in <${node.parentElement?.tagName}>`, id !== undefined && isolatingParent(node, id));
    }
    for (const holder of [element, ...element.querySelectorAll('[title], [aria-label]')]) {
      for (const name of ['title', 'aria-label']) check(holder.getAttribute(name) ?? '', `${name} of <${holder.tagName}>`, false);
    }
    return problems;
  }, ids);
}

/** How many times each id is shown under `root`, so a check of isolation never passes on nothing. */
async function idOccurrences(root: Locator, id: string): Promise<number> {
  return root.evaluate((element, wanted) => element.textContent?.split(wanted).length ?? 1, id).then((parts) => parts - 1);
}

/**
 * The left edge of each character of `needle` in `element`'s text (outside any isolate),
 * in document order. A line reordered by a leaked override would read them right to left.
 */
async function charLefts(element: Locator, needle: string): Promise<number[]> {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at === -1) continue;
      return Array.from(wanted, (_, offset) => {
        const range = document.createRange();
        range.setStart(node as Text, at + offset);
        range.setEnd(node as Text, at + offset + 1);
        return range.getBoundingClientRect().left;
      });
    }
    return [];
  }, needle);
}

/** Left edges of `needles` (each found in its own text node), in the order given. */
async function readingOrder(element: Locator, needles: readonly string[]): Promise<number[]> {
  return Promise.all(needles.map(async (needle) => (await charLefts(element, needle))[0] ?? Number.NaN));
}

function expectLeftToRight(lefts: readonly number[]) {
  expect(lefts.every((left) => Number.isFinite(left))).toBe(true);
  expect([...lefts].sort((a, b) => a - b)).toEqual(lefts);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/');
  await enterScenario(page);
});

test('the event log isolates every id and the grant reads "grant big…01 · 100" in order', async ({ page }) => {
  const log = page.getByRole('list', { name: 'Event log' });
  await expect(logRowAt(page, 3).locator('.log-outcome')).toHaveText(`rejected: would break ${OVERRIDE_CONSUMPTION_ID}`);
  await expect(logRowAt(page, 0).locator('.log-operation bdi')).toHaveText(OVERRIDE_GRANT_ID);
  await expect(logRowAt(page, 1).locator('.log-operation bdi')).toHaveText(HEBREW_ID);
  await expect(logRowAt(page, 3).locator('.log-outcome bdi')).toHaveText(OVERRIDE_CONSUMPTION_ID);
  expect(await unisolatedIds(log, HOSTILE_IDS)).toEqual([]);

  const grantOperation = logRowAt(page, 0).locator('.log-operation');
  await expect(grantOperation).toHaveText(`grant ${OVERRIDE_GRANT_ID} · 100 for t=0–10`);
  expectLeftToRight(await charLefts(grantOperation, '100'));
  const idBox = await grantOperation.locator('bdi').boundingBox();
  // The id's name may end in an ellipsis so that the figures stay whole: its visible end.
  const nameBox = await grantOperation.locator('.log-operation-name').boundingBox();
  // "grant " is for screen readers only (the outcome line shows the kind): the id leads.
  const [amount] = await readingOrder(grantOperation, ['100']);
  expect(idBox).not.toBeNull();
  const idEnd = Math.min(idBox!.x + idBox!.width, nameBox!.x + nameBox!.width);
  expect([idBox!.x, idEnd, amount]).toEqual([...[idBox!.x, idEnd, amount]].sort((a, b) => a - b));
  expectLeftToRight(await readingOrder(logRowAt(page, 1).locator('.log-operation'), ['20', 'at t=2']));
  await page.locator('.event-log').screenshot({ path: '/tmp/bidi-log.png' });
});

test('the timeline isolates ids in lane labels, marker labels, links and tooltips', async ({ page }) => {
  const timeline = page.locator('.timeline-frame');
  await logRowAt(page, 2).locator('button.log-summary').click();
  await expect(page.locator(`[data-link-grant-id="${OVERRIDE_GRANT_ID}"]`)).toHaveText(`80 from \u2068${OVERRIDE_GRANT_ID}\u2069`);
  await expect(page.locator('.timeline-lane-label').first()).toHaveText(`\u2068${OVERRIDE_GRANT_ID}\u2069 · 100`);
  expect(await idOccurrences(timeline, OVERRIDE_GRANT_ID)).toBeGreaterThan(1);
  expect(await unisolatedIds(timeline, HOSTILE_IDS)).toEqual([]);
  expect(await unisolatedIds(page.locator('.timeline-selection'), HOSTILE_IDS)).toEqual([]);

  // SVG text has no ranges to measure; its own glyph positions show the amount's order.
  const amountLefts = await page.locator('.timeline-lane-label').first().evaluate((text: SVGTextElement) => {
    const content = text.textContent ?? '';
    const at = content.lastIndexOf('100');
    return [0, 1, 2].map((offset) => text.getStartPositionOfChar(at + offset).x);
  });
  expectLeftToRight(amountLefts);
  await page.locator('.timeline').screenshot({ path: '/tmp/bidi-timeline.png' });
});

test('the explanation isolates the selected id and each grant of its queue', async ({ page }) => {
  await logRowAt(page, 2).locator('button.log-summary').click();
  const explanation = page.getByRole('region', { name: 'Explanation' });
  await expect(explanation.getByRole('table', { name: 'EDF priority queue at t=8' })).toBeVisible();
  await expect(explanation.locator('th[scope="row"] bdi')).toHaveText(OVERRIDE_GRANT_ID);
  await expect(explanation.locator('strong bdi')).toHaveText(OVERRIDE_CONSUMPTION_ID);
  expect(await unisolatedIds(explanation, HOSTILE_IDS)).toEqual([]);
  expectLeftToRight(await readingOrder(explanation.locator('p').first(), ['took', 'credits at', 'earliest-ending']));
  await explanation.screenshot({ path: '/tmp/bidi-explanation.png' });
});

test('the narration isolates every id at every step of playback', async ({ page }) => {
  await page.getByRole('button', { name: 'First step' }).click();
  await expect(position(page)).toHaveText('step 0 of 4');
  for (let step = 1; step <= 4; step += 1) {
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(position(page)).toHaveText(`step ${step} of 4`);
    await expect(narration(page).locator('h3')).toContainText(`Step ${step}:`);
    expect(await unisolatedIds(narration(page), HOSTILE_IDS), `step ${step}`).toEqual([]);
    expect(await unisolatedIds(page.locator('body'), HOSTILE_IDS), `page at step ${step}`).toEqual([]);
    if (step === 1) {
      await expect(narration(page)).toContainText(`${OVERRIDE_GRANT_ID} adds 100 credits, usable from t=0 to t=10.`);
      expectLeftToRight(await charLefts(narration(page).locator('p').first(), '100'));
      await narration(page).screenshot({ path: '/tmp/bidi-narration-grant.png' });
    }
  }
  await expect(narration(page)).toContainText(`so it is refused: would break ${OVERRIDE_CONSUMPTION_ID}.`);
  expect(await narration(page).locator('bdi').allTextContents()).toContain(OVERRIDE_CONSUMPTION_ID);
  await narration(page).screenshot({ path: '/tmp/bidi-narration-refusal.png' });
});

test('the drag label and its status line isolate the ids a candidate would break', async ({ page }) => {
  await page.getByRole('form', { name: 'Consumption form' }).getByLabel('Amount', { exact: true }).fill('30');
  await page.getByRole('button', { name: 'New consumption' }).focus();
  await page.keyboard.press('ArrowRight');
  const status = page.locator('.drag-status');
  await expect(status).toContainText(`would break ${OVERRIDE_CONSUMPTION_ID}`);
  await expect(page.locator('.drag-ghost-label bdi')).toHaveText(OVERRIDE_CONSUMPTION_ID);
  expect(await unisolatedIds(page.locator('body'), HOSTILE_IDS)).toEqual([]);
  await page.locator('.timeline').screenshot({ path: '/tmp/bidi-drag.png' });
  await page.keyboard.press('Escape');
});

test('the whole page isolates every id', async ({ page }) => {
  expect(await unisolatedIds(page.locator('body'), HOSTILE_IDS)).toEqual([]);
  await page.screenshot({ path: '/tmp/bidi-page.png', fullPage: true });
});
