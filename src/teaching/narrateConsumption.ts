/**
 * Narration of a consumption's arrival: accepted (with its EDF queue), refused or queued
 * (with the shortfall or the consumptions it would break), or an unchanged retry.
 */
import type { ConsumptionInput } from '../ledger/types';
import { idPart, phrase, type Phrase } from '../text/phrase';
import { credits, idList, joinList, PENDING_RULE, queueRows, queueSentence, shiftsSentence } from './phrases';
import type { BrokenDetail, NarrationText, StepFacts } from './types';
import { formatNumber } from '../text/formatNumber';
import { shortTime } from '../text/unixDates';

type AcceptedFacts = Extract<StepFacts, { kind: 'accepted' }>;
type RefusedFacts = Extract<StepFacts, { kind: 'refused' }>;
type StillPendingFacts = Extract<StepFacts, { kind: 'still-pending' }>;

function asksFor(consumption: ConsumptionInput): Phrase {
  return phrase`${idPart(consumption.id)} asks for ${credits(consumption.amount)} at ${shortTime(consumption.timestamp)}.`;
}

export function narrateAccepted(facts: AcceptedFacts): NarrationText {
  const { consumption, explanation } = facts;
  const base = { step: facts.step, operationId: consumption.id, tone: 'accepted' as const };
  if (facts.repeated) {
    const sentence = phrase`${idPart(consumption.id)} arrives again with the same amount and time; it is already accepted, so nothing changes.`;
    return { ...base, sentences: [sentence], queue: [] };
  }
  const queue = queueRows(explanation.queue);
  const sentences = [
    phrase`${idPart(consumption.id)} takes ${credits(consumption.amount)} at ${shortTime(consumption.timestamp)}.`,
    queueSentence(queue),
    phrase`${credits(facts.balanceAfter)} remain at ${shortTime(consumption.timestamp)}.`,
  ];
  const shifts = shiftsSentence(facts.shifts);
  if (shifts) sentences.push(shifts);
  return { ...base, sentences, queue };
}

function brokenPhrase(broken: BrokenDetail): Phrase {
  return phrase`${idPart(broken.id)} (${broken.amount} at ${shortTime(broken.timestamp)}) short by ${broken.missing}`;
}

/** The sentence that says why: not enough credit at its time, or later consumptions would break. */
function reasonSentence(facts: RefusedFacts): { because: Phrase; verdict: Phrase } {
  const { consumption, breakdown } = facts;
  const at = shortTime(consumption.timestamp);
  if (breakdown.shortfall > 0) {
    const available =
      breakdown.balance === 0 ? `No credit is available at ${at}` : `Only ${credits(breakdown.balance)} are available at ${at}`;
    return { because: [`${available}, ${formatNumber(breakdown.shortfall)} short`], verdict: ['insufficient credit'] };
  }
  return {
    because: phrase`There are ${credits(breakdown.balance)} at ${at}, but taking ${consumption.amount} would leave ${joinList(facts.broken.map(brokenPhrase))}`,
    verdict: phrase`would break ${idList(facts.broken.map((broken) => broken.id))}`,
  };
}

export function narrateRefused(facts: RefusedFacts): NarrationText {
  const { consumption, breakdown } = facts;
  const { because, verdict } = reasonSentence(facts);
  const sentences = [asksFor(consumption)];
  if (facts.status === 'rejected') {
    sentences.push(phrase`${because}, so it is refused: ${verdict}.`);
  } else {
    const place = facts.pendingPosition === null ? '' : ` (position ${facts.pendingPosition})`;
    sentences.push(phrase`${because}, so it waits in the pending queue${place}: ${verdict}.`, PENDING_RULE);
  }
  if (breakdown.shortfall === 0) {
    const at = shortTime(consumption.timestamp);
    sentences.push([
      breakdown.headroom === 0
        ? `Nothing could be taken at ${at} without breaking an accepted consumption.`
        : `At most ${credits(breakdown.headroom)} could be taken at ${at} without breaking an accepted consumption.`,
    ]);
  }
  return { step: facts.step, operationId: consumption.id, tone: facts.status, sentences, queue: [] };
}

export function narrateStillPending(facts: StillPendingFacts): NarrationText {
  const { consumption } = facts;
  const place = facts.pendingPosition === null ? '' : ` at position ${facts.pendingPosition}`;
  const sentences = [
    phrase`${idPart(consumption.id)} arrives again unchanged while it is still waiting; it stays in the pending queue${place}.`,
    PENDING_RULE,
  ];
  return { step: facts.step, operationId: consumption.id, tone: 'pending', sentences, queue: [] };
}
