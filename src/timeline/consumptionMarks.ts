/**
 * Turns the worker's answer into one consumption mark per id, sorted by time, ready for
 * the timeline to cull and lay out. Accepted and pending consumptions come from the
 * snapshot; rejected attempts exist only as outcomes (the engine keeps no trace of them),
 * so their id, amount and time are read from the operation at the same arrival index.
 */
import type { ConsumeResult, ConsumptionView, Draw } from '../ledger/types';
import type { Operation } from '../scenario/types';
import { joinIds, phrase, type Phrase } from '../text/phrase';
import type { ComputeResult } from '../worker/protocol';
import { ITEMS_PER_STEP, runToEnd, sortedSteps, type Steps } from '../timeSlices';
import { formatNumber } from '../text/formatNumber';

export type MarkStatus = 'accepted' | 'rejected' | 'pending';

export interface ConsumptionMark {
  id: string;
  amount: number;
  timestamp: number;
  status: MarkStatus;
  /** Draws in draw order; empty unless accepted. */
  draws: readonly Draw[];
  /** Why it was refused (rejected) or why it waits (pending), in words; null once accepted. */
  refusal: Phrase | null;
}

export function describeRefusal(result: ConsumeResult): Phrase | null {
  if (!('reason' in result)) return null;
  if (result.reason === 'insufficient') return [`needs ${formatNumber(result.shortfall)} more credits at its time`];
  return phrase`would break ${joinIds(result.broken)}`;
}

/**
 * Builds the marks. An id that was refused and later accepted (or queued) shows only its
 * accepted (or pending) mark: the refused attempt changed nothing, and one id must map to
 * one marker so a person (and a test) can point at it. An id refused several times shows
 * its last attempt.
 */
export function buildConsumptionMarks(derived: ComputeResult, operations: readonly Operation[]): ConsumptionMark[] {
  return runToEnd(consumptionMarkSteps(derived, operations));
}

/** buildConsumptionMarks in steps (see timeSlices.ts). */
export function* consumptionMarkSteps(derived: ComputeResult, operations: readonly Operation[]): Steps<ConsumptionMark[]> {
  const refusedAttempts = new Map<string, ConsumptionMark>();
  const { outcomes } = derived;
  for (let arrivalIndex = 0; arrivalIndex < outcomes.length; arrivalIndex += 1) {
    if (arrivalIndex % ITEMS_PER_STEP === 0) yield;
    const outcome = outcomes[arrivalIndex];
    const operation = operations[arrivalIndex];
    // The scenario may already be one edit ahead of this answer; a kind mismatch means
    // the indices no longer line up, and the next answer will bring the right marks.
    if (outcome.kind !== 'consume' || operation?.kind !== 'consume') continue;
    const refusal = describeRefusal(outcome.result);
    if (refusal === null) continue;
    const { id, amount, timestamp } = operation;
    refusedAttempts.set(id, { id, amount, timestamp, status: 'rejected', draws: [], refusal });
  }
  const marks = new Map(refusedAttempts);
  const { consumptions } = derived.snapshot;
  for (let index = 0; index < consumptions.length; index += 1) {
    if (index % ITEMS_PER_STEP === 0) yield;
    const view = consumptions[index];
    const pendingReason = view.status === 'pending' ? (refusedAttempts.get(view.id)?.refusal ?? null) : null;
    marks.set(view.id, view.status === 'accepted' ? acceptedMarkOf(view) : markOf(view, pendingReason));
  }
  return yield* sortedSteps([...marks.values()], (a, b) => a.timestamp - b.timestamp || compareIds(a.id, b.id));
}

function markOf(view: ConsumptionView, refusal: Phrase | null): ConsumptionMark {
  return { id: view.id, amount: view.amount, timestamp: view.timestamp, status: view.status, draws: view.draws, refusal };
}

/**
 * The mark of an accepted consumption depends on its view alone, and an answer keeps the
 * view objects the step did not change (worker/answerPatch.ts): kept by view, an edit at
 * 20,000 operations makes marks only for what it moved, not 20,000 new objects each time.
 */
const acceptedMarks = new WeakMap<ConsumptionView, ConsumptionMark>();

function acceptedMarkOf(view: ConsumptionView): ConsumptionMark {
  let mark = acceptedMarks.get(view);
  if (mark === undefined) {
    mark = markOf(view, null);
    acceptedMarks.set(view, mark);
  }
  return mark;
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
