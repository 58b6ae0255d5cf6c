/**
 * A second stop for the forward walk (forwardReserve.ts). The walk stops once the balance
 * at every consumption time ahead is at least Q, the credit it lacks against the kept
 * schedule. On the backdated shape the least balance ahead of a question deep in the past
 * lies at the present, where the grants that will arrive backdated are still missing, so
 * the walk went on for about one window length (1,368 pieces at 1,000,000 calls, median)
 * although what goes unserved was known after about 20: Q falls to that balance only as
 * grants end.
 *
 * Some of those falls are known in advance. At each ending Q falls by what the kept
 * schedule leaves in the ending grant less what the walk leaves in it (never more), so:
 *
 * - a grant started by t (which the walk never draws) lowers Q by its kept leftover;
 * - a window the walk has drawn dry lowers it by its grants' kept leftovers;
 * - every other ending lowers it by 0 or more.
 *
 * Q never grows otherwise. So at a consumption time t' ahead, Q is at most Q now less the
 * kept leftovers of those grants ending before t'; where the balance at every t' ahead
 * covers that, nothing more goes unserved.
 */
import type { Schedule } from '../schedule/schedule';
import { lowerBoundByEnd } from '../structures/sortedGrants';
import { upperBound } from '../structures/sortedSearch';

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

  /** Adds one ending at or after the walk's time (so after the ones passed), after equal ends. */
  insert(end: number, fall: number): void {
    const { ends } = this;
    const position = upperBound(ends, end, true, ends.length, this.next);
    ends.splice(position, 0, end);
    this.falls.splice(position, 0, fall);
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

  /** The walk drew the window standing on `head` dry: it leaves nothing there at its end (credit never comes back). */
  windowDrawnDry(schedule: Schedule, head: number): void {
    const { amounts, drawn, windows } = schedule;
    let fall = 0;
    for (let grant = head; grant >= 0; grant = windows.nextInWindow[grant]) fall += amounts[grant] - drawn[grant];
    if (fall === 0) return;
    this.drawnDry.insert(schedule.ends[head], fall);
    this.ahead += fall;
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
    const { byEnd, ends, starts, amounts, drawn } = schedule;
    const lastEnd = schedule.lastEndStartedBy(time);
    for (let position = lowerBoundByEnd(byEnd, ends, now); position < byEnd.length && ends[byEnd[position]] <= lastEnd; position++) {
      const grant = byEnd[position];
      const keptLeft = amounts[grant] - drawn[grant];
      if (keptLeft === 0 || starts[grant] > time) continue;
      this.startedByTime.ends.push(ends[grant]);
      this.startedByTime.falls.push(keptLeft);
      this.ahead += keptLeft;
    }
    this.startedByTimeRead = true;
  }
}
