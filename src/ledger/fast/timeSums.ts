/**
 * A sorted map from time to a signed amount with prefix sums over time: the balance
 * curve is the running sum of its values. Times arrive online and anywhere, so keys
 * live in sorted blocks of at most `BLOCK_SIZE_MAX` entries, and a Fenwick tree over
 * the block totals answers "sum of everything up to block b" in O(log B). A prefix sum
 * costs O(log B + BLOCK_SIZE_MAX / 2) (a block is summed from its nearer end), an update
 * O(log B), plus O(B) when a block other than the last splits (once per
 * BLOCK_SIZE_MAX / 2 new keys there; keys arriving in time order split the last block,
 * which extends the tree in O(log B)). Keys are never removed: a key whose value nets to
 * zero still marks a time where a step may change.
 */

const BLOCK_SIZE_MAX = 128;

interface Block {
  keys: number[];
  values: number[];
  total: number;
}

export class TimeSums {
  private blocks: Block[] = [{ keys: [], values: [], total: 0 }];
  /** Fenwick tree over block totals, 1-based. */
  private fenwick: number[] = [0, 0];

  /** Adds `delta` to the value at `time`, creating the key when it is new. */
  add(time: number, delta: number): void {
    const blockIndex = this.blockIndexOf(time);
    const block = this.blocks[blockIndex];
    const position = lowerBound(block.keys, time);
    if (block.keys[position] === time) {
      block.values[position] += delta;
    } else {
      block.keys.splice(position, 0, time);
      block.values.splice(position, 0, delta);
    }
    block.total += delta;
    this.fenwickAdd(blockIndex, delta);
    if (block.keys.length > BLOCK_SIZE_MAX) this.split(blockIndex);
  }

  /** Sum of the values at all times `<= time`. */
  prefixSum(time: number): number {
    const blockIndex = this.blockIndexOf(time);
    const block = this.blocks[blockIndex];
    const { keys, values } = block;
    const position = lowerBound(keys, time + 1);
    let sum = this.fenwickPrefix(blockIndex);
    if (position <= keys.length >> 1) {
      for (let index = 0; index < position; index++) sum += values[index];
      return sum;
    }
    sum += block.total;
    for (let index = position; index < keys.length; index++) sum -= values[index];
    return sum;
  }

  /** Calls `visit` for every key in `(from, to]`, in time order. */
  forEachBetween(from: number, to: number, visit: (time: number, value: number) => void): void {
    for (let blockIndex = this.blockIndexOf(from); blockIndex < this.blocks.length; blockIndex++) {
      const { keys, values } = this.blocks[blockIndex];
      for (let position = 0; position < keys.length; position++) {
        if (keys[position] > to) return;
        if (keys[position] > from) visit(keys[position], values[position]);
      }
    }
  }

  /** The last block whose first key is `<= time` (block 0 when none is). */
  private blockIndexOf(time: number): number {
    let low = 0;
    let high = this.blocks.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.blocks[middle].keys[0] <= time) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  private split(blockIndex: number): void {
    const block = this.blocks[blockIndex];
    const half = block.keys.length >> 1;
    const upper: Block = { keys: block.keys.splice(half), values: block.values.splice(half), total: 0 };
    upper.total = sumOf(upper.values);
    block.total -= upper.total;
    const isLast = blockIndex === this.blocks.length - 1;
    this.blocks.splice(blockIndex + 1, 0, upper);
    if (isLast) {
      this.fenwickAdd(blockIndex, -upper.total);
      this.fenwickAppend(upper.total);
    } else {
      this.rebuildFenwick();
    }
  }

  /** Extends the tree by one block at the end: its node covers `(n - lowbit(n), n]`. */
  private fenwickAppend(total: number): void {
    const node = this.fenwick.length;
    const coveredFrom = node - (node & -node);
    this.fenwick.push(total + this.fenwickPrefix(node - 1) - this.fenwickPrefix(coveredFrom));
  }

  /** Linear-time Fenwick construction from the block totals. */
  private rebuildFenwick(): void {
    const size = this.blocks.length;
    const tree = new Array<number>(size + 1).fill(0);
    for (let index = 1; index <= size; index++) {
      tree[index] += this.blocks[index - 1].total;
      const parent = index + (index & -index);
      if (parent <= size) tree[parent] += tree[index];
    }
    this.fenwick = tree;
  }

  private fenwickAdd(blockIndex: number, delta: number): void {
    for (let index = blockIndex + 1; index < this.fenwick.length; index += index & -index) {
      this.fenwick[index] += delta;
    }
  }

  /** Sum of the totals of blocks `[0, blockIndex)`. */
  private fenwickPrefix(blockIndex: number): number {
    let sum = 0;
    for (let index = blockIndex; index > 0; index -= index & -index) sum += this.fenwick[index];
    return sum;
  }
}

function sumOf(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum;
}

/** First position whose key is `>= key` in a sorted array. */
export function lowerBound(keys: readonly number[], key: number): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (keys[middle] < key) low = middle + 1;
    else high = middle;
  }
  return low;
}
