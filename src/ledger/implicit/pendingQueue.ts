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
 * test. Then the headroom at their times can be read first by one sweep in time order
 * (the queue keeps them sorted by time too); by (1) those figures stay upper bounds while
 * the retry accepts some, so one whose amount exceeds its figure still lacks at least the
 * difference and is not asked again.
 */
import type { ConsumptionInput } from '../types';

interface Waiting {
  consumption: ConsumptionInput;
  /** The consumption's, kept flat: every retry reads them for every waiting one. */
  amount: number;
  timestamp: number;
  lacking: number;
  grantedThen: number;
  /** The headroom at its time read by this retry's sweep; NaN when not read. */
  headroomBefore: number;
  /**
   * Set once accepted, for `byTime` to drop it: a lookup by id for every waiting one at
   * every retry was a sixth of a long queue's time.
   */
  accepted: boolean;
}

export class PendingQueue {
  private readonly queue: Waiting[] = [];
  /** The same consumptions by timestamp (ties in any order), for the sweep. */
  private byTime: Waiting[] = [];
  private readonly byId = new Map<string, ConsumptionInput>();

  get size(): number {
    return this.queue.length;
  }

  /** Oldest first. */
  waiting(): ConsumptionInput[] {
    return this.queue.map((waiting) => waiting.consumption);
  }

  get(id: string): ConsumptionInput | undefined {
    return this.byId.size > 0 ? this.byId.get(id) : undefined;
  }

  /** Queues a consumption that lacked at least `lacking` (>= 1) credits with `granted` granted. */
  add(consumption: ConsumptionInput, lacking: number, granted: number): void {
    const { amount, timestamp } = consumption;
    const waiting = { consumption, amount, timestamp, lacking, grantedThen: granted, headroomBefore: Number.NaN, accepted: false };
    this.queue.push(waiting);
    this.byTime.splice(this.firstAfter(timestamp), 0, waiting);
    this.byId.set(consumption.id, consumption);
  }

  /** How many waiting consumptions a retry with `granted` granted would try. */
  countToTry(granted: number): number {
    let count = 0;
    for (const waiting of this.queue) if (!stillLacks(waiting, granted)) count++;
    return count;
  }

  /**
   * Tries each waiting consumption that may fit now, oldest first: `tryOne` accepts it and
   * answers 0, or answers at least how much it still lacks (>= 1). `headroomSweep`, when
   * given, answers the headroom for times that never decrease; it is read once for each
   * one to try before any is. Returns the accepted ids.
   */
  retry(granted: number, tryOne: (consumption: ConsumptionInput) => number, headroomSweep?: (time: number) => number): string[] {
    for (const waiting of this.byTime) {
      waiting.headroomBefore = headroomSweep && !stillLacks(waiting, granted) ? headroomSweep(waiting.timestamp) : Number.NaN;
    }
    const resolved: string[] = [];
    const { queue } = this;
    // Kept in place, in order: most stay, and a new array per grant was garbage.
    let kept = 0;
    for (const waiting of queue) {
      queue[kept++] = waiting;
      if (stillLacks(waiting, granted)) continue;
      const { amount, headroomBefore } = waiting;
      const lacking = amount > headroomBefore ? amount - headroomBefore : tryOne(waiting.consumption);
      if (lacking > 0) {
        waiting.lacking = lacking;
        waiting.grantedThen = granted;
        continue;
      }
      kept--;
      waiting.accepted = true;
      this.byId.delete(waiting.consumption.id);
      resolved.push(waiting.consumption.id);
    }
    queue.length = kept;
    if (resolved.length > 0) this.byTime = this.byTime.filter((waiting) => !waiting.accepted);
    return resolved;
  }

  /** Position in `byTime` after every consumption at or before `time`. */
  private firstAfter(time: number): number {
    let low = 0;
    let high = this.byTime.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.byTime[middle].timestamp <= time) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

function stillLacks(waiting: Waiting, granted: number): boolean {
  return waiting.lacking > granted - waiting.grantedThen;
}
