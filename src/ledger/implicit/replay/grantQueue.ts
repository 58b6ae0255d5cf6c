/**
 * The open grants of a replay in EDF order (smallest end, then smaller id in plain
 * string order), and the credit each has left, without copying the ledger's state:
 *
 * - `base` is the frontier (the grants open with credit after the last consumption, in
 *   EDF order) read through a cursor. A replay from a recent time finds most of its open
 *   grants there, with what they have left being `amount - drawn` (they drew nothing
 *   after the replay's start), so it starts in O(1) instead of visiting them all.
 * - A heap holds every other open grant: those whose credit at the start differs from
 *   the frontier's (`override`), and those the replay opens or gives credit back to.
 * - Credit left is kept in arrays stamped with a generation, so a replay allocates
 *   nothing per grant and a dry run leaves no trace.
 */
import { EdfHeap, mergeInEdfOrder, precedesInEdf } from '../structures/edfHeap';
import { spliceInto } from '../structures/spliceInPlace';
import { MANY_CHANGED } from '../limits';

export class GrantScratch {
  left = new Float64Array(64);
  leftStamp = new Uint32Array(64);
  /** Grants that must not be read from the base cursor (their state is in the heap). */
  overrideStamp = new Uint32Array(64);
  /** Grants in the heap, and in the base, when the queue settles into the base. */
  heapStamp = new Uint32Array(64);
  baseStamp = new Uint32Array(64);
  generation = 0;

  ensure(grants: number): void {
    if (grants <= this.left.length) return;
    const size = Math.max(grants, 2 * this.left.length);
    const grow = <T extends Float64Array | Uint32Array>(old: T, fresh: T): T => {
      fresh.set(old);
      return fresh;
    };
    this.left = grow(this.left, new Float64Array(size));
    this.leftStamp = grow(this.leftStamp, new Uint32Array(size));
    this.overrideStamp = grow(this.overrideStamp, new Uint32Array(size));
    this.heapStamp = grow(this.heapStamp, new Uint32Array(size));
    this.baseStamp = grow(this.baseStamp, new Uint32Array(size));
  }
}

export class GrantQueue {
  readonly heap: EdfHeap;
  /** Grants whose credit this replay has set, in the order first set: all others hold their base credit. */
  readonly touched: number[] = [];
  private cursor: number;
  private readonly generation: number;
  /** The last grant in EDF order ever put in the heap, or -1. */
  private heapLast = -1;

  constructor(
    private readonly ends: ArrayLike<number>,
    private readonly ids: readonly string[],
    private readonly baseLeft: (grant: number) => number,
    private readonly scratch: GrantScratch,
    /** The frontier in EDF order, read from `baseFrom`; grants starting after `baseTime` are skipped. */
    private readonly base: number[] = [],
    baseFrom = 0,
    private readonly starts: ArrayLike<number> = [],
    private readonly baseTime = Number.NEGATIVE_INFINITY,
  ) {
    this.heap = new EdfHeap(ends, ids);
    this.cursor = baseFrom;
    scratch.generation += 1;
    this.generation = scratch.generation;
  }

  /** Puts `grant` in the heap with `left` credit and keeps it out of the base cursor. */
  /** True when `override` put `grant` in this queue. */
  overrides(grant: number): boolean {
    return this.scratch.overrideStamp[grant] === this.generation;
  }

  override(grant: number, left: number): void {
    this.scratch.overrideStamp[grant] = this.generation;
    this.setLeft(grant, left);
    if (left > 0) this.push(grant);
  }

  /**
   * A grant that no open grant comes after in EDF order, or -1 when none is open: the
   * base's last and the last ever put in the heap (grants that left are not taken out,
   * so this is an upper bound). A grant that comes after it draws nothing by opening
   * until every open grant is dry.
   */
  lastBound(): number {
    const baseLast = this.cursor < this.base.length ? this.base[this.base.length - 1] : -1;
    if (baseLast < 0 || this.heapLast < 0) return Math.max(baseLast, this.heapLast);
    return this.before(baseLast, this.heapLast) ? this.heapLast : baseLast;
  }

  /** The credit the grant holds in the kept schedule after the last consumption. */
  baseLeftOf(grant: number): number {
    return this.baseLeft(grant);
  }

  leftOf(grant: number): number {
    return this.scratch.leftStamp[grant] === this.generation ? this.scratch.left[grant] : this.baseLeft(grant);
  }

  setLeft(grant: number, left: number): void {
    if (this.scratch.leftStamp[grant] !== this.generation) this.touched.push(grant);
    this.scratch.left[grant] = left;
    this.scratch.leftStamp[grant] = this.generation;
  }

