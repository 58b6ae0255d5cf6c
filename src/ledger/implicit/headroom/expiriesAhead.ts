/**
 * A second stop for the forward walk (forwardReserve.ts). The walk stops once the balance
 * at every consumption time ahead is at least Q, the credit it lacks against the kept
 * schedule. On the backdated shape the least balance ahead of a question deep in the past
 * lies at the present, where the grants that will arrive backdated are still missing, so
 * the walk went on for about one window length (1,368 pieces at 1,000,000 calls, median)
 * although what goes unserved was known after about 20: Q falls to that balance only as
 * grants end.
 *
 * Some of those falls are known in advance. Past an end e, Q falls by what the kept
 * schedule leaves in the grants ending at e less what the walk leaves in them, so:
 *
 * - a grant started by t (which the walk never draws) lowers Q by its kept leftover;
 * - the walk's grants ending at e, together, lower it by their kept leftovers less what
 *   the walk leaves in them, and that is never below 0.
 *
 * The second holds for the grants ending at e together, NOT for each window alone: EDF
 * orders by end, and ties among equal ends are broken differently by the kept schedule
 * (grant id) and the walk (the id of the grant standing for a window, and a window that
 * joins inside a piece leaves the drawn one drawing). So the walk may draw window A dry
 * where the kept schedule drew window B of the same end, and A's kept leftover then sits
 * in B in the walk: Q does not fall by it at e. (The attempt of 2026-12-05 counted a window
 * drawn dry by its own kept leftover; the fuzzer's 'pending' cases hit exactly this: windows
 * [70,124] and [124,124], and [948,1008] and [1007,1008].) Proof that the sum over the
 * grants ending at e holds, unit by unit: with W_e and K_e the walk's and the kept credit
 * of the open walk grants ending at e, an opening adds the same to both, the walk drawing
 * from e only lowers W_e, and the kept schedule drawing from e while the walk does not
 * needs W_e < K_e: were they equal, W_e >= 1, so the walk draws from an end f < e, where it
 * has credit, so K_f >= W_f > 0 and the kept schedule would draw from f or earlier too.
 *
 * So when a window runs dry, its end's fall is at least the kept leftovers of the walk's
 * grants ending there less, for every other window ending there, what the walk has left in
 * it now (its whole amount if the walk has not opened it): credit never comes back. Q never
 * grows otherwise, so at a consumption time t' ahead, Q is at most Q now less these falls
 * ending before t'; where the balance at every t' ahead covers that, nothing more goes
 * unserved.
 */
import type { Schedule } from '../schedule/schedule';
import { lowerBoundByEnd } from '../structures/sortedGrants';
import { upperBound } from '../structures/sortedSearch';
import { MOST_SHARING_AN_END } from '../limits';

/** What the walk has left per window, indexed by the grant standing for it (forwardReserve.ts). */
export interface WalkCredit {
  readonly left: Float64Array;
  /** `stamp` where the window was opened in the current walk (else `left` is stale). */
  readonly opened: Uint32Array;
  readonly stamp: number;
}

/** Endings ahead of the walk and what each is sure to take off Q, in end order. */
class Endings {
  readonly ends: number[] = [];
  readonly falls: number[] = [];
  /** The first one not yet passed. */
  next = 0;

  clear(): void {
    this.ends.length = 0;
    this.falls.length = 0;
    this.next = 0;
  }

  /**
   * Makes the fall at `end` (at or after the walk's time) at least `fall`; returns by how
   * much the falls ahead grew. One entry per end: a second window drawn dry at the same end
   * recomputes the bound for the whole end, which must not be counted twice.
   */
  raise(end: number, fall: number): number {
    const { ends, falls } = this;
    const position = upperBound(ends, end, true, ends.length, this.next);
    if (position > this.next && ends[position - 1] === end) {
      const grown = Math.max(0, fall - falls[position - 1]);
      falls[position - 1] += grown;
      return grown;
    }
    ends.splice(position, 0, end);
    falls.splice(position, 0, fall);
    return fall;
  }

  /** Passes the endings before `now` (Q has lost them); returns what they took off. */
  passBefore(now: number): number {
    let passed = 0;
    for (; this.next < this.ends.length && this.ends[this.next] < now; this.next++) passed += this.falls[this.next];
    return passed;
  }

  lastEnd(): number {
    return this.next < this.ends.length ? this.ends[this.ends.length - 1] : Number.NEGATIVE_INFINITY;
  }
}

/**
 * The endings sure to lower Q during one walk: the grants started by t, read once at the
 * first check, and the windows the walk draws dry, as it does. Kept in ForwardScratch.
 */
export class KnownFalls {
  private readonly startedByTime = new Endings();
  private readonly drawnDry = new Endings();
  private startedByTimeRead = false;
  /** What the endings not yet passed take off Q, together. */
  private ahead = 0;

  begin(): void {
    this.startedByTime.clear();
    this.drawnDry.clear();
    this.startedByTimeRead = false;
    this.ahead = 0;
  }

