import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its own browsers on our machines, so Debian's chromium is
// used when present; elsewhere Playwright's own browser is used as usual.
const debianChromium = '/usr/bin/chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/**
 * Chromium 156 loads its omnibox popup (a WebUI page, about 1.3 s of CPU) with every new
 * window; on a 2-core machine that competed with the page under test. Chromium honours only
 * the last `--disable-features`, and Playwright passes its own list first, so this one
 * repeats Playwright 1.65.1's (chromiumSwitches.ts) before adding the popup's two features.
 * e2e/launch-options.spec.ts fails if Playwright's list ever holds a name this one lacks.
 */
const disabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding',
  'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin',
  'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
  'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
  'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup',
];
const launchOptions = existsSync(debianChromium)
  ? {
      executablePath: debianChromium,
      args: [
        ...(isRoot ? ['--no-sandbox'] : []),
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--disable-features=${disabledFeatures.join(',')}`,
      ],
    }
  : {};

// E2E_PORT lets several checkouts run their specs side by side without sharing a server.
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
