/**
 * The worker's narrator: `narrateScenarioStep` with one replayed ledger kept between calls.
 * Playback mostly moves forward one step at a time, and the ledger after step k is exactly
 * the ledger before step k+1, so a forward step applies one operation instead of replaying
 * the whole prefix. Any other move (back, or an edited scenario) replays from scratch.
 */
import type { LedgerEngine, Policy } from '../ledger/types';
import { sameOperation } from '../scenario/equality';
import type { Operation, Scenario } from '../scenario/types';
import { appliedCountAt, recordArrival, replayOperations, type EngineFactory } from './facts';
import { narrateStep } from './narrate';
import type { Narration } from './types';

interface ReplayedLedger {
  policy: Policy;
  /** The operations already applied to `engine`, in arrival order. */
  applied: readonly Operation[];
  engine: LedgerEngine;
}

/** True when `ledger` holds a prefix of the first `count` operations of `scenario`. */
function isReusable(ledger: ReplayedLedger | null, scenario: Scenario, count: number): ledger is ReplayedLedger {
  if (ledger === null || ledger.policy !== scenario.policy || ledger.applied.length > count) return false;
  return ledger.applied.every((operation, index) => sameOperation(operation, scenario.operations[index]));
}

export interface Narrator {
  narrate(scenario: Scenario, step: number): Narration;
}

/** `progress` is called once per replayed operation (see src/worker/heartbeat.ts). */
export function createNarrator(createEngine: EngineFactory, progress: () => void = () => undefined): Narrator {
  let ledger: ReplayedLedger | null = null;

  return {
    narrate(scenario, step) {
      const appliedCount = appliedCountAt(scenario, step);
      if (appliedCount === 0) return { ...narrateStep({ kind: 'start', policy: scenario.policy }), changes: [] };
      const reused = isReusable(ledger, scenario, appliedCount - 1) ? ledger : null;
      // Dropped first, so an engine left half-way by a thrown invariant is never reused.
      ledger = null;
      const engine = reused?.engine ?? createEngine(scenario.policy);
      replayOperations(engine, scenario.operations.slice(reused?.applied.length ?? 0, appliedCount - 1), progress);
      const { facts, changes } = recordArrival(engine, scenario.operations[appliedCount - 1], appliedCount);
      ledger = { policy: scenario.policy, applied: scenario.operations.slice(0, appliedCount), engine };
      return { ...narrateStep(facts), changes };
    },
  };
}
