/** What `Schedule.evaluate` answers about a consumption at a time, changing nothing. */
import type { ReplayOutcome } from '../replay/replay';

/** What a consumption at a time would do. */
export interface Verdict {
  shortfall: number;
  /** Consumption indices the spec's forced replay leaves uncovered, in replay order. */
  broken: readonly { consumption: number; missing: number }[];
  /** Set when the attempt is accepted in the past: the replay to keep. */
  outcome: ReplayOutcome | null;
}

/** Accepted: nothing short, nothing broken. */
export function isAccepted(verdict: Verdict): boolean {
  return verdict.shortfall === 0 && verdict.broken.length === 0;
}

/**
 * The verdict on a consumption drawn from the frontier (at or after every accepted one,
 * or late leaving the grant of every kept unit as it is) that the credit covers: shared,
 * so it allocates nothing.
 */
export const AT_FRONTIER: Verdict = Object.freeze({ shortfall: 0, broken: Object.freeze([]), outcome: null });
