/**
 * The consumptions waiting under the 'pending' policy, oldest first. After every new grant
 * each one is tried again, oldest first, and the ones that fit are accepted at that moment.
 *
 * Most still do not fit, and deciding so by a dry run cost a replay each: 20,000 pending
 * operations with demand above supply took 100 s. So each waiting consumption keeps a floor
 * under what it lacks: at least `lacking` credits at its time when the total granted was
 * `grantedThen`. It cannot fit before more than that much has been granted since, because
 * (1) accepting consumptions never raises the headroom anywhere (a demand that fits with
 * more accepted fits with fewer), and (2) a grant of amount A raises the headroom at any time
 * by at most A (the headroom at t is the least, over the sets S of demands holding the
 * candidate, of the credit of the grants S can reach less the rest of S's demand; a grant
 * adds at most A to any such credit). So `lacking > granted now - grantedThen` means still
 * waiting, without looking.
 *
 * Where consumptions are small next to grants, every grant lets them all through that
 * test, and reading each one per grant made a long queue quadratic. So they are also kept
 * in blocks by time, each with its least amount and least floor: a retry asks the caller
 * for an upper bound on the headroom over a block's times (from the balances and the
 * credit of the grants meeting them, four searches) and skips every block whose least
 * amount exceeds it, or whose floors all still hold. A grant lifts the balances only from
 * its start on, so the blocks before it mostly go unread. By (1) the bound holds for the
 * whole retry; one read and found above it keeps the difference as its floor. For the
 * same reason a block's bound is read again after each acceptance: where a grant's credit
 * goes to the first few tried, the tighter bound turns the rest away without a try each
 * (demand above supply, 100,000 backdated calls under 'pending': 3.5 s -> 2.9 s, `npm run
 * bench` row `pending100k`).
 */
import type { ConsumptionInput } from '../types';
import { PENDING_BLOCK_SIZE } from './limits';
import { BlockBounds, NO_BLOCK, fitsAt, recount, stillLacks, type TimeBlock, type Waiting } from './pendingBlocks';

/** What a retry asks of the ledger (see `PendingQueue.retry`). */
export interface RetryHooks {
  /** Accepts the consumption and answers 0, or answers at least how much it still lacks (>= 1). */
  tryOne(consumption: ConsumptionInput): number;
  /** At least the headroom at every time in `[from, to]`. */
  headroomBoundOver(from: number, to: number): number;
}

export class PendingQueue {
  /** Oldest first; accepted ones are dropped lazily (`acceptedInQueue`). */
  private queue: Waiting[] = [];
  private acceptedInQueue = 0;
  private readonly blocks: TimeBlock[] = [];
  private readonly byId = new Map<string, ConsumptionInput>();
  private arrivals = 0;
  private retries = 0;
  /** True while no consumption came before one already waiting: time order is then arrival order. */
  private inTimeOrder = true;
  private latestQueued = Number.NEGATIVE_INFINITY;

  /** `blockSize`: tests make it tiny, so small scenarios split and skip blocks too. */
  constructor(private readonly blockSize = PENDING_BLOCK_SIZE) {}

  get size(): number {
    return this.byId.size;
  }

  /** Oldest first. */
  waiting(): ConsumptionInput[] {
    this.dropAccepted();
    return this.queue.map((waiting) => waiting.consumption);
  }

  get(id: string): ConsumptionInput | undefined {
    return this.byId.size > 0 ? this.byId.get(id) : undefined;
  }

  /** Queues a consumption that lacked at least `lacking` (>= 1) credits with `granted` granted. */
  add(consumption: ConsumptionInput, lacking: number, granted: number): void {
    const { amount, timestamp } = consumption;
    const waiting: Waiting = {
      consumption, amount, timestamp, lacking, grantedThen: granted, arrival: this.arrivals++, accepted: false, block: NO_BLOCK, chosenIn: -1,
    };
    this.queue.push(waiting);
    this.byId.set(consumption.id, consumption);
    // Equal times stay in arrival order in their block (insertByTime puts it after them).
    if (timestamp < this.latestQueued) this.inTimeOrder = false;
    this.latestQueued = Math.max(this.latestQueued, timestamp);
    this.insertByTime(waiting);
  }

  /** Tries each waiting consumption that may fit now, oldest first (see `RetryHooks`); returns the accepted ids. */
  retry(granted: number, hooks: RetryHooks): string[] {
    const read: TimeBlock[] = [];
    const bounds = new BlockBounds((from, to) => hooks.headroomBoundOver(from, to));
    const resolved: string[] = [];
    const attempt = (waiting: Waiting, bound: number) => this.attempt(waiting, bound, granted, hooks, bounds, resolved);
    if (this.inTimeOrder) this.tryInTimeOrder(granted, bounds, read, attempt);
    else for (const waiting of this.chooseOldestFirst(granted, bounds, read)) attempt(waiting, bounds.over(waiting.block));
    this.refresh(read);
    if (2 * this.acceptedInQueue > this.queue.length) this.dropAccepted();
    if (this.byId.size === 0) {
      this.inTimeOrder = true;
      this.latestQueued = Number.NEGATIVE_INFINITY;
    }
    return resolved;
  }

