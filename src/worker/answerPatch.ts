/**
 * A compute answer as a patch of the previous one. At 20,000 operations a whole answer is
 * megabytes (every outcome, every consumption with its draws), and the page's thread spends
 * hundreds of milliseconds just receiving it; an append usually changes one outcome and a
 * few hundred draws. Lists are patched by index: both sides keep the same order (arrival
 * order for outcomes, first acceptance for consumptions), so an index names one item.
 */
import type { ConsumptionView, LedgerSnapshot } from '../ledger/types';
import type { ComputeResult, OperationOutcome } from './protocol';

export type ListPatch<T> =
  | { kind: 'whole'; items: T[] }
  | { kind: 'patch'; length: number; changed: [index: number, item: T][] };

export type SnapshotAnswer = Omit<LedgerSnapshot, 'consumptions'> & { consumptions: ListPatch<ConsumptionView> };

export type ComputeAnswer = Omit<ComputeResult, 'outcomes' | 'snapshot'> & {
  outcomes: ListPatch<OperationOutcome>;
  snapshot: SnapshotAnswer;
};

/** Past this share of changed items a patch is no smaller than the list itself. */
const PATCH_SHARE_MAX = 0.5;

export function diffList<T>(previous: readonly T[] | null, next: readonly T[], same: (a: T, b: T) => boolean): ListPatch<T> {
  if (previous === null) return { kind: 'whole', items: [...next] };
  const changed: [number, T][] = [];
  for (let index = 0; index < next.length; index += 1) {
    if (index >= previous.length || !same(previous[index], next[index])) changed.push([index, next[index]]);
    if (changed.length > next.length * PATCH_SHARE_MAX) return { kind: 'whole', items: [...next] };
  }
  return { kind: 'patch', length: next.length, changed };
}

export function applyListPatch<T>(previous: readonly T[] | null, patch: ListPatch<T>): T[] {
  if (patch.kind === 'whole') return patch.items;
  if (previous === null) throw new Error('a patch needs the list it patches');
  const items = previous.slice(0, patch.length);
  for (const [index, item] of patch.changed) items[index] = item;
  return items;
}

function sameConsumption(a: ConsumptionView, b: ConsumptionView): boolean {
  return a.id === b.id && a.status === b.status && a.acceptanceOrder === b.acceptanceOrder && a.pendingOrder === b.pendingOrder &&
    a.amount === b.amount && a.timestamp === b.timestamp && a.draws.length === b.draws.length &&
    a.draws.every((draw, index) => draw.grantId === b.draws[index].grantId && draw.amount === b.draws[index].amount);
}

/** What both sides last exchanged, which the next answer patches. */
export interface PatchBase {
  outcomes: readonly OperationOutcome[] | null;
  consumptions: readonly ConsumptionView[] | null;
}

export const NO_BASE: PatchBase = { outcomes: null, consumptions: null };

/** The outcomes as a patch of the base's; the worker's outcome log keeps an unchanged outcome as the same object. */
export function outcomesPatch(base: PatchBase, outcomes: readonly OperationOutcome[]): ListPatch<OperationOutcome> {
  return diffList(base.outcomes, outcomes, Object.is);
}

/** `result` as a patch of the base (what the page last received), or whole. */
export function answerFrom(base: PatchBase, result: ComputeResult): ComputeAnswer {
  const { consumptions, ...snapshotRest } = result.snapshot;
  return {
    ...result,
    outcomes: outcomesPatch(base, result.outcomes),
    snapshot: { ...snapshotRest, consumptions: diffList(base.consumptions, consumptions, sameConsumption) },
  };
}

/** The whole result again, from the base and a patch answer. */
export function resultFrom(base: PatchBase, answer: ComputeAnswer): ComputeResult {
  const { consumptions, ...snapshotRest } = answer.snapshot;
  return {
    ...answer,
    outcomes: applyListPatch(base.outcomes, answer.outcomes),
    snapshot: { ...snapshotRest, consumptions: applyListPatch(base.consumptions, consumptions) },
  };
}

/** The base after a result was exchanged. */
export function baseOf(result: ComputeResult): PatchBase {
  return { outcomes: result.outcomes, consumptions: result.snapshot.consumptions };
}
