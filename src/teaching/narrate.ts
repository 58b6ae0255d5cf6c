/**
 * `narrateStep` turns the engine's facts about one arrival into plain sentences. It never
 * computes ledger figures itself: every number comes from `StepFacts`, which the worker
 * gathers from the engine (see `collectStepFacts`).
 */
import { idPart, joinPhrases, phrase, quotedIdsPhrase, type Phrase } from '../text/phrase';
import { credits, drawsPhrase, idList, PENDING_RULE, shiftsSentence } from './phrases';
import { narrateAccepted, narrateRefused, narrateStillPending } from './narrateConsumption';
import type { NarrationText, StepFacts, WaitingConsumption } from './types';
import { shortTime } from '../text/unixDates';

type GrantFacts = Extract<StepFacts, { kind: 'grant' }>;
type ErrorFacts = Extract<StepFacts, { kind: 'error' }>;

function waitingPhrase({ consumption, breakdown }: WaitingConsumption): Phrase {
  const head = phrase`${idPart(consumption.id)} (${consumption.amount} at ${shortTime(consumption.timestamp)})`;
  if (breakdown.shortfall > 0) return phrase`${head} is still ${breakdown.shortfall} short`;
  return phrase`${head} would still break ${idList(breakdown.broken.map((broken) => broken.id))}`;
}

function resolutionSentences(facts: GrantFacts): Phrase[] {
  const sentences: Phrase[] = [];
  if (facts.resolved.length > 0) {
    const parts = facts.resolved.map(
      ({ consumption, draws }) =>
        phrase`${idPart(consumption.id)} (${consumption.amount} at ${shortTime(consumption.timestamp)}) now takes ${drawsPhrase(draws)}`,
    );
    sentences.push(phrase`It lets waiting consumptions through, oldest first: ${joinPhrases(parts, '; ')}.`);
  }
  if (facts.stillWaiting.length > 0) {
    const unexplainedCount = facts.stillWaitingCount - facts.stillWaiting.length;
    const more = unexplainedCount > 0 ? ` (and ${unexplainedCount} more)` : '';
    sentences.push(phrase`Still waiting: ${joinPhrases(facts.stillWaiting.map(waitingPhrase), '; ')}${more}.`, PENDING_RULE);
  }
  return sentences;
}

function narrateGrant(facts: GrantFacts): NarrationText {
  const { grant } = facts;
  const base = { step: facts.step, operationId: grant.id, tone: 'grant' as const, queue: [] };
  if (facts.repeated) {
    const sentence = phrase`${idPart(grant.id)} arrives again with the same parameters; a grant is never added twice, so nothing changes.`;
    return { ...base, sentences: [sentence] };
  }
  const window = grant.start === grant.end ? phrase`only at ${shortTime(grant.start)}` : phrase`from ${shortTime(grant.start)} to ${shortTime(grant.end)}`;
  // balanceAt(start) subtracts only consumptions up to the start, so a resolved one explains
  // a smaller rise only when it lies at or before the start.
  const drewAtStart = facts.resolved.some(({ consumption }) => consumption.timestamp <= grant.start);
  const afterDraws = drewAtStart ? ', after the consumptions it let through drew' : '';
  const { balanceAtStartBefore: before, balanceAtStartAfter: after } = facts;
  // "goes from 15 to 15" read as a mistake: where the consumptions let through drew it all, say so.
  const balance =
    before === after && drewAtStart
      ? phrase`The balance at ${shortTime(grant.start)} stays ${before}: the consumptions it let through drew what it added there.`
      : phrase`The balance at ${shortTime(grant.start)} goes from ${before} to ${after}${afterDraws}.`;
  const sentences = [
    phrase`${idPart(grant.id)} adds ${credits(grant.amount)}, usable ${window}.`,
    balance,
    ...resolutionSentences(facts),
  ];
  const shifts = shiftsSentence(facts.shifts);
  if (shifts) sentences.push(shifts);
  return { ...base, sentences };
}

function narrateError(facts: ErrorFacts): NarrationText {
  const { operation } = facts;
  const noun = operation.kind === 'grant' ? 'grant' : 'consumption';
  // The engine message may quote the id again ("grant id \"x\" already exists").
  const sentence = phrase`The ${noun} ${idPart(operation.id)} is refused as invalid, so nothing changes (${quotedIdsPhrase(facts.message)}).`;
  return { step: facts.step, operationId: operation.id, tone: 'error', sentences: [sentence], queue: [] };
}

function narrateStart(): NarrationText {
  const sentence = ['Nothing has arrived yet: the ledger is empty. Step forward to apply the first operation.'];
  return { step: 0, operationId: null, tone: 'start', sentences: [sentence], queue: [] };
}

export function narrateStep(facts: StepFacts): NarrationText {
  switch (facts.kind) {
    case 'start':
      return narrateStart();
    case 'error':
      return narrateError(facts);
    case 'grant':
      return narrateGrant(facts);
    case 'accepted':
      return narrateAccepted(facts);
    case 'refused':
      return narrateRefused(facts);
    case 'still-pending':
      return narrateStillPending(facts);
  }
}
