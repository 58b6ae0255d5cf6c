/**
 * The app at 20,000 operations whose grants start in the past (issue 15), measured in one
 * run in real Chromium against the built app, through the UI a person uses:
 * - load: from the file input's change to the timeline of that scenario painted;
 * - form edit: from submitting the Consumption form to its event-log row showing an outcome;
 * - drag preview: round trip of every position of a what-if drag, the first included;
 * - the longest main-thread task seen while loading, editing and dragging (Long Tasks API).
 * Every figure is printed with its target (issue 15) and whether this run met it. The spec
 * fails only on what would be broken for a person (minutes to load, an edit that never
 * shows, a drag that never answers); a missed target is reported, not hidden, in the
 * printed figures and the test's annotations.
 */
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { clientXOfTime, dragStatus, laneClientY } from './dragHelpers';
import { encodeScenarioHash } from '../src/scenario/codec';
import { generateUsageScenario } from '../src/scenario/usageGenerator';
import { backdatedScenarioFile, filledInAfterFile, grantsLastPendingFile, neverExpiringScenarioFile, shuffledScenarioFile } from './scenarioFiles';

const FORM_EDITS = 9;
// The app holds at most 20,000 operations, so the file leaves room for the form's edits.
const OPERATIONS = 20_000 - FORM_EDITS;
const DRAG_POSITIONS = 30;

interface PerfWindow {
  longTasks: { startTime: number; duration: number }[];
  importStartedMs: number | null;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Before any app code runs: collect long tasks and stamp the moment a file is chosen. */
async function installProbes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe = window as unknown as PerfWindow;
    probe.longTasks = [];
    probe.importStartedMs = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    document.addEventListener('change', (event) => {
      if ((event.target as HTMLInputElement).type === 'file') probe.importStartedMs = performance.now();
    }, true);
  });
}

async function longestTaskSince(page: Page, sinceMs: number): Promise<number> {
  return page.evaluate((since) => {
    const tasks = (window as unknown as PerfWindow).longTasks.filter((task) => task.startTime >= since);
    return tasks.reduce((longest, task) => Math.max(longest, task.duration), 0);
  }, sinceMs);
}

async function importAndTimeFirstPaint(page: Page, text = backdatedScenarioFile(OPERATIONS)): Promise<number> {
  // Chosen from disk, as a person does: a buffer would be decoded by Playwright's own script
  // on the page's thread, and counted as the app's long task.
  const file = test.info().outputPath('backdated-20k.json');
  writeFileSync(file, text);
  await page.getByLabel('Import file').setInputFiles(file);
  const handle = await page.waitForFunction((operations) => {
    const started = (window as unknown as PerfWindow).importStartedMs;
    const painted = performance.getEntriesByName('edf:rendered').find(
      (mark) => ((mark as PerformanceMark).detail?.operations ?? 0) >= operations && started !== null && mark.startTime >= started,
    );
    return painted === undefined || started === null ? null : painted.startTime - started;
  }, OPERATIONS, { timeout: 120_000, polling: 50 });
  return (await handle.jsonValue()) as number;
}

