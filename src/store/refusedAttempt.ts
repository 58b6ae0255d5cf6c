/**
 * The arrival that explains why a consumption holds no credit: its latest attempt that the
 * engine refused or queued with a reason. Identical retries of a waiting one carry no reason
 * of their own, so the attempt they repeat is the one found.
 */
import type { ConsumeResult, ConsumptionInput } from '../ledger/types';
import type { Operation } from '../scenario/types';
import type { OperationOutcome } from '../worker/protocol';

export interface RefusedAttempt {
  /** 0-based arrival index. */
  index: number;
  consumption: ConsumptionInput;
  result: Extract<ConsumeResult, { reason: string }>;
}

export function latestRefusedAttempt(operations: readonly Operation[], outcomes: readonly OperationOutcome[], id: string): RefusedAttempt | null {
  for (let index = Math.min(operations.length, outcomes.length) - 1; index >= 0; index -= 1) {
    const operation = operations[index];
    const outcome = outcomes[index];
    if (operation.kind !== 'consume' || operation.id !== id || outcome.kind !== 'consume') continue;
    const { result } = outcome;
    if (result.status === 'accepted' || !('reason' in result)) continue;
    return { index, consumption: { id, amount: operation.amount, timestamp: operation.timestamp }, result };
  }
  return null;
}
