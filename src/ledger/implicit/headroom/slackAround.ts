/**
 * Whether a grant's window lies in a tight interval ending before a consumption's time
 * (mirrorRules.ts: the consumption's units then cannot go to it). For an interval [a, b],
 *
 *     slack(a, b) = consumed inside - drawn by the grants living inside
 *                 = X(a) + Y(b) - drawn by the grants spanning [a, b]
 *
 * (inclusion and exclusion, every unit consumed being drawn), and an interval holding the
 * window is spanned only by grants spanning the window. X >= 0, so the least Y over
 * [end, time) less what those grants draw is a quick lower bound; where it falls short,
 * their starts and ends cut the a and b axes into pieces where the spanning draws are one
 * sum, and the least slack is the least over pieces (X and Y keep their least at their
 * keys: between two keys X only grows towards the earlier, Y towards the later).
 */
import type { BalanceMinima } from '../structures/balanceMinima';
import { upperBound } from '../structures/sortedSearch';
import { firstStartAfter } from '../replay/replay';
import type { Schedule } from '../schedule/schedule';
import { SLACK_SCAN_LIMIT } from '../limits';

export class SlackAround {
  /** Every gain of a total so far: a slack falls only where a grant inside gains. */
  gained = 0;
  /** The least slack found around a grant's window for the intervals ending before `until`, and the draws spanning it then. */
  private known = { grant: -1, until: Number.NEGATIVE_INFINITY, least: 0, spanning: 0, gainedAt: 0 };

  /** `crossing`: X keyed by -start; `ahead`: Y keyed by end (mirrorRules.ts). */
  constructor(
    private readonly schedule: Schedule,
    private readonly crossing: BalanceMinima,
    private readonly ahead: BalanceMinima,
  ) {}

  /** The totals were set anew: nothing found before holds. */
  forget(): void {
    this.known = { grant: -1, until: Number.NEGATIVE_INFINITY, least: 0, spanning: 0, gainedAt: 0 };
  }

  /**
   * Whether every interval [a, b] holding `grant`'s window, ending before `time`, has at
   * least `needed` of slack: first the quick bound (least Y over [end, time) less what all
   * the grants spanning the window draw), else the least slack itself. Consumptions in a
   * row go to the same grant: what was found holds since, less every gain since (a slack
   * falls only where a grant inside gains), for the intervals it covered.
   */
  isFree(grant: number, time: number, drawn: readonly number[], needed: number): boolean {
    const known = this.known;
    const gainedSince = this.gained - known.gainedAt;
    if (known.grant === grant && known.least - gainedSince >= needed) {
      if (time <= known.until) return true;
      const beyond = this.ahead.leastBetween(known.until, time - 1) - known.spanning - gainedSince;
      if (beyond >= needed) {
        known.least = Math.min(known.least - gainedSince, beyond);
        known.spanning += gainedSince;
        known.until = time;
        known.gainedAt = this.gained;
        return true;
      }
    }
    const spanners = this.spanners(grant, drawn);
    if (spanners === null) return false;
    const spanning = spanners.reduce((sum, other) => sum + drawn[other], 0);
    const quick = this.ahead.leastBetween(this.schedule.ends[grant], time - 1) - spanning;
    const least = quick >= needed ? quick : this.leastSlack(grant, time, spanners, drawn);
    Object.assign(known, { grant, until: time, least, spanning, gainedAt: this.gained });
    return least >= needed;
  }

  /** The grants spanning `grant`'s window (starting before it, ending after it) that draw; null when the scan gives up. */
  private spanners(grant: number, drawn: readonly number[]): number[] | null {
    const { byStart, starts, ends, lastEndByStart } = this.schedule;
    const end = ends[grant];
    const found: number[] = [];
    let position = firstStartAfter(this.schedule, starts[grant] - 1) - 1;
    for (let read = 0; position >= 0 && lastEndByStart[position] > end; position--, read++) {
      if (read === SLACK_SCAN_LIMIT) return null;
      const other = byStart[position];
      if (ends[other] > end && drawn[other] > 0) found.push(other);
    }
    return found;
  }

  /**
   * The least slack(a, b) = X(a) + Y(b) - drawn by the grants spanning [a, b], over a <= the
   * grant's start and b in [its end, time). Only `spanners` can span such an interval: their
   * starts cut the a axis and their ends the b axis into pieces where the spanning draws
   * are one sum, so the least is over pieces: the least X in the a piece plus the least Y in
   * the b piece less that sum (X is 0 before every start).
   */
  private leastSlack(grant: number, time: number, spanners: number[], drawn: readonly number[]): number {
    const { starts, ends } = this.schedule;
    spanners.sort((a, b) => starts[a] - starts[b]);
    const cuts = [ends[grant]];
    for (const end of spanners.map((other) => ends[other]).sort((a, b) => a - b)) if (end > cuts[cuts.length - 1] && end < time) cuts.push(end);
    cuts.push(time);
    // Per b piece [cuts[t], cuts[t + 1]): the least Y there less the draws of the spanners counted so far.
    const pieces = new PrefixAddMin(cuts.length - 1, (t) => this.ahead.leastBetween(cuts[t], cuts[t + 1] - 1));
    let least = pieces.least();
    for (let index = 0; index < spanners.length; ) {
      const from = starts[spanners[index]];
      // Every spanner starting at `from` spans the intervals with a > from: counted from here on.
      for (; index < spanners.length && starts[spanners[index]] === from; index++) {
        const other = spanners[index];
        // The b pieces ending by its end: cuts[t + 1] <= its end.
        pieces.addToPrefix(upperBound(cuts, ends[other], true) - 2, -drawn[other]);
      }
      const to = index < spanners.length ? starts[spanners[index]] : starts[grant];
      least = Math.min(least, this.crossing.leastBetween(-to, -from - 1) + pieces.least());
    }
    return least;
  }
}

/** Values with additions to a prefix and their least, in O(log n) each (a segment tree with lazy additions). */
class PrefixAddMin {
  private readonly least_: Float64Array;
  private readonly added: Float64Array;
  private readonly size: number;

  constructor(count: number, valueAt: (index: number) => number) {
    let size = 1;
    while (size < count) size *= 2;
    this.size = size;
    this.least_ = new Float64Array(2 * size).fill(Number.POSITIVE_INFINITY);
    this.added = new Float64Array(2 * size);
    for (let index = 0; index < count; index++) this.least_[size + index] = valueAt(index);
    for (let node = size - 1; node >= 1; node--) this.least_[node] = Math.min(this.least_[2 * node], this.least_[2 * node + 1]);
  }

  least(): number {
    return this.least_[1];
  }

  /** Adds `delta` to the values at indices 0..`last`. */
  addToPrefix(last: number, delta: number): void {
    if (last >= 0) this.add(1, 0, this.size - 1, last, delta);
  }

  private add(node: number, low: number, high: number, last: number, delta: number): void {
    if (high <= last) {
      this.least_[node] += delta;
      this.added[node] += delta;
      return;
    }
    const middle = (low + high) >> 1;
    this.add(2 * node, low, middle, last, delta);
    if (last > middle) this.add(2 * node + 1, middle + 1, high, last, delta);
    this.least_[node] = this.added[node] + Math.min(this.least_[2 * node], this.least_[2 * node + 1]);
  }
}
