/**
 * What one arrival changed, as Python Tutor highlights the line that just ran: the arriving
 * operation itself, then every other consumption whose status or draws differ between the
 * ledger before the step and the ledger after it (EDF re-plans earlier draws, and a grant
 * can let waiting consumptions through). Plain data from two engine snapshots, so it runs
 * in the worker next to the narration and in unit tests without a browser.
 */
import type { ConsumptionView, Draw, LedgerSnapshot } from '../ledger/types';
import type { Operation } from '../scenario/types';
import { idPart, joinPhrases, phrase, type Phrase } from '../text/phrase';
import { shortTime, shortTimeSpan } from '../text/unixDates';

export type StepChangeKind = 'added' | 'accepted' | 'refused' | 'pending' | 'invalid' | 'unchanged' | 'draws' | 'resolved';

export interface StepChange {
  target: 'grant' | 'consumption';
  id: string;
  kind: StepChangeKind;
  /** True for the operation that arrived at this step; false for what it changed. */
  arrived: boolean;
  /** Grants the consumption draws from after the step (empty for grants and refusals). */
  grantIds: string[];
  /** One short clause, e.g. "c_late now draws 80 from g1", with its ids marked for isolation. */
  text: Phrase;
}

/** "80 from g1", "30 from g2 and 50 from g1". */
export function drawsClause(draws: readonly Draw[]): Phrase {
  const parts = draws.map((draw) => phrase`${draw.amount} from ${idPart(draw.grantId)}`);
  if (parts.length <= 1) return parts[0] ?? [];
  return phrase`${joinPhrases(parts.slice(0, -1), ', ')} and ${parts[parts.length - 1]}`;
}

/** Same grants, same amounts, same order. */
export function sameDraws(a: readonly Draw[], b: readonly Draw[]): boolean {
  return a.length === b.length && a.every((draw, index) => draw.grantId === b[index].grantId && draw.amount === b[index].amount);
}

function consumptionChange(id: string, kind: StepChangeKind, arrived: boolean, draws: readonly Draw[], text: Phrase): StepChange {
  return { target: 'consumption', id, kind, arrived, grantIds: [...new Set(draws.map((draw) => draw.grantId))], text };
}

function arrivedGrant(operation: Extract<Operation, { kind: 'grant' }>, before: LedgerSnapshot): StepChange {
  const repeated = before.grants.some((grant) => grant.id === operation.id);
  const id = idPart(operation.id);
  const window = operation.start === operation.end ? `at ${shortTime(operation.start)}` : `for ${shortTimeSpan(operation.start, operation.end)}`;
  const text = repeated ? phrase`${id} arrives again: nothing changes` : phrase`${id} adds ${operation.amount} ${window}`;
  return { target: 'grant', id: operation.id, kind: repeated ? 'unchanged' : 'added', arrived: true, grantIds: [], text };
}

/** How the arrival went, beyond what the two snapshots show. */
export interface ArrivalOutcome {
  /** The engine refused the call as invalid, which changes nothing. */
  invalid: boolean;
  /** Why a refused consumption was refused, e.g. "would break c_late"; null otherwise. */
  refusalReason: Phrase | null;
}

function arrivedConsumption(
  id: string,
  before: ConsumptionView | undefined,
  after: ConsumptionView | undefined,
  refusalReason: Phrase | null,
): StepChange {
  const reason = refusalReason === null ? '' : phrase` (${refusalReason})`;
  const marked = idPart(id);
  if (after === undefined) return consumptionChange(id, 'refused', true, [], phrase`${marked} refused${reason}`);
  if (after.status === 'pending') {
    const text = before?.status === 'pending' ? phrase`${marked} still waits` : phrase`${marked} waits in the pending queue${reason}`;
    return consumptionChange(id, before?.status === 'pending' ? 'unchanged' : 'pending', true, [], text);
  }
  if (before?.status === 'accepted' && sameDraws(before.draws, after.draws)) {
    return consumptionChange(id, 'unchanged', true, after.draws, phrase`${marked} arrives again: nothing changes`);
  }
  return consumptionChange(id, 'accepted', true, after.draws, phrase`${marked} now draws ${drawsClause(after.draws)}`);
}

