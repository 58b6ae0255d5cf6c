/**
 * A deterministic, realistic scenario of a given size (one grant for every four consumptions,
 * ids like "g12" and "c345", times over a month in seconds), for link length measurements.
 */
import type { Operation, Scenario } from '../types';

/** Mulberry32: tiny, seeded, and the same on every machine, so measurements repeat exactly. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const MONTH_SECONDS = 30 * 24 * 3600;

export function generateScenario(operationCount: number, seed = 1): Scenario {
  const random = seededRandom(seed);
  const integerBelow = (limit: number) => Math.floor(random() * limit);
  const operations: Operation[] = [];
  for (let index = 0; index < operationCount; index += 1) {
    if (index % 5 === 0) {
      const start = integerBelow(MONTH_SECONDS);
      const end = start + 3600 + integerBelow(7 * 24 * 3600);
      operations.push({ kind: 'grant', id: `g${index}`, amount: 1_000 * (1 + integerBelow(100)), start, end });
    } else {
      operations.push({ kind: 'consume', id: `c${index}`, amount: 1 + integerBelow(5_000), timestamp: integerBelow(MONTH_SECONDS) });
    }
  }
  return { policy: 'reject', operations };
}
