/**
 * The workloads of issue 11, where credit is bought mid-period and applies from its start
 * (grants in the past), and the shape of the app's large end-to-end file. See workloads.ts
 * for how a workload is stored and played.
 */
// The app's seeded PRNG (mulberry32), so every run plays exactly the same calls.
import { createRandom as seededRandom } from '../src/scenario/usageGenerator';
import { CALL_BALANCE, CALL_CONSUME, CALL_GRANT, integerBetween, storedWorkload, type CallVisitor, type Workload } from './workloads';

/** What `backdatedGenerator` may change of issue 11's shape. */
export interface BackdatedOptions {
  /** Shortest and longest window, in calls' worth of time. */
  windowCalls: [number, number];
  /** How far back a late consumption may land, in calls' worth of time. */
  lateCalls: number;
  /** The question asked at uniformly random times: `CALL_BALANCE` or `CALL_HEADROOM`. */
  question: number;
  /** Consumptions take 1 to this many credits (100: demand about equal to supply). */
  largestAmount: number;
}

const BACKDATED: BackdatedOptions = { windowCalls: [5_000, 50_000], lateCalls: 500, question: CALL_BALANCE, largestAmount: 100 };

/**
 * The shape of issue 11, where credit is bought mid-period and applies from its start:
 * about 3% grants of 1,000 to 1,600 credits whose start lies up to a quarter of their
 * window (5,000 to 50,000 calls' worth of time) before the latest consumption; supply
 * about equal to demand, so grants run dry before they expire; 20% balance queries at
 * uniformly random times of the whole history; the rest consumptions, 10% of them late by
 * up to 500 calls' worth. `options` change what `BackdatedOptions` names.
 */
export function backdatedGenerator(options: Partial<BackdatedOptions> = {}): (calls: number, seed: number, visit: CallVisitor) => void {
  const { windowCalls, lateCalls, question, largestAmount } = { ...BACKDATED, ...options };
  return (calls, seed, visit) => {
    const random = seededRandom(seed);
    const timeStep = Math.max(2, Math.floor(1e9 / calls));
    const lateSpan = lateCalls * timeStep;
    let now = lateSpan;
    for (let index = 0; index < calls; index++) {
      now += integerBetween(random, 1, 2 * timeStep);
      const roll = random();
      if (roll < 0.03 || index < 5) {
        const window = integerBetween(random, windowCalls[0], windowCalls[1]) * timeStep;
        const start = Math.max(0, now - integerBetween(random, 0, Math.floor(window / 4)));
        visit(index, CALL_GRANT, integerBetween(random, 1_000, 1_600), start, start + window);
      } else if (roll < 0.23) {
        visit(index, question, 0, integerBetween(random, 0, now), 0);
      } else {
        const late = random() < 0.1;
        const amount = integerBetween(random, 1, largestAmount);
        visit(index, CALL_CONSUME, amount, late ? now - integerBetween(random, 1, lateSpan) : now, 0);
      }
    }
  };
}

export const generateBackdated = backdatedGenerator();

export function backdatedWorkload(calls: number, seed: number): Workload {
  return storedWorkload('backdated', calls, seed, generateBackdated);
}

/**
 * Credit applied from the 1st of the month: every grant, bought at any time in a month,
 * starts at the month's first time and ends with the month (70%) or the next one, so a
 * month's grants share one window (ties broken by id) and each is added in the past.
 * Months last 30,000 calls' worth of time; 3% grants of 1,000 to 1,600 credits (supply
 * about equal to demand), 20% balance queries at uniformly random times, the rest
 * consumptions of 1 to 100 credits, 10% of them late by up to 500 calls' worth.
 */
export function generateMonthly(calls: number, seed: number, visit: CallVisitor): void {
  const random = seededRandom(seed);
  const timeStep = Math.max(2, Math.floor(1e9 / calls));
  const month = 30_000 * timeStep;
  let now = 0;
  for (let index = 0; index < calls; index++) {
    now += integerBetween(random, 1, 2 * timeStep);
    const roll = random();
    if (roll < 0.03 || index < 3) {
      const monthStart = Math.floor(now / month) * month;
      const end = monthStart + (random() < 0.7 ? month : 2 * month) - 1;
      visit(index, CALL_GRANT, integerBetween(random, 1_000, 1_600), monthStart, end);
    } else if (roll < 0.23) {
      visit(index, CALL_BALANCE, 0, integerBetween(random, 0, now), 0);
    } else {
      const late = random() < 0.1;
      const time = late ? Math.max(0, now - integerBetween(random, 1, 500 * timeStep)) : now;
      visit(index, CALL_CONSUME, integerBetween(random, 1, 100), time, 0);
    }
  }
}

export function monthlyWorkload(calls: number, seed: number): Workload {
  return storedWorkload('monthly', calls, seed, generateMonthly);
}

/** What `appFileGenerator` may change of the app file's shape. */
export interface AppFileOptions {
  /** The least and largest grant amount (950-1,150: demand about 0.9 of the supply). */
  grantAmounts: [number, number];
  /** Every consumption at a uniformly random time of the history so far, not 10% late by up to 300. */
  consumptionsAnywhere: boolean;
  /** The share of those consumptions asked instead as `balanceAt` at a uniformly random time of the history. */
  balanceQuestions: number;
}

const APP_FILE: AppFileOptions = { grantAmounts: [950, 1_150], consumptionsAnywhere: false, balanceQuestions: 0 };

/**
 * The shape of the app's 20,000-operation end-to-end scenario (e2e/scenarioFiles.ts), in
 * time order: one grant in 20, windows of 1,000 to 10,000 operations' worth of time
 * starting up to a quarter of it before now, demand about 0.9 of the supply, 10% of the
 * consumptions late by up to 300. `options` change what `AppFileOptions` names.
 */
export function appFileGenerator(options: Partial<AppFileOptions> = {}): (calls: number, seed: number, visit: CallVisitor) => void {
  const { grantAmounts, consumptionsAnywhere, balanceQuestions } = { ...APP_FILE, ...options };
  return (calls, seed, visit) => {
    const random = seededRandom(seed);
    let now = 0;
    for (let index = 0; index < calls; index++) {
      now += integerBetween(random, 1, 3);
      if (index % 20 === 0) {
        const window = integerBetween(random, 2_000, 20_000);
        const start = Math.max(0, now - integerBetween(random, 0, Math.floor(window / 4)));
        visit(index, CALL_GRANT, integerBetween(random, grantAmounts[0], grantAmounts[1]), start, start + window);
      } else if (consumptionsAnywhere) {
        // Drawn only where asked for, so the shapes without questions stay as they were.
        const kind = balanceQuestions > 0 && random() < balanceQuestions ? CALL_BALANCE : CALL_CONSUME;
        visit(index, kind, kind === CALL_BALANCE ? 0 : integerBetween(random, 1, 100), integerBetween(random, 0, now), 0);
      } else {
        const late = random() < 0.1 ? integerBetween(random, 0, 300) : 0;
        visit(index, CALL_CONSUME, integerBetween(random, 1, 100), Math.max(0, now - late), 0);
      }
    }
  };
}

export const generateAppFile = appFileGenerator();

export function appFileWorkload(calls: number, seed: number): Workload {
  return storedWorkload('the app\'s e2e file', calls, seed, generateAppFile);
}
