/**
 * Ids that are also the names of every object's properties (`__proto__`, `constructor`,
 * `toString`, ...) are ordinary ids: a scenario of them imports, draws, explains, resolves
 * a pending consumption, and comes back whole from its link and from the autosave after a
 * reload. Code that kept anything by id in a plain object would lose or corrupt them.
 */
import { expect, test, type Page } from '@playwright/test';
import { scenarioToFileText } from '../src/scenario/fileIo';
import { explanation, logRowAt } from './panelsHelpers';
import { importScenario } from './scenarioFiles';
import { settledShareUrl } from './shareHelpers';

/**
 * Under 'pending': __proto__ (8 at t=3) draws 5 from the grant constructor, which ends
 * first, and 3 from the grant __proto__; toString (6 at t=4) takes the grant __proto__'s
 * rest but one; hasOwnProperty (20 at t=5) waits. The grant valueOf (30, ends at 9, before
 * __proto__) then takes their draws over and lets hasOwnProperty through.
 */
const FILE_TEXT = scenarioToFileText({
  policy: 'pending',
  operations: [
    { kind: 'grant', id: '__proto__', amount: 10, start: 0, end: 10 },
    { kind: 'grant', id: 'constructor', amount: 5, start: 2, end: 8 },
    { kind: 'consume', id: '__proto__', amount: 8, timestamp: 3 },
    { kind: 'consume', id: 'toString', amount: 6, timestamp: 4 },
    { kind: 'consume', id: 'hasOwnProperty', amount: 20, timestamp: 5 },
    { kind: 'grant', id: 'valueOf', amount: 30, start: 0, end: 9 },
  ],
});

async function expectWholeScenario(page: Page): Promise<void> {
  await expect(logRowAt(page, 0)).toContainText('__proto__ · 10 for t=0–10');
  await expect(logRowAt(page, 2)).toHaveAttribute('data-status', 'accepted');
  await expect(logRowAt(page, 4)).toContainText('resolved by grant valueOf');
  await expect(logRowAt(page, 5)).toContainText('valueOf · 30 for t=0–9');
  await expect(page.locator('[data-consumption-id="toString"]').first()).toBeVisible();
}

test('ids named like object properties import, explain, share and survive a reload', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible();
  await importScenario(page, FILE_TEXT, test.info().outputPath('property-name-ids.json'));
  await expectWholeScenario(page);

  await page.locator('[data-consumption-id="__proto__"]').first().click();
  await expect(explanation(page)).toContainText('__proto__ took 8 credits at t=3');
  await expect(explanation(page).getByRole('row', { name: /constructor/ })).toContainText('5');

  // The address holds the scenario once urlSync has written it: open it in a new document.
  const link = await settledShareUrl(page);
  await page.goto('about:blank');
  await page.goto(link);
  await expectWholeScenario(page);

  await page.reload();
  await expectWholeScenario(page);
  expect(errors).toEqual([]);
});