/** Submits one consumption and times, in the page, submit -> its log row shows an outcome. */
async function timeFormEdit(page: Page, index: number): Promise<number> {
  // CSS, not role, locators: finding a role walks the accessibility of the whole page on its
  // thread, which would be the test's long task, not the app's.
  const form = page.locator('form[aria-label="Consumption form"]');
  await form.locator('#consumption-id').fill(`perf-${index}`);
  await form.locator('#consumption-amount').fill('1');
  await form.locator('#consumption-timestamp').fill(String(1000 + index * 700));
  const rowIndex = OPERATIONS + index;
  await page.locator('.log-viewport').evaluate((log) => { log.scrollTop = log.scrollHeight; });
  const timing = page.evaluate((row) => new Promise<number>((resolve) => {
    let submittedMs = 0;
    // The log is virtualised: keep its end in view, where the new row lands.
    const log = document.querySelector('.log-viewport');
    if (log !== null) log.scrollTop = log.scrollHeight;
    const formElement = document.querySelector('form[aria-label="Consumption form"]');
    formElement?.addEventListener('submit', () => { submittedMs = performance.now(); }, { capture: true, once: true });
    const check = () => {
      const status = document.querySelector(`li[data-op-index="${row}"]`)?.getAttribute('data-status');
      if (submittedMs > 0 && status !== undefined && status !== null && status !== 'computing') resolve(performance.now() - submittedMs);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }), rowIndex);
  await form.locator('button[type="submit"]').click();
  return timing;
}

async function timeDragPositions(page: Page): Promise<number[]> {
  const y = await laneClientY(page);
  const xFrom = await clientXOfTime(page, 2000);
  const xTo = await clientXOfTime(page, 38_000);
  const handle = page.getByRole('button', { name: 'New consumption' });
  const box = await handle.boundingBox();
  if (box === null) throw new Error('the New consumption handle is not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const roundTripsMs: number[] = [];
  for (let position = 0; position < DRAG_POSITIONS; position += 1) {
    await page.mouse.move(xFrom + ((xTo - xFrom) * (position + 0.5)) / DRAG_POSITIONS, y);
    const time = await page.locator('[data-drag-ghost]').getAttribute('data-time');
    await expect(dragStatus(page)).toHaveText(new RegExp(`^t=${Number(time).toLocaleString('en-US')} · .*(fits|needs|would break)`), { timeout: 30_000 });
    roundTripsMs.push(Number(await dragStatus(page).getAttribute('data-preview-ms')));
  }
  await page.keyboard.press('Escape');
  await page.mouse.up();
  return roundTripsMs;
}

/** The app at 1280 px with the probes in place, before anything is imported. */
async function openApp(page: Page): Promise<void> {
  await installProbes(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible();
}

test('a 20,000-operation scenario with backdated grants loads, edits and drags at interactive speed', async ({ page }) => {
  test.setTimeout(300_000);
  await openApp(page);

  const loadStartedMs = await page.evaluate(() => performance.now());
  const loadMs = await importAndTimeFirstPaint(page);
  await page.waitForTimeout(1500); // autosave and link encoding of the import run in here
  const loadLongestTaskMs = await longestTaskSince(page, loadStartedMs);

  const editStartedMs = await page.evaluate(() => performance.now());
  const editMs: number[] = [];
  for (let index = 0; index < FORM_EDITS; index += 1) editMs.push(await timeFormEdit(page, index));
  await page.waitForTimeout(1500);
  const editLongestTaskMs = await longestTaskSince(page, editStartedMs);

  const dragStartedMs = await page.evaluate(() => performance.now());
  const dragMs = await timeDragPositions(page);
  const dragLongestTaskMs = await longestTaskSince(page, dragStartedMs);

  console.log(
    `perf-scale: ${OPERATIONS.toLocaleString('en-US')} backdated operations | load to first paint ${loadMs.toFixed(0)} ms | ` +
      `form edit to row median ${median(editMs).toFixed(1)} ms (max ${Math.max(...editMs).toFixed(1)}) | ` +
      `drag preview median ${median(dragMs).toFixed(1)} ms, first ${dragMs[0].toFixed(1)} ms, max ${Math.max(...dragMs).toFixed(1)} ms | ` +
      `longest task: load ${loadLongestTaskMs.toFixed(0)} ms, edit ${editLongestTaskMs.toFixed(0)} ms, drag ${dragLongestTaskMs.toFixed(0)} ms`,
  );
  const targets: [string, number, number][] = [
    ['load to first paint (ms)', loadMs, 1000],
    ['form edit to row, median (ms)', median(editMs), 50],
    ['drag preview round trip, median (ms)', median(dragMs), 16],
    ['drag preview round trip, slowest (ms)', Math.max(...dragMs), 100],
    ['longest main-thread task while loading (ms)', loadLongestTaskMs, 50],
    ['longest main-thread task while editing (ms)', editLongestTaskMs, 50],
    ['longest main-thread task while dragging (ms)', dragLongestTaskMs, 50],
  ];
  for (const [name, value, target] of targets) {
    const verdict = value <= target ? 'met' : 'MISSED';
    console.log(`perf-scale target: ${name} ${value.toFixed(1)} <= ${target}: ${verdict}`);
    test.info().annotations.push({ type: `target ${verdict}`, description: `${name}: ${value.toFixed(1)} (target <= ${target})` });
  }
  expect(loadMs, 'the scenario opens at all').toBeLessThan(60_000);
  expect(Math.max(...editMs), 'every edit shows its outcome').toBeLessThan(30_000);
});

test('a 20,000-operation file whose operations arrive shuffled loads', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page);
  const loadMs = await importAndTimeFirstPaint(page, shuffledScenarioFile(backdatedScenarioFile(OPERATIONS)));
  // No target in the issues: nearly every consumption lands in the past (docs/ENGINE.md,
  // "Arrivals far out of order"); 3.8-5.7 s before stop 42.
  console.log(`perf-scale shuffled: ${OPERATIONS.toLocaleString('en-US')} backdated operations in a shuffled order | load to first paint ${loadMs.toFixed(0)} ms`);
  test.info().annotations.push({ type: 'figure', description: `shuffled 20,000-operation file, load to first paint: ${loadMs.toFixed(0)} ms` });
  expect(loadMs, 'the scenario opens at all').toBeLessThan(60_000);
});

test('a 20,000-operation usage log filled in after the fact loads', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page);
  const loadMs = await importAndTimeFirstPaint(page, filledInAfterFile(backdatedScenarioFile(OPERATIONS)));
  // No target in the issues: a third of the consumptions are refused, each breaking later
  // ones (docs/ENGINE.md, "A refusal before the undrawn ones").
  console.log(`perf-scale filled in after: ${OPERATIONS.toLocaleString('en-US')} operations at random times | load to first paint ${loadMs.toFixed(0)} ms`);
  test.info().annotations.push({ type: 'figure', description: `20,000-operation usage log filled in after the fact, load to first paint: ${loadMs.toFixed(0)} ms` });
  expect(loadMs, 'the scenario opens at all').toBeLessThan(60_000);
});

