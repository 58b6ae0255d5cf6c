/**
 * Plain-language outcome of one operation, as the event log shows it. The status names
 * match the timeline's `data-status` values and the legend's colours. Texts are phrases,
 * so the ids they quote can be isolated on the page.
 */
import type { ConsumeResult } from '../ledger/types';
import { idPart, joinIds, phrase, quotedIdsPhrase, type Phrase } from '../text/phrase';
import type { OperationOutcome, PendingReason } from '../worker/protocol';

export type OutcomeStatus = 'accepted' | 'rejected' | 'pending' | 'grant' | 'error' | 'computing';

export interface OutcomeText {
  status: OutcomeStatus;
  text: Phrase;
  /** More context for a tooltip, when the short text leaves something out. */
  detail?: Phrase;
}

/** What the row's own outcome cannot tell: facts from other arrivals and the ledger now. */
export interface OutcomeContext {
  /** Arrival number of the arrival this one repeats without changing anything (retries.ts). */
  retryOf?: number;
  /** Why a still-pending consumption waits on the ledger now (its arrival reason may be old). */
  pendingNow?: PendingReason;
}

function reasonText(result: ConsumeResult): Phrase {
  if (!('reason' in result)) return ['retry, still waiting'];
  return result.reason === 'insufficient' ? phrase`insufficient (short ${result.shortfall})` : phrase`would break ${joinIds(result.broken)}`;
}

function pendingReasonText(reason: PendingReason): Phrase {
  return reason.shortfall > 0 ? phrase`insufficient (short ${reason.shortfall})` : phrase`would break ${joinIds(reason.broken)}`;
}

/** A retry is no new operation: it says so, and what the original's status is. */
function describeRetry(outcome: OperationOutcome, retryOf: number): OutcomeText {
  const head = `retry of #${retryOf}: no change`;
  if (outcome.kind !== 'consume') return { status: 'grant', text: [head] };
  if (outcome.resolvedBy !== null) return { status: 'accepted', text: phrase`${head} (resolved by grant ${idPart(outcome.resolvedBy)})` };
  if (outcome.result.status === 'accepted') return { status: 'accepted', text: [`${head} (accepted)`] };
  return { status: 'pending', text: [`${head} (still pending)`] };
}

/** A waiting consumption shows why it waits now; the reason it met at arrival goes to the tooltip. */
function describePending(result: ConsumeResult, pendingNow: PendingReason | undefined): OutcomeText {
  if (pendingNow === undefined) return { status: 'pending', text: phrase`pending: ${reasonText(result)}` };
  return { status: 'pending', text: phrase`pending: ${pendingReasonText(pendingNow)}`, detail: phrase`at arrival: ${reasonText(result)}` };
}

export function describeOutcome(outcome: OperationOutcome | undefined, context: OutcomeContext = {}): OutcomeText {
  if (outcome === undefined) return { status: 'computing', text: ['computing…'] };
  // Engine messages quote the id they are about ("grant id \"x\" already exists").
  if (outcome.kind === 'error') return { status: 'error', text: phrase`error: ${quotedIdsPhrase(outcome.message)}` };
  if (context.retryOf !== undefined) return describeRetry(outcome, context.retryOf);
  if (outcome.kind === 'grant') {
    const text = outcome.resolved.length === 0 ? ['grant'] : phrase`grant — resolved ${joinIds(outcome.resolved)}`;
    return { status: 'grant', text };
  }
  const { result, resolvedBy } = outcome;
  if (result.status === 'accepted') return { status: 'accepted', text: ['accepted'] };
  if (result.status === 'rejected') return { status: 'rejected', text: phrase`rejected: ${reasonText(result)}` };
  if (resolvedBy !== null) {
    return { status: 'accepted', text: phrase`resolved by grant ${idPart(resolvedBy)}`, detail: phrase`was pending: ${reasonText(result)}` };
  }
  return describePending(result, context.pendingNow);
}
