/**
 * Where the headroom bounds part (balanceBounds.ts), a dry run often decides without the
 * mirror: acceptance is monotone in the amount and the headroom lies in [lower, upper], so
 * `upper` accepted makes it `upper`, and `lower + 1` refused makes it `lower`. Where short
 * windows open and expire all the time, the dry run stops within a few grant events (its
 * extra demand is soon absorbed) and decided about 80% of such questions at 0.03 ms, where
 * the mirror took 1.2-1.9 ms. Where it runs far (demand near supply, windows long), it
 * costs about what a partial mirror replay does, so it is tried only while the mirror is
 * stale and dry runs stay short, and once in a while after that to notice when they are
 * short again.
 */
import type { Schedule } from '../schedule/schedule';
import { isAccepted } from '../schedule/verdict';
import { PartialRent } from './mirrorReplay';

/** Dry runs count as short while their recent work is below this share of a whole mirror replay, or this many runs. */
const SHORT_SHARE = 1 / 64;
const SHORT_RUNS = 64;
/** While they are long, every this many questions tries them again. */
const RETRY_EVERY = 64;

export class DryRunHeadroom {
  /** Runs the recent dry runs read, a moving average. */
  private recentWork = 0;
  private questions = 0;

  constructor(private readonly schedule: Schedule) {}

  /** The headroom at `time` when a dry run decides it, else null. `lower < upper`. */
  decide(time: number, lower: number, upper: number): number | null {
    const shortWork = Math.max(SHORT_RUNS, PartialRent.wholeWork(this.schedule) * SHORT_SHARE);
    if (this.recentWork > shortWork && ++this.questions % RETRY_EVERY !== 0) return null;
    if (this.accepts(upper, time)) return upper;
    // After a long one, the mirror rather than a second.
    if (this.schedule.lastEvaluateWork > shortWork) return null;
    if (lower + 1 === upper || !this.accepts(lower + 1, time)) return lower;
    return null;
  }

  private accepts(amount: number, time: number): boolean {
    const verdict = this.schedule.evaluate(amount, time);
    this.recentWork += (this.schedule.lastEvaluateWork - this.recentWork) / 4;
    return isAccepted(verdict);
  }
}
