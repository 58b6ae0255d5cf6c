/**
 * What the event log adds to each row's own outcome: whether the arrival is a retry that
 * changed nothing, why a still-pending consumption waits now, and what the last edit made
 * through a form changed. Computed once per compute answer for all rows, so a row only
 * looks up.
 */
import { retryOrigins } from '../teaching/retries';
import { idPart, phrase, type Phrase } from '../text/phrase';
import type { Operation } from '../scenario/types';
import type { EditChange, OperationOutcome, PendingReason } from '../worker/protocol';
import type { FormActionEffect } from './formActionEffect';
import { statusWord } from './statusWords';

export interface LogAnnotations {
  /** 1-based arrival number each retry repeats; absent for arrivals that are not retries. */
  retryOf: ReadonlyMap<number, number>;
  pendingNow: ReadonlyMap<string, PendingReason>;
  /** Per arrival index: a note about the last edit ("edit changed c3: accepted → refused"). */
  editNotes: ReadonlyMap<number, Phrase>;
}


function changePhrase(change: EditChange): Phrase {
  return phrase`${idPart(change.id)}: ${statusWord(change.before)} → ${statusWord(change.after)}`;
}

/** The edited row lists every change; each changed consumption's latest row says what it was. */
function editNotesOf(operations: readonly Operation[], effect: FormActionEffect | null): Map<number, Phrase> {
  const notes = new Map<number, Phrase>();
  if (effect === null || effect.action.kind === 'add' || effect.action.before === null) return notes;
  const editedIndex = effect.action.operationIndex;
  const changes = effect.changes;
  // A deleted row is gone: only the rows it changed say so.
  const deleted = effect.action.kind === 'delete';
  const list = changes.map(changePhrase).reduce<Phrase>((joined, item, index) => (index === 0 ? item : phrase`${joined}; ${item}`), []);
  if (!deleted) notes.set(editedIndex, changes.length === 0 ? ['edited: no outcome changed'] : phrase`edit changed ${list}`);
  const cause = deleted ? phrase`the delete of #${editedIndex + 1}` : phrase`the edit of #${editedIndex + 1}`;
  const changedIds = new Map(changes.map((change) => [change.id, change]));
  for (let index = operations.length - 1; index >= 0 && changedIds.size > 0; index -= 1) {
    const operation = operations[index];
    const change = operation.kind === 'consume' ? changedIds.get(operation.id) : undefined;
    if (change === undefined) continue;
    changedIds.delete(operation.id);
    if (deleted || index !== editedIndex) notes.set(index, phrase`was ${statusWord(change.before)} before ${cause}`);
  }
  return notes;
}

export function logAnnotations(
  operations: readonly Operation[],
  outcomes: readonly OperationOutcome[],
  pendingReasons: readonly PendingReason[],
  effect: FormActionEffect | null,
): LogAnnotations {
  const retryOf = new Map<number, number>();
  retryOrigins(operations, outcomes).forEach((origin, index) => {
    if (origin !== null) retryOf.set(index, origin + 1);
  });
  return {
    retryOf,
    pendingNow: new Map(pendingReasons.map((reason) => [reason.id, reason])),
    editNotes: editNotesOf(operations, effect),
  };
}
