/**
 * Which arrivals are retries that changed nothing. Per the spec, repeating an id with the
 * same values is an idempotent retry: a grant is not added twice, an accepted consumption
 * stays accepted, a pending one stays pending. Such an arrival is not a new operation, so
 * the log words it "retry of #k" and marks keep the arrival number of the original.
 *
 * Only an original that is still in effect makes a retry: a consumption refused under the
 * `reject` policy leaves no trace, so trying the same id again is a real new attempt (and
 * may be accepted), and an arrival the engine refused as an error is no original at all.
 */
import type { Operation } from '../scenario/types';
import type { OperationOutcome } from '../worker/protocol';

function isInEffect(outcome: OperationOutcome): boolean {
  if (outcome.kind === 'grant') return true;
  return outcome.kind === 'consume' && outcome.result.status !== 'rejected';
}

/**
 * Answers per outcomes array: the event log, the arrival numbers and the form's note all ask
 * about the same answer, and each ask is a walk of up to 20,000 arrivals on the page's thread.
 */
const originsByOutcomes = new WeakMap<readonly OperationOutcome[], { operations: readonly Operation[]; origins: readonly (number | null)[] }>();

/**
 * For each applied arrival (index into `outcomes`), the index of the arrival it repeats
 * when it is a retry that changed nothing, else null.
 */
export function retryOrigins(operations: readonly Operation[], outcomes: readonly OperationOutcome[]): readonly (number | null)[] {
  const known = originsByOutcomes.get(outcomes);
  if (known !== undefined && known.operations === operations) return known.origins;
  const origins = computeRetryOrigins(operations, outcomes);
  originsByOutcomes.set(outcomes, { operations, origins });
  return origins;
}

function computeRetryOrigins(operations: readonly Operation[], outcomes: readonly OperationOutcome[]): (number | null)[] {
  // Grant and consumption ids are separate namespaces, so each kind has its own map (and no
  // key strings are built: this runs on every compute answer, 20,000 arrivals at most).
  const grantOrigins = new Map<string, number>();
  const consumptionOrigins = new Map<string, number>();
  const origins: (number | null)[] = new Array(outcomes.length).fill(null);
  for (let index = 0; index < outcomes.length; index += 1) {
    const operation = operations[index];
    const outcome = outcomes[index];
    if (operation === undefined || outcome.kind === 'error') continue;
    // A new value for a known id is an error (skipped above), so a non-error arrival of a
    // known id is an identical retry.
    const originById = operation.kind === 'grant' ? grantOrigins : consumptionOrigins;
    const origin = originById.get(operation.id);
    if (origin !== undefined) origins[index] = origin;
    else if (isInEffect(outcome)) originById.set(operation.id, index);
  }
  return origins;
}
