/**
 * Arrival numbers for playback: which operation arrived at which step, so the timeline and
 * the event log can label marks ("#3") and highlight the operation that just arrived.
 * Grant and consumption ids are separate namespaces, so they get separate maps.
 */
import type { Operation } from '../scenario/types';
import type { OperationOutcome } from '../worker/protocol';
import { retryOrigins } from './retries';

export interface ArrivalNumbers {
  /** Grant id → 1-based arrival number of its latest arrival within the shown steps. */
  grants: ReadonlyMap<string, number>;
  /** Consumption id → 1-based arrival number of its latest arrival within the shown steps. */
  consumptions: ReadonlyMap<string, number>;
}

export interface ArrivedOperation {
  kind: Operation['kind'];
  id: string;
  /** 1-based; equals the step at which it arrived. */
  arrivalNumber: number;
}

/**
 * Each id is labelled with the arrival that decided what its mark shows: the latest one,
 * except that a retry that changed nothing (retries.ts; known once `outcomes` for these
 * operations are given) keeps the original's number, so a waiting p3 that arrives again
 * as #6 still reads #4. A refused id accepted by a later attempt reads that attempt; an
 * arrival the engine refused as an error (an id reused with other values) is not counted.
 */
export function arrivalNumbersAt(operations: readonly Operation[], step: number, outcomes?: readonly OperationOutcome[]): ArrivalNumbers {
  const grants = new Map<string, number>();
  const consumptions = new Map<string, number>();
  const shownCount = Math.min(operations.length, Math.max(0, step));
  const origins = outcomes === undefined ? null : retryOrigins(operations, outcomes.length > shownCount ? outcomes.slice(0, shownCount) : outcomes);
  for (let index = 0; index < shownCount; index += 1) {
    if (origins !== null && origins[index] !== null && origins[index] !== undefined) continue;
    // An arrival the engine refused as an error changed nothing, so a mark keeps its own number.
    if (outcomes?.[index]?.kind === 'error') continue;
    const operation = operations[index];
    (operation.kind === 'grant' ? grants : consumptions).set(operation.id, index + 1);
  }
  return { grants, consumptions };
}

/** The operation that arrived at `step`, or null at step 0 (or past the end). */
export function arrivedOperationAt(operations: readonly Operation[], step: number): ArrivedOperation | null {
  const operation = step >= 1 ? operations[step - 1] : undefined;
  return operation ? { kind: operation.kind, id: operation.id, arrivalNumber: step } : null;
}
