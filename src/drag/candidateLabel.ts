/**
 * The sentence shown next to the ghost marker and announced to screen readers while a
 * what-if drag is under way. Pure, so every wording is unit-tested; a phrase, so the ids
 * it names are isolated on the page.
 */
import type { Policy, PreviewResult } from '../ledger/types';
import { joinIds, phrase, type Phrase } from '../text/phrase';
import { shortTime } from '../text/unixDates';
import type { EditDirections } from '../store/editDirections';

/** Lists longer than this are cut, so a cascade of breaks stays one readable line. */
export const NAMED_IDS_MAX = 5;

/**
 * How a verdict names the consumptions it moves: in the status line under the handle, a
 * sentence naming them ('sentence'); beside the ghost, by id in a short line ('names'),
 * or, where a narrow timeline has room for one short line only, by count ("breaks 46"),
 * since the timeline paints each of them anyway. One id is always named.
 */
export type IdListing = 'sentence' | 'names' | 'count';

/** "c_a, c_b" or "c_a, c_b, c_c, c_d, c_e and 3 more"; counted: "8". */
export function listIds(ids: readonly string[], listing: IdListing = 'names'): Phrase {
  if (listing === 'count' && ids.length > 1) return phrase`${ids.length}`;
  const named = joinIds(ids.slice(0, NAMED_IDS_MAX));
  const unnamedCount = ids.length - NAMED_IDS_MAX;
  return unnamedCount > 0 ? phrase`${named} and ${unnamedCount} more` : named;
}

/** What the worker said about a hypothetical consumption at one time. */
export interface ConsumptionPreviewAnswer {
  time: number;
  preview: PreviewResult;
  /** headroomAt(time) before the candidate: the most that would fit there. */
  headroom: number;
}

/** Said after a refusal under the pending policy, where a drop queues instead of refusing. */
export const WAITS_AS_PENDING = 'would wait as pending';

/**
 * "t=2 · 30 credits · fits (headroom 50)", "… · needs 10 more at t=2" or
 * "… · breaks c_late" (under the pending policy followed by "· would wait as pending"); in the
 * status line "… · rejected: would break c_late" (pending: "… · would break c_late · …").
 * Without an answer yet the verdict reads "checking…".
 */
export function describeNewConsumption(
  time: number,
  amount: number,
  answer: ConsumptionPreviewAnswer | null,
  policy: Policy = 'reject',
  listing: IdListing = 'names',
): Phrase {
  // Through `phrase`, so its numbers read as everywhere else ("t=4,102 · 3,000 credits"); a
  // Unix time is its UTC date, which is what a person aims a drag at.
  const position = phrase`${shortTime(time)} · ${amount} credits`;
  if (answer === null || answer.time !== time) return phrase`${position} · checking…`;
  const { preview, headroom } = answer;
  if (preview.accepted) return phrase`${position} · fits (headroom ${headroom})`;
  const pending = policy === 'pending';
  const refusal = preview.shortfall > 0 ? phrase`needs ${preview.shortfall} more at ${shortTime(time)}` : breaksPhrase(preview.broken, listing, pending);
  return pending ? phrase`${position} · ${refusal} · ${WAITS_AS_PENDING}` : phrase`${position} · ${refusal}`;
}

/**
 * What a refused candidate would break. The sentence says the drop is what is refused (or
 * waits): "breaks c_late" alone was read as if the drop would damage c_late. The ghost's
 * short line keeps "breaks", which fits beside it on a phone.
 */
function breaksPhrase(broken: readonly string[], listing: IdListing, pending: boolean): Phrase {
  const ids = listIds(broken, listing);
  if (listing !== 'sentence') return phrase`breaks ${ids}`;
  return pending ? phrase`would break ${ids}` : phrase`rejected: would break ${ids}`;
}

/** "breaks c_late; c_early becomes accepted": what goes red first, then what goes green. */
function describeDirections({ broken, becomesAccepted }: EditDirections, listing: IdListing): Phrase {
  const parts: Phrase[] = [];
  if (broken.length > 0) parts.push(phrase`breaks ${listIds(broken, listing)}`);
  if (becomesAccepted.length > 0) {
    const verb = becomesAccepted.length === 1 ? 'becomes' : 'become';
    parts.push(phrase`${listIds(becomesAccepted, listing)} ${verb} accepted`);
  }
  return parts.length === 2 ? phrase`${parts[0]}; ${parts[1]}` : parts[0];
}

/**
 * For moving an existing operation: "c_late → t=11 · breaks c_late; c_early becomes
 * accepted" or "g1 end → t=12 · no outcome changes". `subject` names what is being moved.
 */
export function describeEdit(subject: Phrase, time: number, directions: EditDirections | null, listing: IdListing = 'names'): Phrase {
  const position = phrase`${subject} → ${shortTime(time)}`;
  if (directions === null) return phrase`${position} · checking…`;
  if (directions.broken.length === 0 && directions.becomesAccepted.length === 0) return phrase`${position} · no outcome changes`;
  return phrase`${position} · ${describeDirections(directions, listing)}`;
}
