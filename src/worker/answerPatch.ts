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

/** `result` as a patch of `previous` (the last answer the page received), or whole. */
export function answerFrom(previous: ComputeResult | null, result: ComputeResult): ComputeAnswer {
  const { consumptions, ...snapshotRest } = result.snapshot;
  return {
    ...result,
    // The worker's outcome log keeps an unchanged outcome as the same object.
    outcomes: diffList(previous?.outcomes ?? null, result.outcomes, Object.is),
    snapshot: { ...snapshotRest, consumptions: diffList(previous?.snapshot.consumptions ?? null, consumptions, sameConsumption) },
  };
}

/** The whole result again, from the previous one and a patch answer. */
export function resultFrom(previous: ComputeResult | null, answer: ComputeAnswer): ComputeResult {
  const { consumptions, ...snapshotRest } = answer.snapshot;
  return {
    ...answer,
    outcomes: applyListPatch(previous?.outcomes ?? null, answer.outcomes),
    snapshot: { ...snapshotRest, consumptions: applyListPatch(previous?.snapshot.consumptions ?? null, consumptions) },
  };
}
