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
 */
import type { ConsumptionInput } from '../types';

interface Waiting {
  consumption: ConsumptionInput;
  lacking: number;
  grantedThen: number;
}

export class PendingQueue {
  private queue: Waiting[] = [];
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
    this.queue.push({ consumption, lacking, grantedThen: granted });
    this.byId.set(consumption.id, consumption);
  }

  /**
   * Tries each waiting consumption that may fit now, oldest first: `tryOne` accepts it and
   * answers 0, or answers at least how much it still lacks (>= 1). Returns the accepted ids.
   */
  retry(granted: number, tryOne: (consumption: ConsumptionInput) => number): string[] {
    const resolved: string[] = [];
    this.queue = this.queue.filter((waiting) => {
      if (waiting.lacking > granted - waiting.grantedThen) return true;
      const lacking = tryOne(waiting.consumption);
      if (lacking > 0) {
        waiting.lacking = lacking;
        waiting.grantedThen = granted;
        return true;
      }
      this.byId.delete(waiting.consumption.id);
      resolved.push(waiting.consumption.id);
      return false;
    });
    return resolved;
  }
}