  /** Gives credit back to a grant the replay had emptied (a broken consumption's draws). */
  giveBack(grant: number, amount: number): void {
    this.setLeft(grant, this.leftOf(grant) + amount);
    this.scratch.overrideStamp[grant] = this.generation;
    this.push(grant);
  }

  private push(grant: number): void {
    this.heap.push(grant);
    if (this.heapLast < 0 || this.before(this.heapLast, grant)) this.heapLast = grant;
  }

  /** True once the base cursor has read past the base's last grant. */
  baseExhausted(): boolean {
    return this.cursor >= this.base.length;
  }

  isEmpty(): boolean {
    return this.heap.size === 0 && this.baseHead() < 0;
  }

  top(): number {
    const fromBase = this.baseHead();
    if (fromBase < 0) return this.heap.top();
    if (this.heap.size === 0 || this.before(fromBase, this.heap.top())) return fromBase;
    return this.heap.top();
  }

  pop(): number {
    const fromBase = this.baseHead();
    if (fromBase >= 0 && (this.heap.size === 0 || this.before(fromBase, this.heap.top()))) {
      this.cursor += 1;
      return fromBase;
    }
    return this.heap.pop();
  }

  /**
   * Makes the base (the frontier it read) what is still open, in EDF order, in place,
   * and returns where it now starts (the grants before the cursor were popped). Only the
   * base up to the last grant whose place changes is rewritten: the heap's grants that
   * were not in it, and the grants the heap took over that are no longer open. After a
   * late consumption those are the first few, so no pass over the frontier is made;
   * when many grants changed, one pass finds them instead of a search for each.
   */
  settleBase(): number {
    const { base, cursor, generation } = this;
    const { heapStamp, overrideStamp } = this.scratch;
    const heapGrants = this.heap.contents();
    for (const grant of heapGrants) heapStamp[grant] = generation;
    const changed = heapGrants.length + this.touched.length;
    const many = changed > MANY_CHANGED && 8 * changed > base.length - cursor;
    const { joining, regionEnd } = many ? this.changesByPass() : this.changesBySearch();
    // Grants the heap took over and that are no longer in it are no longer open.
    const closed = (grant: number) => overrideStamp[grant] === generation && heapStamp[grant] !== generation;
    const region = mergeInEdfOrder(base, cursor, regionEnd, joining, (a, b) => this.before(a, b), closed);
    spliceInto(base, cursor, regionEnd - cursor, region);
    return cursor;
  }

  /** The heap's grants not in the base, and where the changed part of the base ends. */
  private changesBySearch(): { joining: number[]; regionEnd: number } {
    const { base, generation } = this;
    const { heapStamp, overrideStamp } = this.scratch;
    const joining: number[] = [];
    let regionEnd = this.cursor;
    for (const grant of this.heap.contents()) {
      const position = this.positionInBase(grant);
      if (base[position] === grant) continue;
      joining.push(grant);
      regionEnd = Math.max(regionEnd, position);
    }
    for (const grant of this.touched) {
      if (overrideStamp[grant] !== generation || heapStamp[grant] === generation) continue;
      const position = this.positionInBase(grant);
      if (base[position] === grant) regionEnd = Math.max(regionEnd, position + 1);
    }
    return { joining, regionEnd };
  }

  /** The same by one pass over the base: all of it is rewritten. */
  private changesByPass(): { joining: number[]; regionEnd: number } {
    const { base, generation } = this;
    const { baseStamp } = this.scratch;
    for (let at = this.cursor; at < base.length; at++) baseStamp[base[at]] = generation;
    const joining = this.heap.contents().filter((grant) => baseStamp[grant] !== generation);
    return { joining, regionEnd: base.length };
  }

  /** Where `grant` is or would go in the base from the cursor on, in EDF order. */
  private positionInBase(grant: number): number {
    const { base } = this;
    let low = this.cursor;
    let high = base.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.before(base[middle], grant)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private baseHead(): number {
    while (this.cursor < this.base.length) {
      const grant = this.base[this.cursor];
      if (this.readableFromBase(grant)) return grant;
      this.cursor += 1;
    }
    return -1;
  }

  private readableFromBase(grant: number): boolean {
    return this.scratch.overrideStamp[grant] !== this.generation && this.starts[grant] <= this.baseTime;
  }

  private before(a: number, b: number): boolean {
    return precedesInEdf(this.ends, this.ids, a, b);
  }
}