test('a 20,000-operation file of never-expiring grants bought at any time loads', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page);
  const loadMs = await importAndTimeFirstPaint(page, neverExpiringScenarioFile(OPERATIONS));
  // No target in the issues: refusals beside undrawn consumptions drew every one of them
  // before stop 64 (docs/ENGINE.md, "A late consumption deep in the past, undrawn").
  console.log(`perf-scale never-expiring: ${OPERATIONS.toLocaleString('en-US')} operations | load to first paint ${loadMs.toFixed(0)} ms`);
  test.info().annotations.push({ type: 'figure', description: `never-expiring 20,000-operation file, load to first paint: ${loadMs.toFixed(0)} ms` });
  expect(loadMs, 'the scenario opens at all').toBeLessThan(60_000);
});

test("a 20,000-operation file under 'pending' listing its grants after its consumptions loads", async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page);
  const loadMs = await importAndTimeFirstPaint(page, grantsLastPendingFile(backdatedScenarioFile(OPERATIONS)));
  // No target in the issues: every grant retries the queue of waiting consumptions
  // (pendingQueue.ts); 2.1-2.2 s before stop 65 on this machine.
  console.log(`perf-scale grants last: ${OPERATIONS.toLocaleString('en-US')} operations under 'pending' | load to first paint ${loadMs.toFixed(0)} ms`);
  test.info().annotations.push({ type: 'figure', description: `grants-last pending 20,000-operation file, load to first paint: ${loadMs.toFixed(0)} ms` });
  expect(loadMs, 'the scenario opens at all').toBeLessThan(60_000);
});

test('a 20,000-operation link opens without a long main-thread task', async ({ page }) => {
  test.setTimeout(120_000);
  // Short ids keep 20,000 operations under the link limit; long ones would not fit a link.
  const hash = encodeScenarioHash(generateUsageScenario({ seed: 20_000, days: 365, operationCount: 20_000 }));
  // Visited once first: a browser's first visit compiles the app's script in one long task
  // (about 150 ms here), whatever the link holds; this measures what the scenario costs.
  await openApp(page);
  const navigatedMs = await page.evaluate(() => performance.timeOrigin + performance.now());
  // Another query, so the browser loads a new document instead of only changing the hash.
  await page.goto(`/?link${hash}`);
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('edf:rendered').find((mark) => ((mark as PerformanceMark).detail?.operations ?? 0) >= 20_000)?.startTime ?? null,
    null,
    { timeout: 60_000, polling: 50 },
  );
  const paintedMs = (await handle.jsonValue()) as number;
  await page.waitForTimeout(1500);
  const longestMs = await longestTaskSince(page, 0);
  expect(await page.evaluate(() => performance.timeOrigin), 'a new document, not a hash change').toBeGreaterThan(navigatedMs);
  console.log(
    `perf-scale link: 20,000 operations in a ${hash.length.toLocaleString('en-US')}-character link | first paint of the scenario ${paintedMs.toFixed(0)} ms after navigation | ` +
      `longest task ${longestMs.toFixed(0)} ms (target <= 50: ${longestMs <= 50 ? 'met' : 'MISSED'})`,
  );
  expect(paintedMs, 'the link opens at all').toBeLessThan(60_000);
});

test('a 20,000-operation link pasted into an open tab opens without a long main-thread task', async ({ page }) => {
  test.setTimeout(120_000);
  const hash = encodeScenarioHash(generateUsageScenario({ seed: 20_001, days: 365, operationCount: 20_000 }));
  await openApp(page);
  await page.waitForTimeout(500);
  const pastedMs = await page.evaluate(() => performance.now());
  // The same document: only the hash changes, as when a person pastes a link into the bar.
  await page.evaluate((linkHash) => {
    window.location.hash = linkHash;
  }, hash);
  const handle = await page.waitForFunction(
    (since) => performance.getEntriesByName('edf:rendered').find((mark) => mark.startTime >= since && ((mark as PerformanceMark).detail?.operations ?? 0) >= 20_000)?.startTime ?? null,
    pastedMs,
    { timeout: 60_000, polling: 50 },
  );
  const paintedMs = ((await handle.jsonValue()) as number) - pastedMs;
  await page.waitForTimeout(1500);
  const longestMs = await longestTaskSince(page, pastedMs);
  console.log(
    `perf-scale pasted link: 20,000 operations | first paint ${paintedMs.toFixed(0)} ms after the paste | ` +
      `longest task ${longestMs.toFixed(0)} ms (target <= 50: ${longestMs <= 50 ? 'met' : 'MISSED'})`,
  );
  expect(paintedMs, 'the pasted link opens at all').toBeLessThan(60_000);
});

