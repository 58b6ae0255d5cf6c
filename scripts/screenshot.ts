/**
 * Writes the README's screenshot: serves the built app with `vite preview`, opens it in the
 * same Chromium the end-to-end tests use, loads a preset, selects a consumption so the
 * picture shows where its credit came from, and saves a PNG.
 *
 *   npm run screenshot                       # Seed example 2, c_late selected -> docs/screenshot.png
 *   npm run screenshot -- --preset Cascade --select c3 --out /tmp/cascade.png
 *
 * `npm run screenshot` builds first; run `npx tsx scripts/screenshot.ts` to reuse dist/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import playwrightConfig from '../playwright.config';

const PREVIEW_URL = 'http://127.0.0.1:4173';
const SERVER_START_TIMEOUT_MS = 30_000;
const VIEWPORT = { width: 1280, height: 800 };

const { values: options } = parseArgs({
  options: {
    preset: { type: 'string', default: 'Seed example 2' },
    select: { type: 'string', default: 'c_late' },
    out: { type: 'string', default: 'docs/screenshot.png' },
    'full-page': { type: 'boolean', default: false },
  },
});

async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch(PREVIEW_URL)).ok;
  } catch {
    return false;
  }
}

/** Starts `vite preview` unless one already answers; returns the process it started, if any. */
async function startPreview(): Promise<ChildProcess | null> {
  if (await serverAnswers()) return null;
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', '4173', '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (!(await serverAnswers())) {
    if (Date.now() > deadline) throw new Error(`vite preview did not answer at ${PREVIEW_URL} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return server;
}

async function takeScreenshot(): Promise<void> {
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.goto(PREVIEW_URL);
    await page.getByLabel('Scenario', { exact: true }).selectOption(options.preset);
    const firstMark = page.locator('[data-grant-id], [data-consumption-id]').first();
    await firstMark.waitFor();
    if (options.select !== '') {
      await page.locator(`[data-consumption-id="${options.select}"]`).click();
    }
    // Let the selection and the axes settle for one frame before the picture is taken.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    mkdirSync(dirname(options.out), { recursive: true });
    await page.screenshot({ path: options.out, fullPage: options['full-page'] });
    console.log(`Wrote ${options.out} (${options.preset}${options.select === '' ? '' : `, ${options.select} selected`})`);
  } finally {
    await browser.close();
  }
}

const server = await startPreview();
try {
  await takeScreenshot();
} finally {
  // The server was started in its own process group, so this ends it and its children only.
  if (server?.pid !== undefined) process.kill(-server.pid);
}
