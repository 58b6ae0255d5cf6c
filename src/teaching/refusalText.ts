/**
 * The words of a refusal repair (refusalRepair.ts): why the consumption does not fit and
 * what would make it fit, e.g. "c2 needs 60 at t=11; 50 are available (g2). It would fit
 * with 10 fewer, at t <= 10, or with a grant of 10 covering t=11."
 *
 * The operation that just arrived met the ledger shown now, so one repair says it all. An
 * older refusal may meet a ledger that has moved on since, so it is told twice: against the
 * ledger it met (why it was refused) and against the ledger now (what to do now).
 */
import type { ConsumptionInput, Draw } from '../ledger/types';
import { formatNumber } from '../text/formatNumber';
import { idPart, joinPhrases, phrase, type Phrase } from '../text/phrase';
import { joinList } from './phrases';
import type { RefusalExplanation, RefusalRepair, TimeSpan } from './refusalRepair';
import { shortTime, shortTimeSpan, unixDate } from '../text/unixDates';

/** Open grants named in the "available" sentence; a long list would drown the answer. */
const AVAILABLE_NAMED_MAX = 3;
/** Consumptions named in one list (broken, waiting longer); a late job can break dozens, and the rest are counted. */
const CONSUMPTIONS_NAMED_MAX = 3;

function availablePhrase(available: readonly Draw[], balance: number): Phrase {
  if (balance === 0) return ['no credit is available'];
  const verb = balance === 1 ? 'is' : 'are';
  if (available.length === 1) return phrase`${balance} ${verb} available (${idPart(available[0].grantId)})`;
  const named = available.slice(0, AVAILABLE_NAMED_MAX).map((draw) => phrase`${idPart(draw.grantId)} ${draw.amount}`);
  const more = available.length - named.length;
  const list = more > 0 ? phrase`${joinPhrases(named, ', ')} and ${more} more` : joinPhrases(named, ', ');
  return phrase`${balance} ${verb} available (${list})`;
}

function brokenPhrase(repair: RefusalRepair): Phrase {
  const named = repair.broken.slice(0, CONSUMPTIONS_NAMED_MAX);
  const items = named.map((broken) => phrase`${idPart(broken.id)} (${broken.amount} at ${shortTime(broken.timestamp)}) ${broken.missing} short`);
  const more = repair.broken.length - named.length;
  return more > 0 ? phrase`${joinPhrases(items, ', ')} and ${more} more consumptions short` : joinList(items);
}

/** "c2 needs 60 at t=11; 50 are available (g2)", plus what taking it would break. */
function situationSentence(repair: RefusalRepair): Phrase {
  const { consumption } = repair;
  const needs = phrase`${idPart(consumption.id)} needs ${consumption.amount} at ${shortTime(consumption.timestamp)}`;
  const available = availablePhrase(repair.available, repair.balance);
  if (repair.reason === 'fits') return phrase`${needs} and ${available}: it would be accepted if it arrived now.`;
  if (repair.reason === 'insufficient') {
    // Without this the fix below ("fit with N fewer") would not add up to what is available.
    const held = repair.balance - repair.headroom;
    return held > 0 ? phrase`${needs}; ${available}, but later consumptions need ${held} of them.` : phrase`${needs}; ${available}.`;
  }
  return phrase`${needs}; ${available}, but taking ${consumption.amount} would leave ${brokenPhrase(repair)}.`;
}

/** "at t=5", "at t <= 10", "at t=3–8"; on Unix times the UTC dates ("at or before 2026-11-14 18:00 UTC"). */
function spanPhrase(span: TimeSpan): string {
  if (span.from === 0 && span.to !== 0) {
    const date = unixDate(span.to);
    return date === null ? `at t <= ${formatNumber(span.to)}` : `at or before ${date}`;
  }
  return `at ${shortTimeSpan(span.from, span.to)}`;
}

