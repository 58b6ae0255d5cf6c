/**
 * The built page runs under its strict Content Security Policy without a single violation,
 * in real Chromium against the built app: presets, the forms, Export, Import and a link all
 * work, and nothing is refused on the way. Violations are recorded by the spec's own
 * listener, installed before any of the page's scripts run.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { CONTENT_SECURITY_POLICY } from '../config/contentSecurityPolicy';
import { encodeScenarioHash } from '../src/scenario/codec';
import { addConsumption, addGrant, markerStatuses } from './shareHelpers';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

async function recordProblems(page: Page): Promise<{ consoleErrors: string[] }> {
  await page.addInitScript(() => {
    const violations: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { consoleErrors };
}

function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
}

function logRow(page: Page, text: string) {
  return page.getByRole('list', { name: 'Event log' }).getByRole('listitem').filter({ hasText: text });
}

test('the built page carries the policy and runs the app with no violation', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { consoleErrors } = await recordProblems(page);
  await page.goto('/');
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', CONTENT_SECURITY_POLICY);

  const scenarioSelect = page.getByLabel('Scenario', { exact: true });
  for (const preset of ['Seed example 1', 'Pending resolution', 'Month of usage (~500 operations)', 'Seed example 2']) {
    await scenarioSelect.selectOption(preset);
  }
  await expect(logRow(page, 'c_early · 30 at t=2')).toContainText('rejected: would break c_late');
  await addGrant(page, { id: 'g_form', amount: 40, start: 0, end: 5 });
  await addConsumption(page, { id: 'c_form', amount: 10, timestamp: 3 });
  await expect(logRow(page, 'c_form · 10 at t=3')).toContainText('accepted');
  await logRow(page, 'c_late · 80 at t=8').getByRole('button', { name: /c_late/ }).click();
  await expect(page.getByRole('region', { name: 'Explanation' })).toContainText('c_late took 80 credits at t=8');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const exportedPath = testInfo.outputPath('exported.json');
  await (await downloadPromise).saveAs(exportedPath);
  expect(JSON.parse(await readFile(exportedPath, 'utf8')).operations).toHaveLength(5);
  await scenarioSelect.selectOption('Empty');
  await page.getByLabel('Import file').setInputFiles(exportedPath);
  await expect(logRow(page, 'c_form · 10 at t=3')).toContainText('accepted');

  const linkHash = encodeScenarioHash({
    policy: 'reject',
    operations: [
      { kind: 'grant', id: 'g_link', amount: 100, start: 0, end: 10 },
      { kind: 'consume', id: 'c_link', amount: 30, timestamp: 5 },
    ],
  });
  await page.goto(`/${linkHash}`);
  await page.reload();
  await expect.poll(() => markerStatuses(page)).toEqual(['c_link:accepted']);

  expect(await violations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
