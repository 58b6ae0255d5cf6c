/**
 * The grants' amounts keyed by end, summed: with the amounts keyed by start, the credit of
 * the grants whose windows meet a stretch of time (a pending retry's bound,
 * headroom/balanceBounds.ts). Grants are only added, in index order, so each read first
 * takes in the ones added since: a ledger that never reads it (under 'reject') pays no
 * sorted insertion per grant.
 */
import { KeyedSums } from './keyedSums';
import { GRANT_BLOCK_SPLIT } from '../limits';

export class AmountsByEnd {
  private readonly sums = new KeyedSums(GRANT_BLOCK_SPLIT);
  private taken = 0;

  constructor(private readonly grants: { readonly amounts: readonly number[]; readonly ends: readonly number[] }) {}

  /** The amounts of the grants ending before `time` (at or before it when `inclusive`). */
  sumUpTo(time: number, inclusive: boolean): number {
    const { amounts, ends } = this.grants;
    // In index order: equal ends keep their tags in order, as KeyedSums asks.
    for (; this.taken < amounts.length; this.taken++) this.sums.insert(ends[this.taken], amounts[this.taken], this.taken);
    return this.sums.sumUpTo(time, inclusive);
  }
}
