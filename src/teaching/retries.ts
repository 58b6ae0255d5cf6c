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

/** The last walk, which the next one resumes when it only appends (the common edit). */
interface Walk {
  operations: readonly Operation[];
  outcomes: readonly OperationOutcome[];
  origins: (number | null)[];
  // Grant and consumption ids are separate namespaces, so each kind has its own map.
  grantOrigins: Map<string, number>;
  consumptionOrigins: Map<string, number>;
}

let lastWalk: Walk | null = null;

/**
 * For each applied arrival (index into `outcomes`), the index of the arrival it repeats
 * when it is a retry that changed nothing, else null.
 */
export function retryOrigins(operations: readonly Operation[], outcomes: readonly OperationOutcome[]): readonly (number | null)[] {
  const known = originsByOutcomes.get(outcomes);
  if (known !== undefined && known.operations === operations) return known.origins;
  lastWalk = walk(lastWalk, operations, outcomes);
  originsByOutcomes.set(outcomes, { operations, origins: lastWalk.origins });
  return lastWalk.origins;
}

/** True when `next` holds the walked arrivals as the same objects, followed by new ones. */
function extendsWalk(walked: Walk, operations: readonly Operation[], outcomes: readonly OperationOutcome[]): boolean {
  if (walked.outcomes.length > outcomes.length) return false;
  for (let index = 0; index < walked.outcomes.length; index += 1) {
    if (walked.outcomes[index] !== outcomes[index] || walked.operations[index] !== operations[index]) return false;
  }
  return true;
}

function walk(previous: Walk | null, operations: readonly Operation[], outcomes: readonly OperationOutcome[]): Walk {
  const resumed = previous !== null && extendsWalk(previous, operations, outcomes);
  // A resumed walk takes over the previous one's maps: the previous walk is never resumed again.
  const next: Walk = resumed
    ? { ...previous, operations, outcomes, origins: [...previous.origins] }
    : { operations, outcomes, origins: [], grantOrigins: new Map(), consumptionOrigins: new Map() };
  for (let index = next.origins.length; index < outcomes.length; index += 1) {
    next.origins.push(originOf(next, operations[index], outcomes[index], index));
  }
  return next;
}

function originOf(walked: Walk, operation: Operation | undefined, outcome: OperationOutcome, index: number): number | null {
  if (operation === undefined || outcome.kind === 'error') return null;
  // A new value for a known id is an error (skipped above), so a non-error arrival of a
  // known id is an identical retry.
  const originById = operation.kind === 'grant' ? walked.grantOrigins : walked.consumptionOrigins;
  const origin = originById.get(operation.id);
  if (origin !== undefined) return origin;
  if (isInEffect(outcome)) originById.set(operation.id, index);
  return null;
}
