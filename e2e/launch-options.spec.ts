/**
 * The browser the specs drive keeps every feature Playwright disables disabled: Chromium
 * honours only the last `--disable-features` switch, and playwright.config.ts passes one
 * after Playwright's own (to turn off the omnibox popup's WebUI), so it must repeat
 * Playwright's list. Read back from the running browser's own command line.
 */
import { expect, test } from '@playwright/test';

test('the last --disable-features switch holds every feature an earlier one disables', async ({ page, browserName }) => {
  test.skip(browserName !== 'chromium', 'a Chromium switch');
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1].split(','));
  test.skip(lists.length < 2, 'only Playwright\'s own list is passed (not Debian\'s chromium)');
  const effective = new Set(lists[lists.length - 1]);
  for (const list of lists.slice(0, -1)) expect(list.filter((feature) => !effective.has(feature))).toStrictEqual([]);
  expect(effective.has('WebUIOmniboxPopup')).toBe(true);
});
