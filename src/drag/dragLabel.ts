/**
 * The label of the drag in progress, from the candidate and the worker's latest answer.
 * An answer about another time than the candidate's reads "checking…" rather than a
 * verdict about a place the ghost has already left.
 */
import type { Policy } from '../ledger/types';
import { idPart, phrase, type Phrase } from '../text/phrase';
import { describeEdit, describeNewConsumption, type IdListing } from './candidateLabel';
import type { DragAnswer, DragCandidate, DragSubject } from '../store/dragTypes';
import { editAnswerDirections } from '../store/editDirections';
import { OPERATIONS_PER_SCENARIO_MAX } from '../scenario/limits';

function subjectName(subject: Exclude<DragSubject, { kind: 'new-consumption' }>): Phrase {
  if (subject.kind === 'move-consumption') return [idPart(subject.consumptionId)];
  return phrase`${idPart(subject.grantId)} ${subject.edge}`;
}

function offTimelineLabel(subject: DragSubject): Phrase {
  const what = subject.kind === 'new-consumption' ? phrase`${subject.amount} credits` : subjectName(subject);
  return phrase`${what} · move over the timeline to choose a time; let go elsewhere to cancel`;
}

export function dragLabel(drag: DragCandidate | null, answer: DragAnswer | null, policy: Policy = 'reject', listing: IdListing = 'names'): Phrase {
  if (drag === null) return [];
  const { subject, time } = drag;
  if (time === null) return offTimelineLabel(subject);
  if (subject.kind === 'new-consumption') {
    const consumptionAnswer = answer?.kind === 'consumption' ? answer : null;
    return describeNewConsumption(time, subject.amount, consumptionAnswer, policy, listing);
  }
  const directions = answer?.kind === 'edit' && answer.time === time ? editAnswerDirections(answer) : null;
  return describeEdit(subjectName(subject), time, directions, listing);
}

/**
 * The label of a new consumption's drag over a scenario at the operation limit, told that
 * letting go adds nothing: the what-if still answers, but the drop would be refused, and a
 * verdict alone promised a result the drop then took back.
 */
export function withOperationLimitNote(label: Phrase, drag: DragCandidate | null, operationCount: number): Phrase {
  if (drag === null || drag.subject.kind !== 'new-consumption' || operationCount < OPERATIONS_PER_SCENARIO_MAX) return label;
  return phrase`${label} · at the limit of ${OPERATIONS_PER_SCENARIO_MAX} operations, letting go adds nothing`;
}
