/**
 * A deterministic, realistic scenario of a given size (one grant for every four consumptions,
 * ids like "g12" and "c345", times spread at random over a month in seconds): a worst case
 * for link length, since random second-precision times barely compress.
 */
import type { Operation, Scenario } from '../types';
import { createRandom } from '../usageGenerator';

const MONTH_SECONDS = 30 * 24 * 3600;

export function generateScenario(operationCount: number, seed = 1): Scenario {
  const random = createRandom(seed);
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
