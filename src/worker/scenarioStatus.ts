/**
 * Plain functions over a scenario and its outcomes: the time extent the app draws, and the
 * final status of each consumption (what an edit preview compares). No engine here.
 */
import type { Operation } from '../scenario/types';
import type { EditChange, OperationOutcome } from './protocol';

/** The final status of a consumption id after the whole replay ('absent' if never tried). */
export type FinalStatus = 'accepted' | 'rejected' | 'pending' | 'error' | 'absent';

/**
 * A grant end further past the latest start or consumption than this many times the span of
 * those does not stretch the axis: credit that never expires (an end at 1e9 beside a month
 * of use) would squeeze every event into the axis's first pixel. Its bar runs off the edge
 * and says where it ends (GrantBar.tsx). Where some grant ends within that reach, its window
 * sets the scale; where none does (one grant [0, 1000] and a consumption at 5, or every
 * grant never expiring), only ends a thousand spans away are left out.
 */
const FAR_END_SPANS = 10;
const FAR_END_SPANS_WITHOUT_NEAR_ENDS = 1000;

/** Margin around the data so bars and markers never sit on the chart's edge. */
export function timeExtentOf(operations: readonly Operation[]): { from: number; to: number } {
  let earliest = Number.POSITIVE_INFINITY;
  let latestEvent = Number.NEGATIVE_INFINITY;
  let earliestEnd = Number.POSITIVE_INFINITY;
  let anyConsumption = false;
  for (const operation of operations) {
    let time = 0;
    if (operation.kind === 'grant') {
      time = operation.start;
      earliestEnd = Math.min(earliestEnd, operation.end);
    } else {
      time = operation.timestamp;
      anyConsumption = true;
    }
    earliest = Math.min(earliest, time);
    latestEvent = Math.max(latestEvent, time);
  }
  const span = Math.max(1, latestEvent - earliest);
  const nearEnds = earliestEnd <= latestEvent + FAR_END_SPANS * span;
  // With no consumption yet, the grants' windows are all there is to see.
  const farFrom = anyConsumption ? latestEvent + (nearEnds ? FAR_END_SPANS : FAR_END_SPANS_WITHOUT_NEAR_ENDS) * span : Number.POSITIVE_INFINITY;
  let latest = latestEvent;
  for (const operation of operations) {
    if (operation.kind === 'grant' && operation.end <= farFrom) latest = Math.max(latest, operation.end);
  }
  if (earliest > latest) return { from: 0, to: 10 };
  const margin = Math.max(1, Math.ceil((latest - earliest) * 0.05));
  // Times go up to the largest safe integer, and the ledger's series refuse anything past it.
  return { from: Math.max(0, earliest - margin), to: Math.min(Number.MAX_SAFE_INTEGER, latest + margin) };
}

/**
 * The last statuses worked out per outcomes array: an edit compares the answer before it
 * with the one after, and the next edit's "before" is this one's "after" (20,000
 * consumptions are a walk of tens of milliseconds on the page's thread).
 */
const statusesByOutcomes = new WeakMap<readonly OperationOutcome[], { operations: readonly Operation[]; statuses: Map<string, FinalStatus> }>();

/** The status each consumption id ends with; later operations on an id win. Read only. */
export function finalStatuses(operations: readonly Operation[], outcomes: readonly OperationOutcome[]): ReadonlyMap<string, FinalStatus> {
  const known = statusesByOutcomes.get(outcomes);
  if (known !== undefined && known.operations === operations) return known.statuses;
  const statuses = statusesOf(operations, outcomes);
  statusesByOutcomes.set(outcomes, { operations, statuses });
  return statuses;
}

function statusesOf(operations: readonly Operation[], outcomes: readonly OperationOutcome[]): Map<string, FinalStatus> {
  const statuses = new Map<string, FinalStatus>();
  outcomes.forEach((outcome, index) => {
    const operation = operations[index];
    if (operation.kind !== 'consume') return;
    if (outcome.kind === 'error') {
      if (!statuses.has(operation.id)) statuses.set(operation.id, 'error');
      return;
    }
    if (outcome.kind !== 'consume') return;
    const status = outcome.resolvedBy === null ? outcome.result.status : 'accepted';
    // An identical retry of an accepted consumption keeps it accepted; never downgrade.
    if (statuses.get(operation.id) !== 'accepted') statuses.set(operation.id, status);
  });
  return statuses;
}

/** Consumptions whose final status differs between two replays, in id order (only the changes are sorted). */
export function diffStatuses(before: ReadonlyMap<string, FinalStatus>, after: ReadonlyMap<string, FinalStatus>): EditChange[] {
  const changes: EditChange[] = [];
  for (const [id, statusBefore] of before) {
    const statusAfter = after.get(id) ?? 'absent';
    if (statusBefore !== statusAfter) changes.push({ id, before: statusBefore, after: statusAfter });
  }
  for (const [id, statusAfter] of after) {
    if (!before.has(id)) changes.push({ id, before: 'absent', after: statusAfter });
  }
  return changes.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
