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
import { nextTask } from '../nextTask';

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
  const known = knownOrigins(operations, outcomes);
  if (known !== null) return known;
  lastWalk = walk(lastWalk, operations, outcomes);
  originsByOutcomes.set(outcomes, { operations, origins: lastWalk.origins });
  return lastWalk.origins;
}

/**
 * The answer already walked for these outcomes of these operations, if any. Teaching
 * playback asks for shorter and shorter prefixes as it steps back, each replayed anew by
 * the worker: an arrival's origin depends only on the arrivals before it, so the answer
 * for a prefix of the last walk is the start of that walk's answer.
 */
function knownOrigins(operations: readonly Operation[], outcomes: readonly OperationOutcome[]): readonly (number | null)[] | null {
  const known = originsByOutcomes.get(outcomes);
  if (known !== undefined && known.operations === operations) return known.origins;
  if (lastWalk === null || lastWalk.origins.length < outcomes.length || !agreesUpTo(lastWalk, operations, outcomes, outcomes.length)) return null;
  const origins = lastWalk.origins.slice(0, outcomes.length);
  originsByOutcomes.set(outcomes, { operations, origins });
  return origins;
}

/**
 * Two outcomes that give the same origins: the walk reads only their kind and whether they
 * stayed in effect. A replay of the same arrivals gives new objects with the same content.
 */
function sameForOrigins(walked: OperationOutcome, next: OperationOutcome): boolean {
  return walked === next || (walked.kind === next.kind && isInEffect(walked) === isInEffect(next));
}

/** True when the first `count` arrivals of `walked` are those of `operations`, with outcomes alike. */
function agreesUpTo(walked: Walk, operations: readonly Operation[], outcomes: readonly OperationOutcome[], count: number): boolean {
  for (let index = 0; index < count; index += 1) {
    if (walked.operations[index] !== operations[index] || !sameForOrigins(walked.outcomes[index], outcomes[index])) return false;
  }
  return true;
}

/** True when `next` holds the walked arrivals, followed by new ones. */
function extendsWalk(walked: Walk, operations: readonly Operation[], outcomes: readonly OperationOutcome[]): boolean {
  return walked.outcomes.length <= outcomes.length && agreesUpTo(walked, operations, outcomes, walked.outcomes.length);
}

function walk(previous: Walk | null, operations: readonly Operation[], outcomes: readonly OperationOutcome[]): Walk {
  const next = startWalk(previous, operations, outcomes);
  extendWalk(next, outcomes.length);
  return next;
}

/** A walk of `outcomes`, resuming `previous` where they extend it. */
function startWalk(previous: Walk | null, operations: readonly Operation[], outcomes: readonly OperationOutcome[]): Walk {
  const resumed = previous !== null && extendsWalk(previous, operations, outcomes);
  // A resumed walk takes over the previous one's maps: the previous walk is never resumed again.
  return resumed
    ? { ...previous, operations, outcomes, origins: [...previous.origins] }
    : { operations, outcomes, origins: [], grantOrigins: new Map(), consumptionOrigins: new Map() };
}

/** Walks on through arrival `until` (exclusive). */
function extendWalk(walked: Walk, until: number): void {
  const { operations, outcomes, origins } = walked;
  for (let index = origins.length; index < Math.min(until, outcomes.length); index += 1) {
    origins.push(originOf(walked, operations[index], outcomes[index], index));
  }
}

/** Arrivals walked per task by walkRetryOriginsAhead: a few milliseconds' worth. */
const ARRIVALS_PER_SLICE = 2_000;

/**
 * Walks `outcomes` as soon as they arrive, a slice per task, so the renders that ask later
 * (the event log, the timeline's arrival numbers) find the answer instead of walking
 * 20,000 arrivals in one task (30-80 ms with the garbage it leaves, opening a large link).
 * An ask in between finishes the walk itself; this one then stops.
 */
export async function walkRetryOriginsAhead(operations: readonly Operation[], outcomes: readonly OperationOutcome[], pause: () => Promise<void> = nextTask): Promise<void> {
  if (knownOrigins(operations, outcomes) !== null) return;
  const walked = startWalk(lastWalk, operations, outcomes);
  lastWalk = walked;
  for (;;) {
    extendWalk(walked, walked.origins.length + ARRIVALS_PER_SLICE);
    if (walked.origins.length === outcomes.length) break;
    await pause();
    // An ask took the walk over, or another walk began: that one goes on.
    if (lastWalk !== walked) return;
  }
  originsByOutcomes.set(outcomes, { operations, origins: walked.origins });
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