/** Another consumption's change, or null when the step left it as it was. */
function knockOnChange(before: ConsumptionView | undefined, after: ConsumptionView): StepChange | null {
  if (after.status !== 'accepted') return null;
  if (before?.status !== 'accepted') {
    const text = phrase`${idPart(after.id)} leaves the queue and draws ${drawsClause(after.draws)}`;
    return consumptionChange(after.id, 'resolved', false, after.draws, text);
  }
  if (sameDraws(before.draws, after.draws)) return null;
  const text = phrase`${idPart(after.id)} now draws ${drawsClause(after.draws)} (was ${drawsClause(before.draws)})`;
  // Credit moved between grants, so the grants it left are highlighted as well as the new ones.
  return consumptionChange(after.id, 'draws', false, [...after.draws, ...before.draws], text);
}

/**
 * The earliest time whose consumptions an operation can change, given the ledger before it.
 * The EDF replay is causal (LEDGER-SPEC.md): a consumption at t changes nothing replayed
 * before it, and a grant nothing before its start, except that a grant may let a waiting
 * consumption through at its own, earlier time. The consumptions before this time need
 * not be compared (at 20,000 operations most of the ledger, for an edit at the present).
 */
export function earliestAffectedTime(operation: Operation, before: LedgerSnapshot): number {
  if (operation.kind === 'consume') return operation.timestamp;
  let earliest = operation.start;
  for (const view of before.consumptions) if (view.status === 'pending' && view.timestamp < earliest) earliest = view.timestamp;
  return earliest;
}

/** The changes of the step at which `operation` arrived, given the ledger just before and just after it. */
export function stepChanges(before: LedgerSnapshot, after: LedgerSnapshot, operation: Operation, outcome: ArrivalOutcome): StepChange[] {
  if (outcome.invalid) {
    const text = phrase`${idPart(operation.id)} is invalid: nothing changes`;
    return [{ target: operation.kind === 'grant' ? 'grant' : 'consumption', id: operation.id, kind: 'invalid', arrived: true, grantIds: [], text }];
  }
  const from = earliestAffectedTime(operation, before);
  const beforeById = viewsFrom(before, from);
  const arrived =
    operation.kind === 'grant'
      ? arrivedGrant(operation, before)
      : arrivedConsumption(operation.id, beforeById.get(operation.id), after.consumptions.find((view) => view.id === operation.id), outcome.refusalReason);
  return [arrived, ...knockOnChanges(beforeById, after, operation, from)];
}

/** The consumptions at or after `from`, by id. */
export function viewsFrom(snapshot: LedgerSnapshot, from: number): Map<string, ConsumptionView> {
  const byId = new Map<string, ConsumptionView>();
  for (const view of snapshot.consumptions) if (view.timestamp >= from) byId.set(view.id, view);
  return byId;
}

/** What the step did to consumptions other than the one that arrived, from time `from` on. */
export function knockOnChanges(beforeById: ReadonlyMap<string, ConsumptionView>, after: LedgerSnapshot, operation: Operation, from: number): StepChange[] {
  const changes: StepChange[] = [];
  for (const view of after.consumptions) {
    if (view.timestamp < from || (operation.kind === 'consume' && view.id === operation.id)) continue;
    const change = knockOnChange(beforeById.get(view.id), view);
    if (change !== null) changes.push(change);
  }
  return changes;
}

/** The ids a step changed, for the timeline's highlight. */
export function changedConsumptionIds(changes: readonly StepChange[]): Set<string> {
  return new Set(changes.filter((change) => change.target === 'consumption').map((change) => change.id));
}

/** Grants a step added or whose credit it moved: the arrived grant and every grant a changed draw uses. */
export function changedGrantIds(changes: readonly StepChange[]): Set<string> {
  const ids = new Set<string>();
  for (const change of changes) {
    if (change.target === 'grant' && change.kind === 'added') ids.add(change.id);
    for (const grantId of change.grantIds) ids.add(grantId);
  }
  return ids;
}
