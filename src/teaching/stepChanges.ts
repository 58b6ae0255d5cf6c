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
  const window = operation.start === operation.end ? `at t=${operation.start}` : `for t=${operation.start}–${operation.end}`;
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
    const text = before?.status === 'pending' ? phrase`${marked} still waits` : phrase`${marked} refused${reason}: waits in the pending queue`;
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

/** The changes of the step at which `operation` arrived, given the ledger just before and just after it. */
export function stepChanges(before: LedgerSnapshot, after: LedgerSnapshot, operation: Operation, outcome: ArrivalOutcome): StepChange[] {
  if (outcome.invalid) {
    const text = phrase`${idPart(operation.id)} is invalid: nothing changes`;
    return [{ target: operation.kind === 'grant' ? 'grant' : 'consumption', id: operation.id, kind: 'invalid', arrived: true, grantIds: [], text }];
  }
  const beforeById = new Map(before.consumptions.map((view) => [view.id, view]));
  const afterById = new Map(after.consumptions.map((view) => [view.id, view]));
  const arrived =
    operation.kind === 'grant'
      ? arrivedGrant(operation, before)
      : arrivedConsumption(operation.id, beforeById.get(operation.id), afterById.get(operation.id), outcome.refusalReason);
  const knockOns = after.consumptions
    .filter((view) => operation.kind === 'grant' || view.id !== operation.id)
    .map((view) => knockOnChange(beforeById.get(view.id), view))
    .filter((change): change is StepChange => change !== null);
  return [arrived, ...knockOns];
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
