import type { Policy } from '../ledger/types';

/**
 * A scenario is the single source of truth of the app: operations in arrival order plus
 * the policy. Everything shown is derived from it by the engine; links, undo, files and
 * presets store only this.
 */
export type Operation =
  | { kind: 'grant'; id: string; amount: number; start: number; end: number }
  | { kind: 'consume'; id: string; amount: number; timestamp: number };

export interface Scenario {
  policy: Policy;
  operations: Operation[];
}