  /**
   * The walk drew the window standing on `head` dry: the grants ending with it lower Q at
   * their end by at least their kept leftovers less what the walk has left in the other
   * windows of that end (see above). An end shared by more than `MOST_SHARING_AN_END`
   * grants is not read (credit from the 1st of the month): no fall is then counted, which
   * only makes the walk stop later.
   */
  windowDrawnDry(schedule: Schedule, time: number, head: number, walk: WalkCredit): void {
    const { amounts, drawn, ends, windows } = schedule;
    const end = ends[head];
    if (windows.aloneAtEnd[head] !== 1) {
      this.sharedEndDrawnDry(schedule, time, end, walk);
      return;
    }
    // Alone at its end (most windows on the backdated shape): its grants are all those of the
    // end, so the fall is their kept leftovers; no search of the grants by end.
    let ownLeft = 0;
    for (let grant = head; grant >= 0; grant = windows.nextInWindow[grant]) ownLeft += amounts[grant] - drawn[grant];
    if (ownLeft > 0) this.ahead += this.drawnDry.raise(end, ownLeft);
  }

  /** The same where other grants end with the window: all of them read, at most `MOST_SHARING_AN_END`. */
  private sharedEndDrawnDry(schedule: Schedule, time: number, end: number, walk: WalkCredit): void {
    const { amounts, drawn, starts, ends, byEnd, windows } = schedule;
    const first = lowerBoundByEnd(byEnd, ends, end);
    const past = lowerBoundByEnd(byEnd, ends, end + 1);
    if (past - first > MOST_SHARING_AN_END) return;
    let keptLeft = 0;
    let walkLeft = 0;
    for (let position = first; position < past; position++) {
      const grant = byEnd[position];
      if (starts[grant] <= time) continue;
      keptLeft += amounts[grant] - drawn[grant];
      const window = windows.firstAfter(starts[grant], end - 1);
      if (windows.grants[window] !== grant) continue;
      walkLeft += walk.opened[grant] === walk.stamp ? walk.left[grant] : windows.amounts[window];
    }
    if (keptLeft > walkLeft) this.ahead += this.drawnDry.raise(end, keptLeft - walkLeft);
  }

  /**
   * True when the balance at every consumption time from `now` on is at least
   * `heldBack` (Q before the walk's unit at `now`) less the falls ending before it.
   */
  coverAhead(schedule: Schedule, time: number, now: number, heldBack: number): boolean {
    if (!this.startedByTimeRead) this.readStartedBy(schedule, time, now);
    this.ahead -= this.startedByTime.passBefore(now) + this.drawnDry.passBefore(now);
    const { balancePoints } = schedule;
    const lastEnd = Math.max(this.startedByTime.lastEnd(), this.drawnDry.lastEnd(), now - 1);
    // Past every ending Q is at most this: where a balance there lies below, nothing is proved.
    if (balancePoints.firstBelow(schedule, lastEnd + 1, heldBack - this.ahead) !== Number.POSITIVE_INFINITY) return false;
    return this.coverUpTo(schedule, now, heldBack);
  }

  /** The same, one stretch between two endings at a time. */
  private coverUpTo(schedule: Schedule, now: number, heldBack: number): boolean {
    const { balancePoints } = schedule;
    const { startedByTime, drawnDry } = this;
    let early = startedByTime.next;
    let dry = drawnDry.next;
    let threshold = heldBack;
    // The first time found below the threshold; the times before it hold at least the
    // threshold, which only falls, so a search is needed only on reaching it.
    let firstLow = balancePoints.firstBelow(schedule, now, threshold);
    while (firstLow !== Number.POSITIVE_INFINITY) {
      const earlyEnd = early < startedByTime.ends.length ? startedByTime.ends[early] : Number.POSITIVE_INFINITY;
      const dryEnd = dry < drawnDry.ends.length ? drawnDry.ends[dry] : Number.POSITIVE_INFINITY;
      const end = Math.min(earlyEnd, dryEnd);
      if (end === Number.POSITIVE_INFINITY) break;
      if (firstLow <= end) {
        firstLow = balancePoints.firstBelow(schedule, firstLow, threshold);
        if (firstLow <= end) return false;
      }
      // From the time after its end on.
      threshold -= earlyEnd <= dryEnd ? startedByTime.falls[early++] : drawnDry.falls[dry++];
    }
    return firstLow === Number.POSITIVE_INFINITY || balancePoints.firstBelow(schedule, firstLow, threshold) === Number.POSITIVE_INFINITY;
  }

  /** The grants started by `time` still open at `now` with kept credit left, in end order. */
  private readStartedBy(schedule: Schedule, time: number, now: number): void {
    const { starts } = schedule;
    const lastEnd = schedule.lastEndStartedBy(time);
    for (const withCredit = schedule.leftByEnd.positive.from(now); withCredit.next() && withCredit.key <= lastEnd; ) {
      if (starts[withCredit.tag] > time) continue;
      this.startedByTime.ends.push(withCredit.key);
      this.startedByTime.falls.push(withCredit.value);
      this.ahead += withCredit.value;
    }
    this.startedByTimeRead = true;
  }
}