/** "It would fit with 10 fewer, at t <= 10, or with a grant of 10 covering t=11." */
function repairSentence(repair: RefusalRepair): Phrase {
  const options: Phrase[] = [];
  if (repair.headroom > 0) options.push(phrase`with ${repair.fewerBy} fewer`);
  if (repair.fittingSpans.length > 0) options.push([repair.fittingSpans.map(spanPhrase).join(' or ')]);
  options.push(phrase`with a grant of ${repair.grant.amount ?? repair.fewerBy} covering ${shortTime(repair.consumption.timestamp)}`);
  const head = repair.reason === 'would-break' ? 'It would fit without breaking anything' : 'It would fit';
  const list = options.length === 1 ? options[0] : phrase`${joinPhrases(options.slice(0, -1), ', ')}, or ${options[options.length - 1]}`;
  return phrase`${head} ${list}.`;
}

function waitingPhrase(waiting: readonly ConsumptionInput[]): Phrase {
  const named = waiting.slice(0, CONSUMPTIONS_NAMED_MAX).map((consumption) => phrase`${idPart(consumption.id)} (${consumption.amount} at ${shortTime(consumption.timestamp)})`);
  const more = waiting.length - named.length;
  return more > 0 ? phrase`${joinPhrases(named, ', ')} and ${more} more` : joinList(named);
}

/**
 * Under 'pending' a new grant is offered first to the consumptions waiting longer, so the
 * grant above is worked out behind them (pendingGrantRepair.ts) and the text says who they
 * are: a person who adds a longer window may let them through instead.
 */
function queueSentence(repair: RefusalRepair): Phrase | null {
  const { amount, waitingLonger, letThrough } = repair.grant;
  if (waitingLonger.length === 0) return null;
  const t = repair.consumption.timestamp;
  const first = 'A new grant goes first to the consumptions waiting longer';
  if (amount === null) return phrase`${first}, which may take some of it: ${waitingPhrase(waitingLonger)}.`;
  if (letThrough.length > 0) return phrase`${first}: this one, usable only at ${shortTime(t)}, also lets ${waitingPhrase(letThrough)} through.`;
  return phrase`${first}: ${waitingPhrase(waitingLonger)}. One usable only at ${shortTime(t)} lets none of them through; a longer window may.`;
}

export interface RefusalContext {
  /** 1-based arrival number of the refused attempt. */
  arrivalNumber: number;
  /** Operations applied in the ledger "now" was computed on. */
  appliedCount: number;
  /** What `consume` answered at its arrival. */
  status: 'rejected' | 'pending';
  /** Set when the latest arrival (`appliedCount`) repeated this one unchanged (retries.ts). */
  repeated?: boolean;
}

/** A titled group of sentences: one ledger state and what to do in it. */
export interface RefusalBlock {
  heading: Phrase | null;
  sentences: Phrase[];
}

/** The sentences for one repair: why it does not fit, then what would make it fit. */
export function refusalSentences(repair: RefusalRepair): Phrase[] {
  const sentences = [situationSentence(repair)];
  if (repair.reason === 'fits') return sentences;
  sentences.push(repairSentence(repair));
  const queue = queueSentence(repair);
  if (queue !== null) sentences.push(queue);
  return sentences;
}

/**
 * The latest operation met the ledger that is shown now, so it gets one block. An older one
 * gets two, each headed with its ledger: why it was refused then, and what to do now.
 */
export function refusalBlocks(explanation: RefusalExplanation, context: RefusalContext): RefusalBlock[] {
  const verb = context.status === 'pending' ? 'Queued as pending' : 'Refused';
  if (context.repeated === true) {
    // Only a waiting consumption can be repeated unchanged; the repair is told for the ledger now.
    const heading = phrase`Still waiting after #${context.appliedCount}, which repeated #${context.arrivalNumber} unchanged`;
    return [{ heading, sentences: refusalSentences(explanation.now) }];
  }
  if (context.arrivalNumber >= context.appliedCount) {
    return [{ heading: phrase`${verb} at arrival (#${context.arrivalNumber})`, sentences: refusalSentences(explanation.now) }];
  }
  return [
    { heading: phrase`${verb} at arrival (#${context.arrivalNumber})`, sentences: refusalSentences(explanation.atArrival) },
    { heading: phrase`Now, after #${context.appliedCount}`, sentences: refusalSentences(explanation.now) },
  ];
}
