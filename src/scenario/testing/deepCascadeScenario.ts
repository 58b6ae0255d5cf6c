/**
 * A legitimately slow scenario of the largest allowed size, for liveness tests: 200
 * long grants, then 19,800 consumptions arriving newest first, so each lands earlier than
 * everything accepted so far and displaces credit through every emptied grant (the
 * engine's deep cascade; bench/workloads.ts has the same shape as a call stream). The
 * newest consumption comes right after the first grant, so later grants span an accepted
 * consumption and cannot pool. Demand is about 95% of supply, so nearly all are accepted.
 */
import { OPERATIONS_PER_SCENARIO_MAX } from '../limits';
import type { Operation, Scenario } from '../types';
import { createRandom } from '../usageGenerator';

const GRANT_COUNT = 200;
const HORIZON = 1_000_000;

export function deepCascadeScenario(seed = 20_000): Scenario {
  const random = createRandom(seed);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const grants: Operation[] = [];
  for (let index = 0; index < GRANT_COUNT; index += 1) {
    const end = HORIZON * 100 - between(0, HORIZON);
    grants.push({ kind: 'grant', id: `g${index + 1}`, amount: between(4_000, 6_500), start: between(0, 1_000), end });
  }
  const consumptions: Operation[] = [];
  for (let index = 0; index < OPERATIONS_PER_SCENARIO_MAX - GRANT_COUNT; index += 1) {
    const timestamp = HORIZON - index * 40 - between(0, 39);
    consumptions.push({ kind: 'consume', id: `c${index + 1}`, amount: between(1, 100), timestamp });
  }
  return { policy: 'reject', operations: [grants[0], consumptions[0], ...grants.slice(1), ...consumptions.slice(1)] };
}
