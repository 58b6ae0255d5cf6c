/**
 * Which way an edit moves each consumption whose outcome it changes. The worker's edit
 * preview compares the edited history with the current ledger; every id it lists ends
 * with another status than it has now. So an id accepted now would be broken, and one
 * refused or pending now would become accepted (within one policy, refused and pending
 * never turn into each other). Red and green on the timeline, and the status wording
 * "breaks c_late; c_early becomes accepted", both read this split.
 */
import type { LedgerSnapshot } from '../ledger/types';
import type { DragAnswer } from './dragTypes';

export interface EditDirections {
  broken: readonly string[];
  becomesAccepted: readonly string[];
}

const acceptedIdsBySnapshot = new WeakMap<LedgerSnapshot, ReadonlySet<string>>();

/** The ids accepted in a snapshot, built once per engine answer (not per drag answer). */
export function acceptedIds(snapshot: LedgerSnapshot): ReadonlySet<string> {
  let ids = acceptedIdsBySnapshot.get(snapshot);
  if (ids === undefined) {
    ids = new Set(snapshot.consumptions.filter((view) => view.status === 'accepted').map((view) => view.id));
    acceptedIdsBySnapshot.set(snapshot, ids);
  }
  return ids;
}

export function splitByDirection(changedIds: readonly string[], acceptedNow: ReadonlySet<string>): EditDirections {
  const broken: string[] = [];
  const becomesAccepted: string[] = [];
  for (const id of changedIds) (acceptedNow.has(id) ? broken : becomesAccepted).push(id);
  return { broken, becomesAccepted };
}

/** An edit answer's changes split by direction (the store adds which ones become accepted). */
export function editAnswerDirections(answer: Extract<DragAnswer, { kind: 'edit' }>): EditDirections {
  const becomesAccepted = answer.becomesAcceptedIds ?? [];
  const green = new Set(becomesAccepted);
  return { broken: answer.changedIds.filter((id) => !green.has(id)), becomesAccepted };
}