  /**
   * One waiting consumption against `bound`, the bound over its block's times as read now,
   * then tried if within it: accepted (its id into `resolved`), or its floor raised to what
   * it lacks. The first few tried often take all the grant's credit: the bound, read again
   * after an acceptance, then turns the rest away without a try each.
   */
  private attempt(waiting: Waiting, bound: number, granted: number, hooks: RetryHooks, bounds: BlockBounds, resolved: string[]): void {
    const lacking = waiting.amount > bound ? waiting.amount - bound : hooks.tryOne(waiting.consumption);
    if (lacking > 0) {
      waiting.lacking = lacking;
      waiting.grantedThen = granted;
      return;
    }
    waiting.accepted = true;
    bounds.forget();
    this.acceptedInQueue += 1;
    this.byId.delete(waiting.consumption.id);
    resolved.push(waiting.consumption.id);
  }

  /**
   * Where the queue's time order is its arrival order (it filled in time order, as a file
   * listing consumptions before grants fills it): block by block, and out of a block as soon
   * as its bound, read again after an acceptance, falls below its least amount. Once a
   * grant's credit is taken, each block after costs one bound, not a look per consumption.
   */
  private tryInTimeOrder(granted: number, bounds: BlockBounds, read: TimeBlock[], attempt: (waiting: Waiting, bound: number) => void): void {
    for (const block of this.blocks) {
      if (block.leastFitsAt > granted || block.leastAmount > bounds.over(block)) continue;
      read.push(block);
      for (const waiting of block.items) {
        const bound = bounds.over(block);
        if (block.leastAmount > bound) break;
        if (!stillLacks(waiting, granted)) attempt(waiting, bound);
      }
    }
  }

  /**
   * The ones `mayFitNow` chose, oldest first: sorted by arrival when they are few, else read
   * off the arrival list, which costs one look per waiting consumption and no sort (a grant
   * whose credit reaches most of a long queue chose half of it on every retry, and sorting
   * them cost more than trying them).
   */
  private chooseOldestFirst(granted: number, bounds: BlockBounds, read: TimeBlock[]): Waiting[] {
    const chosen = this.mayFitNow(granted, bounds, read);
    if (chosen.length * Math.log2(chosen.length + 1) < this.queue.length) return chosen.sort((a, b) => a.arrival - b.arrival);
    return this.queue.filter((waiting) => waiting.chosenIn === this.retries);
  }

  /**
   * The ones whose floor no longer holds and whose amount is within the bound over their
   * block, in time order, marked as chosen in this retry; the others met on the way get that
   * bound as their floor. The blocks read go to `read`.
   */
  private mayFitNow(granted: number, bounds: BlockBounds, read: TimeBlock[]): Waiting[] {
    const chosen: Waiting[] = [];
    const retry = ++this.retries;
    for (const block of this.blocks) {
      if (block.leastFitsAt > granted) continue;
      const bound = bounds.over(block);
      if (block.leastAmount > bound) continue;
      read.push(block);
      for (const waiting of block.items) {
        if (stillLacks(waiting, granted)) continue;
        if (waiting.amount <= bound) {
          waiting.chosenIn = retry;
          chosen.push(waiting);
        } else {
          waiting.lacking = waiting.amount - bound;
          waiting.grantedThen = granted;
        }
      }
    }
    return chosen;
  }

  /** Drops the accepted from the blocks a retry read, whose floors moved, and recounts them. */
  private refresh(read: readonly TimeBlock[]): void {
    let emptied = false;
    for (const block of read) {
      if (block.items.some((waiting) => waiting.accepted)) block.items = block.items.filter((waiting) => !waiting.accepted);
      recount(block);
      emptied ||= block.items.length === 0;
    }
    if (!emptied) return;
    let kept = 0;
    for (const block of this.blocks) if (block.items.length > 0) this.blocks[kept++] = block;
    this.blocks.length = kept;
  }

  private dropAccepted(): void {
    if (this.acceptedInQueue === 0) return;
    this.queue = this.queue.filter((waiting) => !waiting.accepted);
    this.acceptedInQueue = 0;
  }

  private insertByTime(waiting: Waiting): void {
    const { blocks } = this;
    if (blocks.length === 0) {
      waiting.block = { items: [waiting], leastAmount: waiting.amount, leastFitsAt: fitsAt(waiting) };
      blocks.push(waiting.block);
      return;
    }
    // The last block starting at or before it (the first when none does).
    const at = Math.max(0, countAtOrBefore(blocks.length, (index) => blocks[index].items[0].timestamp, waiting.timestamp) - 1);
    const block = blocks[at];
    block.items.splice(countAtOrBefore(block.items.length, (index) => block.items[index].timestamp, waiting.timestamp), 0, waiting);
    waiting.block = block;
    block.leastAmount = Math.min(block.leastAmount, waiting.amount);
    block.leastFitsAt = Math.min(block.leastFitsAt, fitsAt(waiting));
    if (block.items.length > 2 * this.blockSize) {
      const later: TimeBlock = { items: block.items.splice(this.blockSize), leastAmount: 0, leastFitsAt: 0 };
      for (const moved of later.items) moved.block = later;
      recount(block);
      recount(later);
      blocks.splice(at + 1, 0, later);
    }
  }
}

/** How many of `count` entries, whose times `timeAt` gives in order, are at or before `time`. */
function countAtOrBefore(count: number, timeAt: (index: number) => number, time: number): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (timeAt(middle) <= time) low = middle + 1;
    else high = middle;
  }
  return low;
}
