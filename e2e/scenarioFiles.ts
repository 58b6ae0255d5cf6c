/**
 * Scenario files as people bring them, for the specs: large, with UUID ids, and shaped like
 * real credit use (grants that start before the latest consumption, demand close to supply,
 * some consumptions arriving late).
 */
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { shuffleInPlace } from '../bench/workloadTransforms';
import { createRandom } from '../src/scenario/usageGenerator';
import { scenarioToFileText } from '../src/scenario/fileIo';
import type { Operation } from '../src/scenario/types';

/** `operationCount` operations, one grant in twenty, every id a 36-character UUID-like string. */
export function backdatedScenarioFile(operationCount: number, seed = 7): string {
  const random = createRandom(seed);
  const integerBelow = (limit: number) => Math.floor(random() * limit);
  const uuid = () => [8, 4, 4, 4, 12].map((length) => Array.from({ length }, () => integerBelow(16).toString(16)).join('')).join('-');
  const operations: Operation[] = [];
  let now = 0;
  for (let index = 0; index < operationCount; index += 1) {
    now += 1 + integerBelow(3);
    if (index % 20 === 0) {
      const window = 2_000 + integerBelow(18_000);
      // Credit bought now applies from a while back, as when it counts from the 1st of the month.
      const start = Math.max(0, now - integerBelow(Math.floor(window / 4)));
      operations.push({ kind: 'grant', id: uuid(), amount: 19 * 50 + integerBelow(200), start, end: start + window });
    } else {
      const late = random() < 0.1 ? integerBelow(300) : 0;
      operations.push({ kind: 'consume', id: uuid(), amount: 1 + integerBelow(100), timestamp: Math.max(0, now - late) });
    }
  }
  return scenarioToFileText({ policy: 'reject', operations });
}

/**
 * `operationCount` operations, one grant in twenty: credit that never expires, bought now but
 * counted from any earlier time, and a fifth of the consumptions arriving at a random
 * earlier time; demand about 0.9 of the supply.
 */
export function neverExpiringScenarioFile(operationCount: number, seed = 11): string {
  const random = createRandom(seed);
  const integerBelow = (limit: number) => Math.floor(random() * limit);
  const operations: Operation[] = [];
  let now = 0;
  for (let index = 0; index < operationCount; index += 1) {
    now += 1 + integerBelow(3);
    if (index % 20 === 0) {
      operations.push({ kind: 'grant', id: `g${index}`, amount: 19 * 50 + integerBelow(200), start: integerBelow(now + 1), end: 1_000_000_000 });
    } else {
      const timestamp = random() < 0.2 ? integerBelow(now + 1) : now;
      operations.push({ kind: 'consume', id: `c${index}`, amount: 1 + integerBelow(100), timestamp });
    }
  }
  return scenarioToFileText({ policy: 'reject', operations });
}

/** The same scenario file with its operations in a shuffled arrival order (a seeded Fisher-Yates shuffle). */
export function shuffledScenarioFile(text: string, seed = 9): string {
  const scenario = JSON.parse(text) as { operations: Operation[] };
  shuffleInPlace(scenario.operations, createRandom(seed));
  return JSON.stringify(scenario);
}

/**
 * The same scenario file as a usage log filled in after the fact: every consumption at a
 * uniformly random time up to the latest one listed before it, and every grant 10% smaller,
 * so demand is about the supply and a third are refused, each breaking later ones.
 */
export function filledInAfterFile(text: string, seed = 13): string {
  const scenario = JSON.parse(text) as { operations: Operation[] };
  const random = createRandom(seed);
  let latest = 0;
  for (const operation of scenario.operations) {
    if (operation.kind === 'grant') {
      operation.amount = Math.round(operation.amount * 0.9);
    } else {
      latest = Math.max(latest, operation.timestamp);
      operation.timestamp = Math.floor(random() * (latest + 1));
    }
  }
  return JSON.stringify(scenario);
}

/**
 * The same scenario file under 'pending' with its consumptions listed first and its grants
 * after them: every consumption waits on arrival, and every grant retries the queue.
 */
export function grantsLastPendingFile(text: string): string {
  const scenario = JSON.parse(text) as { policy: string; operations: Operation[] };
  scenario.policy = 'pending';
  scenario.operations = [...scenario.operations.filter((operation) => operation.kind !== 'grant'), ...scenario.operations.filter((operation) => operation.kind === 'grant')];
  return JSON.stringify(scenario);
}

/** Writes `text` to `path` and chooses it in the Import file input, as a person does. */
export async function importScenario(page: Page, text: string, path: string): Promise<void> {
  await writeFile(path, text);
  await page.getByLabel('Import file').setInputFiles(path);
}
