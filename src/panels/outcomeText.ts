/**
 * Plain-language outcome of one operation, as the event log shows it. The status names
 * match the timeline's `data-status` values and the legend's colours. Texts are phrases,
 * so the ids they quote can be isolated on the page.
 */
import type { ConsumeResult } from '../ledger/types';
import { idPart, joinIds, phrase, quotedIdsPhrase, type Phrase } from '../text/phrase';
import type { OperationOutcome } from '../worker/protocol';

export type OutcomeStatus = 'accepted' | 'rejected' | 'pending' | 'grant' | 'error' | 'computing';

export interface OutcomeText {
  status: OutcomeStatus;
  text: Phrase;
  /** More context for a tooltip, when the short text leaves something out. */
  detail?: Phrase;
}

function reasonText(result: ConsumeResult): Phrase {
  if (!('reason' in result)) return ['retry, still waiting'];
  return result.reason === 'insufficient' ? phrase`insufficient (short ${result.shortfall})` : phrase`would break ${joinIds(result.broken)}`;
}

export function describeOutcome(outcome: OperationOutcome | undefined): OutcomeText {
  if (outcome === undefined) return { status: 'computing', text: ['computing…'] };
  // Engine messages quote the id they are about ("grant id \"x\" already exists").
  if (outcome.kind === 'error') return { status: 'error', text: phrase`error: ${quotedIdsPhrase(outcome.message)}` };
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
  return { status: 'pending', text: phrase`pending (${reasonText(result)})` };
}
