/**
 * Trusted Types, in real Chromium against the built app. The document is served with an
 * extra Content-Security-Policy header (added by routing the HTML response), as a host
 * enforcing Trusted Types would: `new Worker()` then accepts only a TrustedScriptURL. With
 * policies allowed the app vouches for its own worker and works; with every policy
 * refused the page still renders and says plainly that the engine cannot start.
 */
import { expect, test, type Page } from '@playwright/test';
import { addConsumption, addGrant, submitGrantForm } from './shareHelpers';

async function serveWithPolicy(page: Page, policy: string): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
    },
  );
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective}: ${event.sample}`));
  });
}

function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

function logRow(page: Page, text: string) {
  return page.getByRole('list', { name: 'Event log' }).getByRole('listitem').filter({ hasText: text });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('the app works where Trusted Types are enforced', async ({ page }) => {
  await serveWithPolicy(page, "require-trusted-types-for 'script'");
  await page.goto('/');
  await page.getByLabel('Scenario', { exact: true }).selectOption('Seed example 2');
  await expect(logRow(page, 'c_early · 30 at t=2')).toContainText('rejected: would break c_late');
  await addGrant(page, { id: 'g_tt', amount: 40, start: 0, end: 5 });
  await addConsumption(page, { id: 'c_tt', amount: 10, timestamp: 3 });
  await expect(logRow(page, 'c_tt · 10 at t=3')).toContainText('accepted');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
});

test('a worker the browser refuses shows a clear error and leaves the page usable', async ({ page }) => {
  // No policy may be created, so the worker's script URL cannot be vouched for.
  await serveWithPolicy(page, "require-trusted-types-for 'script'; trusted-types 'none'");
  await page.goto('/');
  const alert = page.getByRole('alert').filter({ hasText: 'The ledger engine could not start in this browser:' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('ledger-worker');
  await expect(alert).toContainText('Outcomes cannot be computed here, but you can still edit the scenario and use Export');
  await expect(page.getByRole('heading', { name: 'EDF Ledger Lab' })).toBeVisible();
  await submitGrantForm(page, { id: 'g_offline', amount: 10, start: 0, end: 5 });
  await expect(logRow(page, 'grant g_offline · 10 for t=0–5')).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await downloadPromise).suggestedFilename()).toMatch(/\.json$/);
});
