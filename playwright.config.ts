import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its own browsers on our machines, so Debian's chromium is
// used when present; elsewhere Playwright's own browser is used as usual.
const debianChromium = '/usr/bin/chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
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
        // Chromium 156 loads its omnibox popup (a WebUI page, about 1.3 s of CPU) with every
        // new window; on a 2-core machine that competed with the page under test.
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
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
