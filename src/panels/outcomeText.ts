/**
 * Plain-language outcome of one operation, as the event log shows it. The status names
 * match the timeline's `data-status` values and the legend's colours.
 */
import type { ConsumeResult } from '../ledger/types';
import type { OperationOutcome } from '../worker/protocol';

export type OutcomeStatus = 'accepted' | 'rejected' | 'pending' | 'grant' | 'error' | 'computing';

export interface OutcomeText {
  status: OutcomeStatus;
  text: string;
  /** More context for a tooltip, when the short text leaves something out. */
  detail?: string;
}

function reasonText(result: ConsumeResult): string {
  if (!('reason' in result)) return 'retry, still waiting';
  return result.reason === 'insufficient' ? `insufficient (short ${result.shortfall})` : `would break ${result.broken.join(', ')}`;
}

export function describeOutcome(outcome: OperationOutcome | undefined): OutcomeText {
  if (outcome === undefined) return { status: 'computing', text: 'computing…' };
  if (outcome.kind === 'error') return { status: 'error', text: `error: ${outcome.message}` };
  if (outcome.kind === 'grant') {
    const text = outcome.resolved.length === 0 ? 'grant' : `grant — resolved ${outcome.resolved.join(', ')}`;
    return { status: 'grant', text };
  }
  const { result, resolvedBy } = outcome;
  if (result.status === 'accepted') return { status: 'accepted', text: 'accepted' };
  if (result.status === 'rejected') return { status: 'rejected', text: `rejected: ${reasonText(result)}` };
  if (resolvedBy !== null) {
    return { status: 'accepted', text: `resolved by grant ${resolvedBy}`, detail: `was pending: ${reasonText(result)}` };
  }
  return { status: 'pending', text: `pending (${reasonText(result)})` };
}
