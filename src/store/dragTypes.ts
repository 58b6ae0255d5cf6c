/**
 * The vocabulary of a what-if drag, shared by the store slice, the preview sync, the
 * pointer and keyboard handlers and the ghost marker.
 */
import type { PreviewResult } from '../ledger/types';

/** Which edge of a grant's window a drag moves. */
export type GrantEdge = 'start' | 'end';

/** What is being dragged. Operation indices are arrival indices in the scenario. */
export type DragSubject =
  | { kind: 'new-consumption'; amount: number }
  | { kind: 'move-consumption'; operationIndex: number; consumptionId: string }
  | { kind: 'resize-grant'; operationIndex: number; grantId: string; edge: GrantEdge };

export interface DragCandidate {
  subject: DragSubject;
  /** The snapped candidate time; null while the pointer is off the timeline. */
  time: number | null;
  input: 'pointer' | 'keyboard';
}

/** How long an answer took: page to worker and back, and (for previews) inside the worker. */
export interface AnswerTiming {
  roundTripMs: number;
  workerMs: number | null;
}

/** The worker's latest fresh answer about the candidate, tagged with the time it is about. */
export type DragAnswer =
  | { kind: 'consumption'; time: number; preview: PreviewResult; headroom: number; timing: AnswerTiming }
  | {
      kind: 'edit';
      time: number;
      changedIds: string[];
      timing: AnswerTiming;
      /**
       * The changed ids that would go from refused (or pending) to accepted; the rest would
       * be broken. Added by the store from the ledger the edit is about (see editDirections.ts).
       */
      becomesAcceptedIds?: readonly string[];
    };
