/**
 * One grant's draws ("entries") in replay order: the drawing consumptions and the
 * amounts, in parallel arrays with free room kept before the first entry.
 *
 * Why not two plain arrays used as they are: draws land at the back when consumptions
 * arrive in time order, but at the front when they arrive newest first, and `unshift`
 * moves every element (it was the largest single cost of the adversarial run). Here the
 * back is the array's own end (native push and pop) and the front is a gap of unused
 * slots before `head`, so both ends take a draw in O(1) amortised; an insertion in the
 * middle is a splice. Plain arrays rather than typed arrays: there are as many lists as
 * grants, mostly short, and allocating typed arrays for them cost more than it saved.
 */

/** The least free room made at the front when it runs out. */
const FRONT_GAP_MIN = 8;

export class EntryList {
  private consumers: number[] = [];
  private amounts: number[] = [];
  /** Array index of the first entry; the slots before it are free. */
  private head = 0;

  get length(): number {
    return this.consumers.length - this.head;
  }

  consumerAt(position: number): number {
    return this.consumers[this.head + position];
  }

  amountAt(position: number): number {
    return this.amounts[this.head + position];
  }

  setAmountAt(position: number, amount: number): void {
    this.amounts[this.head + position] = amount;
  }

  /** The consumption of the newest entry (the list must not be empty). */
  lastConsumer(): number {
    return this.consumers[this.consumers.length - 1];
  }

  push(consumption: number, amount: number): void {
    this.consumers.push(consumption);
    this.amounts.push(amount);
  }

  /** Removes the newest entry and returns its amount. */
  pop(): number {
    this.consumers.pop();
    return this.amounts.pop() as number;
  }

  insertAt(position: number, consumption: number, amount: number): void {
    if (position === this.length) {
      this.push(consumption, amount);
    } else if (position === 0) {
      if (this.head === 0) this.makeFrontGap();
      this.head--;
      this.consumers[this.head] = consumption;
      this.amounts[this.head] = amount;
    } else {
      this.consumers.splice(this.head + position, 0, consumption);
      this.amounts.splice(this.head + position, 0, amount);
    }
  }

  removeAt(position: number): void {
    if (position === 0) {
      this.head++;
    } else {
      this.consumers.splice(this.head + position, 1);
      this.amounts.splice(this.head + position, 1);
    }
  }

  /**
   * Copies the entries behind a gap at least as long as they are, so the copy is paid
   * for by as many insertions at the front.
   */
  private makeFrontGap(): void {
    const gap = Math.max(FRONT_GAP_MIN, this.length);
    this.consumers = withGapBefore(this.consumers, gap);
    this.amounts = withGapBefore(this.amounts, gap);
    this.head = gap;
  }
}

/** `values` behind `gap` zeros, in one allocation of the final size. */
function withGapBefore(values: readonly number[], gap: number): number[] {
  const moved = new Array<number>(gap + values.length);
  for (let index = 0; index < gap; index++) moved[index] = 0;
  for (let index = 0; index < values.length; index++) moved[gap + index] = values[index];
  return moved;
}
