/**
 * Arrival numbers for playback: which operation arrived at which step, so the timeline and
 * the event log can label marks ("#3") and highlight the operation that just arrived.
 * Grant and consumption ids are separate namespaces, so they get separate maps.
 */
import type { Operation } from '../scenario/types';

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
 * The latest arrival of each id wins: a retried id is labelled with its retry, which is
 * the arrival that decided what the mark now shows (e.g. a refused id accepted later).
 */
export function arrivalNumbersAt(operations: readonly Operation[], step: number): ArrivalNumbers {
  const grants = new Map<string, number>();
  const consumptions = new Map<string, number>();
  operations.slice(0, Math.max(0, step)).forEach((operation, index) => {
    (operation.kind === 'grant' ? grants : consumptions).set(operation.id, index + 1);
  });
  return { grants, consumptions };
}

/** The operation that arrived at `step`, or null at step 0 (or past the end). */
export function arrivedOperationAt(operations: readonly Operation[], step: number): ArrivedOperation | null {
  const operation = step >= 1 ? operations[step - 1] : undefined;
  return operation ? { kind: operation.kind, id: operation.id, arrivalNumber: step } : null;
}
