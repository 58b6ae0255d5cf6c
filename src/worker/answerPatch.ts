/**
 * A compute answer as a patch of the previous one. At 20,000 operations a whole answer is
 * megabytes (every outcome, every consumption with its draws), and the page's thread spends
 * hundreds of milliseconds just receiving it; an append usually changes one outcome and a
 * few hundred draws. Lists are patched by index: both sides keep the same order (arrival
 * order for outcomes, first acceptance for consumptions), so an index names one item.
 */
import type { ConsumeResult, ConsumptionView, LedgerSnapshot, StepPoint } from '../ledger/types';
import { sameDraws } from '../teaching/stepChanges';
import type { ComputeResult, OperationOutcome } from './protocol';
import { nextTask } from '../nextTask';

/**
 * A whole list travels as JSON text in chunks: the page's thread parses JSON several times
 * faster than it receives the same objects by structured clone, and parsing chunk by
 * chunk, yielding between them, keeps each task short (20,000 consumptions are megabytes).
 */
export type ListPatch<T> =
  | { kind: 'whole'; chunks: string[]; }
  | { kind: 'patch'; length: number; changed: [index: number, item: T][] };

/** Items per chunk of a whole list: parsing one takes a few milliseconds. */
const WHOLE_CHUNK_ITEMS = 2_000;

export function wholeList<T>(items: readonly T[]): ListPatch<T> {
  const chunks: string[] = [];
  for (let start = 0; start < items.length; start += WHOLE_CHUNK_ITEMS) chunks.push(JSON.stringify(items.slice(start, start + WHOLE_CHUNK_ITEMS)));
  return { kind: 'whole', chunks };
}

/** Lets the page paint and handle input between two chunks. */
export type Pause = () => Promise<void>;

export type SnapshotAnswer = Omit<LedgerSnapshot, 'consumptions'> & { consumptions: ListPatch<ConsumptionView> };

/**
 * The balance and headroom series travel as JSON text: each is a point per change of value,
 * tens of thousands at 20,000 operations, which the page parses faster than it receives
 * them as objects.
 */
export type ComputeAnswer = Omit<ComputeResult, 'outcomes' | 'snapshot' | 'balanceSeries' | 'headroomSeries'> & {
  outcomes: ListPatch<OperationOutcome>;
  snapshot: SnapshotAnswer;
  balanceSeries: string;
  headroomSeries: string;
};

/** Past this share of changed items a patch is no smaller than the list itself. */
const PATCH_SHARE_MAX = 0.5;

export function diffList<T>(previous: readonly T[] | null, next: readonly T[], same: (a: T, b: T) => boolean): ListPatch<T> {
  if (previous === null) return wholeList(next);
  const changed: [number, T][] = [];
  for (let index = 0; index < next.length; index += 1) {
    if (index >= previous.length || !same(previous[index], next[index])) changed.push([index, next[index]]);
    if (changed.length > next.length * PATCH_SHARE_MAX) return wholeList(next);
  }
  return { kind: 'patch', length: next.length, changed };
}

export async function applyListPatch<T>(previous: readonly T[] | null, patch: ListPatch<T>, pause: Pause = nextTask): Promise<T[]> {
  if (patch.kind === 'whole') {
    const items: T[] = [];
    for (const [index, chunk] of patch.chunks.entries()) {
      if (index > 0) await pause();
      for (const item of JSON.parse(chunk) as T[]) items.push(item);
    }
    return items;
  }
  if (previous === null) throw new Error('a patch needs the list it patches');
  const items = previous.slice(0, patch.length);
  for (const [index, item] of patch.changed) items[index] = item;
  return items;
}

function sameConsumption(a: ConsumptionView, b: ConsumptionView): boolean {
  return a.id === b.id && a.status === b.status && a.acceptanceOrder === b.acceptanceOrder && a.pendingOrder === b.pendingOrder &&
    a.amount === b.amount && a.timestamp === b.timestamp && sameDraws(a.draws, b.draws);
}

/** What both sides last exchanged, which the next answer patches. */
export interface PatchBase {
  outcomes: readonly OperationOutcome[] | null;
  consumptions: readonly ConsumptionView[] | null;
}

export const NO_BASE: PatchBase = { outcomes: null, consumptions: null };

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

function sameConsumeResult(a: ConsumeResult, b: ConsumeResult): boolean {
  if (a.status !== b.status || ('reason' in a) !== ('reason' in b)) return false;
  if (!('reason' in a) || !('reason' in b)) return true;
  if (a.reason === 'insufficient') return b.reason === 'insufficient' && a.shortfall === b.shortfall;
  return b.reason === 'would-break' && sameStrings(a.broken, b.broken);
}

/** Same content; the common case, an outcome the worker's log kept, is the same object. */
export function sameOutcome(a: OperationOutcome, b: OperationOutcome): boolean {
  if (a === b) return true;
  if (a.kind === 'grant') return b.kind === 'grant' && sameStrings(a.resolved, b.resolved);
  if (a.kind === 'error') return b.kind === 'error' && a.message === b.message;
  return b.kind === 'consume' && a.resolvedBy === b.resolvedBy && sameConsumeResult(a.result, b.result);
}

/**
 * The outcomes as a patch of the base's. Compared by content, not identity: a step back in
 * teaching playback replays the prefix anew, and its outcomes, new objects with the content
 * the page already holds, would otherwise travel whole (20,000 of them parsed on the page's
 * thread at every step back).
 */
export function outcomesPatch(base: PatchBase, outcomes: readonly OperationOutcome[]): ListPatch<OperationOutcome> {
  return diffList(base.outcomes, outcomes, sameOutcome);
}

/** `result` as a patch of the base (what the page last received), or whole. */
export function answerFrom(base: PatchBase, result: ComputeResult): ComputeAnswer {
  const { consumptions, ...snapshotRest } = result.snapshot;
  return {
    ...result,
    outcomes: outcomesPatch(base, result.outcomes),
    snapshot: { ...snapshotRest, consumptions: diffList(base.consumptions, consumptions, sameConsumption) },
    balanceSeries: JSON.stringify(result.balanceSeries),
    headroomSeries: JSON.stringify(result.headroomSeries),
  };
}

/**
 * The whole result again, from the base and a patch answer. Each part is a walk of up to
 * 20,000 items, so each is unpacked in its own task.
 */
export async function resultFrom(base: PatchBase, answer: ComputeAnswer, pause: Pause = nextTask): Promise<ComputeResult> {
  const { consumptions, ...snapshotRest } = answer.snapshot;
  const outcomes = await applyListPatch(base.outcomes, answer.outcomes, pause);
  await pause();
  const snapshot = { ...snapshotRest, consumptions: await applyListPatch(base.consumptions, consumptions, pause) };
  await pause();
  const balanceSeries = JSON.parse(answer.balanceSeries) as StepPoint[];
  await pause();
  return { ...answer, outcomes, snapshot, balanceSeries, headroomSeries: JSON.parse(answer.headroomSeries) as StepPoint[] };
}

/** The base after a result was exchanged. */
export function baseOf(result: ComputeResult): PatchBase {
  return { outcomes: result.outcomes, consumptions: result.snapshot.consumptions };
}
