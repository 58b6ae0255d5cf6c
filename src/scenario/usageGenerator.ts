/**
 * Deterministic generator of realistic usage: long base grants, weekly top-ups and short
 * promotional grants, with jobs spread over the period and about one in ten arriving late
 * (out of order). The same seed always gives the same scenario, so presets, tests and the
 * performance spec see identical data on every machine.
 */
import type { Operation, Scenario } from './types';

/** Small, fast, seeded PRNG (mulberry32); returns floats in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export interface UsageShape {
  seed: number;
  days: number;
  operationCount: number;
}

const HOURS_PER_DAY = 24;
/** Share of operations that are grants; the rest are consumptions. */
const GRANT_SHARE = 0.06;
/** Share of consumptions that reach the ledger after later-stamped ones. */
const LATE_SHARE = 0.1;

interface PendingArrival {
  arrivalHour: number;
  operation: Operation;
}

function randomInt(random: () => number, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}

function scheduledGrants(days: number, jobsPerDay: number): Operation[] {
  const scale = Math.max(1, Math.round(jobsPerDay / 16));
  const grants: Operation[] = [];
  for (let month = 0; month * 30 < days; month += 1) {
    const start = month * 30 * HOURS_PER_DAY;
    const end = Math.min(days, (month + 1) * 30) * HOURS_PER_DAY - 1;
    grants.push({ kind: 'grant', id: `month-${month + 1}`, amount: 4000 * scale, start, end });
  }
  for (let week = 0; week * 7 < days; week += 1) {
    const start = week * 7 * HOURS_PER_DAY;
    const end = Math.min(days, (week + 1) * 7) * HOURS_PER_DAY - 1;
    grants.push({ kind: 'grant', id: `week-${week + 1}`, amount: 1200 * scale, start, end });
  }
  return grants;
}

function promoGrants(random: () => number, days: number, count: number): Operation[] {
  const promos: Operation[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = randomInt(random, 0, days * HOURS_PER_DAY - 1);
    const end = start + randomInt(random, 6, 48);
    promos.push({ kind: 'grant', id: `promo-${index + 1}`, amount: randomInt(random, 100, 300), start, end });
  }
  return promos;
}

function grantArrival(random: () => number, grant: Operation & { kind: 'grant' }): number {
  // Most grants are booked ahead of their window; a few are applied retroactively.
  return random() < 0.05 ? grant.start + randomInt(random, 24, 96) : grant.start - 12;
}

function jobArrivals(random: () => number, days: number, count: number): PendingArrival[] {
  const arrivals: PendingArrival[] = [];
  for (let index = 0; index < count; index += 1) {
    const timestamp = randomInt(random, 0, days * HOURS_PER_DAY - 1);
    const delayHours = random() < LATE_SHARE ? randomInt(random, 6, 72) : 0;
    arrivals.push({
      arrivalHour: timestamp + delayHours,
      operation: { kind: 'consume', id: `job-${index + 1}`, amount: randomInt(random, 5, 60), timestamp },
    });
  }
  return arrivals;
}

/** Builds a reject-policy scenario of exactly `operationCount` operations. */
export function generateUsageScenario({ seed, days, operationCount }: UsageShape): Scenario {
  const random = createRandom(seed);
  const grantCount = Math.max(1, Math.round(operationCount * GRANT_SHARE));
  const jobCount = operationCount - grantCount;
  const scheduled = scheduledGrants(days, jobCount / days).slice(0, grantCount);
  const grants = [...scheduled, ...promoGrants(random, days, grantCount - scheduled.length)];
  const arrivals: PendingArrival[] = [
    ...grants.map((grant) => ({
      arrivalHour: grant.kind === 'grant' ? grantArrival(random, grant) : 0,
      operation: grant,
    })),
    ...jobArrivals(random, days, jobCount),
  ];
  // Array.prototype.sort is stable, so equal arrival hours keep generation order.
  arrivals.sort((left, right) => left.arrivalHour - right.arrivalHour);
  return { policy: 'reject', operations: arrivals.map((arrival) => arrival.operation) };
}
