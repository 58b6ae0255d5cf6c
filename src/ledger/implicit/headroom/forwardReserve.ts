/**
 * The reserve at t read forward from t, not backwards from the present like the mirror
 * (fact 3 of src/ledger/edfCharacterisation.test.ts): the demand after t that the grants
 * starting after t cannot serve is what the forward EDF over those grants alone leaves
 * unserved, serving every unit it can. Where the mirror's totals are stale, replaying the
 * mirror from the present back to t would cost about half the history for a question at a
 * random time; this walk stops where the rest is known. It also took the place of the dry
 * runs at the headroom bounds and of the partial mirror replays (stop 33: same answers, no
 * slower on any bench row).
 *
 * - **The walk.** Unit by unit in replay order (a piece at a time: between grant
 *   openings and the end or running dry of the grants the walk draws), it draws the first
 *   open grant with credit among those starting after t, or leaves the unit unserved.
 *   Grants sharing a window (start and end) open and draw as one: which of them a unit
 *   takes changes no total the walk keeps, and on credit from the 1st of the month a
 *   month's hundreds of grants share two or three windows. A window that opens while the
 *   walk draws one ending no later, by that one's end, draws nothing before it leaves: it
 *   joins the heap without ending the piece (on the backdated shape, most openings).
 *   Units are read forward (`keyAtUnit` searches from where the last search ended), as
 *   are the left-by-end sums.
 * - **Where it stops.** The kept schedule draws the same units from all the grants. The
 *   grants the walk opened that share an end hold, together, no more credit than in the
 *   kept schedule (less supply never leaves more credit under EDF; only together, since the
 *   two break ties among equal ends differently: expiriesAhead.ts). Before any unit, the walk's open credit is the
 *   kept one less Q: the kept credit of the open grants started by t, plus what the walk
 *   lacks against the kept schedule in the open grants it opened. Q never grows (a kept
 *   draw from a grant started by t moves one unit of Q from the first part to the second,
 *   or uses it up where the walk has nothing), and it is the balance at t less what the
 *   grants started by t had left when they ended, less what went unserved, less what the
 *   walk drew from the ended grants it opened beyond their kept totals: no kept run is
 *   read. The two terms of ended grants together are what every grant ending since t had
 *   left in the kept schedule (a difference of the left-by-end sums) less what the walk
 *   left in the ones it opened, so no ending grant is read one by one either. The kept
 *   open credit before a unit is at least the rest of its consumption plus the balance
 *   after it, so once the balance at every consumption time ahead is at least Q (one
 *   `firstBelow` of the balance minima), nothing more goes unserved. Checked every few
 *   pieces, the same holds once the balance ahead is at least Q less the falls of Q known
 *   in advance: the kept leftovers of the grants started by t, and, at the end of a window
 *   the walk drew dry, the kept leftovers of the walk's grants of that end less what the
 *   walk has left in the others of that end (expiriesAhead.ts); on the backdated shape the
 *   least balance ahead lies at the present, and Q falls to it only about a window length
 *   later.
 *
 * Measured where the mirror went stale between questions (1,000,000 backdated calls at
 * 0.9 times the demand, 10% of the calls questions): see docs/ENGINE.md.
 */
import type { Schedule } from '../schedule/schedule';
import { EdfHeap } from '../structures/edfHeap';
import { KnownFalls, type WalkCredit } from './expiriesAhead';
import { EXPIRIES_CHECKED_EVERY, MOST_RENT } from '../limits';

/** The walk's credit left per open window, indexed by the grant standing for the window. */
export class ForwardScratch implements WalkCredit {
  left = new Float64Array(64);
  /** Per window, the walk that opened it last: a window drawn dry reads the others of its end. */
  opened = new Uint32Array(64);
  /** This walk's number (never 0, so a fresh array opened nothing). */
  stamp = 0;
  /** The endings sure to lower Q during a walk. */
  readonly falls = new KnownFalls();
  /** Walks the endings ahead stopped (tests check it runs). */
  expiryStops = 0;

  /** `expiriesCheckedEvery`: tests check at every piece. */
  constructor(readonly expiriesCheckedEvery = EXPIRIES_CHECKED_EVERY) {}

  /** Makes room for a walk over `grants` grants. */
  begin(grants: number): void {
    if (this.left.length < grants) {
      const size = Math.max(grants, 2 * this.left.length);
      this.left = new Float64Array(size);
      const opened = new Uint32Array(size);
      opened.set(this.opened);
      this.opened = opened;
    }
    if (this.stamp === 0xffffffff) {
      this.opened.fill(0);
      this.stamp = 0;
    }
    this.stamp++;
    this.falls.begin();
  }
}

/** The reserve at `time`, and the pieces the walk read. */
export function forwardReserve(schedule: Schedule, time: number, scratch: ForwardScratch): { reserve: number; pieces: number } {
  const { points, ends, ids, leftByEnd } = schedule;
  const total = points.total;
  scratch.begin(ids.length);
  const { left } = scratch;
  const open = new EdfHeap(ends, ids);
  const opening = openingWindows(schedule, time, scratch, open);
  let unit = points.sumUpTo(time);
  const balance = schedule.balanceAt(time);
  // What the grants ending since t had left in the kept schedule, from the left-by-end sums
  // read forward as the walk's time moves.
  const leftEndedBefore = leftByEnd.sweep(false, time);
  const leftEndedBeforeT = leftEndedBefore(time);
  let drawnGrant = -1;
  let drawnEndUnit = 0;
  const stopsAt = walkStop(schedule, time, scratch);
  let unserved = 0;
  let pieces = 0;
  for (; unit < total; pieces++) {
    const now = points.keyAtUnit(unit);
    if (unit >= opening.unit) opening.openThrough(now);
    while (open.size > 0 && (ends[open.top()] < now || left[open.top()] === 0)) opening.close(open.pop(), now);
    const endedKeptLeft = leftEndedBefore(now) - leftEndedBeforeT;
    // Q: the walk's open credit is the kept one less this, before every unit from here on.
    const heldBack = balance - (endedKeptLeft - opening.endedLeft) - unserved;
    if (stopsAt(now, heldBack, pieces)) return { reserve: unserved, pieces };
    const top = open.size > 0 ? open.top() : -1;
    if (top < 0) {
      unserved += opening.unit - unit;
      unit = opening.unit;
      continue;
    }
    let to = unit + left[top];
    // A window opening inside the piece, by the top's end and ending no earlier, draws
    // nothing before the top leaves: it joins the heap now. One ending earlier cuts the
    // piece, and so does the top's end before the next opening.
    while (opening.opensBefore(to) && opening.nextStart() <= ends[top] && opening.nextEnd() >= ends[top]) opening.openNext();
    to = Math.min(to, opening.unit);
    // The top's end cuts the piece only if it comes before the next opening (one search, kept).
    if (ends[top] < opening.nextStart()) {
      if (top !== drawnGrant) drawnEndUnit = points.sumUpTo(ends[top]);
      drawnGrant = top;
      to = Math.min(to, drawnEndUnit);
    }
    left[top] -= to - unit;
    if (left[top] === 0) scratch.falls.windowDrawnDry(schedule, time, top, scratch);
    unit = to;
  }
  return { reserve: unserved, pieces };
}

/**
 * Where the walk may stop, asked before each piece with Q (`heldBack`): once the balance at
 * every consumption time ahead is at least Q, or, checked every few pieces, at least Q less
 * what the endings known in advance take off it (expiriesAhead.ts).
 */
function walkStop(schedule: Schedule, time: number, scratch: ForwardScratch) {
  // The first time ahead whose balance was found below Q, and that balance: no search
  // again until Q falls to it or the walk passes it.
  let lowAt = Number.NEGATIVE_INFINITY;
  let lowBalance = Number.NEGATIVE_INFINITY;
  let nextExpiryCheck = scratch.expiriesCheckedEvery - 1;
  return (now: number, heldBack: number, pieces: number): boolean => {
    if (heldBack <= lowBalance || now >= lowAt) {
      if (heldBack <= 0) return true;
      lowAt = schedule.balancePoints.firstBelow(schedule, now, heldBack);
      if (lowAt === Number.POSITIVE_INFINITY) return true;
      lowBalance = schedule.balanceAt(lowAt);
    }
    // Q falls to the least balance ahead only as grants end, which on the backdated shape
    // lies at the present: the endings known to lower Q may cover it long before.
    if (pieces !== nextExpiryCheck) return false;
    nextExpiryCheck += scratch.expiriesCheckedEvery;
    const covered = scratch.falls.coverAhead(schedule, time, now, heldBack);
    if (covered) scratch.expiryStops++;
    return covered;
  };
}

/**
 * The walk's openings, a window (a start and an end, its grants' credit summed) at a time,
 * in start order, and what the windows it opened had left when they ended (`endedLeft`):
 * a window's credit when it is closed past its end, and the whole of one that ended
 * before the walk reached it (no consumption lies in it, so the kept schedule left it
 * whole too). A window is a head in the heap, indexed by the grant standing for it.
 */
function openingWindows(schedule: Schedule, time: number, scratch: ForwardScratch, open: EdfHeap) {
  const { points, windows, ends } = schedule;
  const { left, opened, stamp } = scratch;
  // The first unit the next window may draw (windows open in start order: one sweep of the sums).
  const unitsBefore = points.sweep(false, time);
  let next = windows.firstAfter(time);
  const firstUnitOfNext = () => (next < windows.starts.length ? unitsBefore(windows.starts[next]) : points.total);
  /** Window `next` joins the heap with its whole credit. */
  const joinNext = () => {
    const head = windows.grants[next];
    left[head] = windows.amounts[next];
    opened[head] = stamp;
    open.push(head);
  };
  const opening = {
    unit: firstUnitOfNext(),
    endedLeft: 0,
    nextStart: () => (next < windows.starts.length ? windows.starts[next] : Number.POSITIVE_INFINITY),
    /** True when a window is left to open and its first unit comes before `unit`. */
    opensBefore: (unit: number) => next < windows.starts.length && opening.unit < unit,
    nextEnd: () => windows.ends[next],
    openThrough(now: number): void {
      for (; next < windows.starts.length && windows.starts[next] <= now; next++) {
        if (windows.ends[next] < now) opening.endedLeft += windows.amounts[next];
        else joinNext();
      }
      opening.unit = firstUnitOfNext();
    },
    /** Opens the next window ahead of its first unit (it has not ended there: the caller knows). */
    openNext(): void {
      joinNext();
      next++;
      opening.unit = firstUnitOfNext();
    },
    /** A window leaves the heap: run dry, or past its end with what it had left. */
    close(head: number, now: number): void {
      if (ends[head] < now) opening.endedLeft += left[head];
    },
  };
  return opening;
}

/**
 * The ski rental of reading forward (reserve.ts): after a grant made the mirror's totals
 * stale, questions read the reserve forward until that has cost about `rent` whole mirror
 * replays (every grant, and about as many runs as the forward schedule; a piece of a walk
 * counts as one); then the reserve replays the mirror whole and keeps the totals. At most
 * about `rent` + 2 whole replays each time the totals go stale, however many grants arrive
 * while they stay stale (the last walk may overshoot), usually much less.
 *
 * `rent` adapts: totals bought this way that answer fewer questions until the next
 * purchase than the walks they spared would have cost double it (up to 16); totals that
 * paid for themselves halve it (down to 1). They answer while kept, and after a grant made
 * them stale too, where they decide the headroom's lower bound (balanceBounds.ts,
 * `mirrorView`). Where every few calls change the past (demand near supply, late
 * consumptions and grants in the past, questions at random times), a bought mirror goes
 * stale after a question or two, but decides most questions for thousands of calls after.
 */
export class ForwardRent {
  /** Work of the walks since the rent started over (tests read it). */
  paid = 0;
  /** Questions answered by a walk (tests check it runs). */
  answered = 0;
  /** Whole replays the walks may cost before the next question buys the totals. */
  rent = 1;
  private answeredSinceStart = 0;
  /** Once the rent bought totals: what a walk cost then, and the questions the totals answered since. */
  private bought: { walkWork: number; keptAnswers: number; wholeWork: number } | null = null;
  private readonly scratch: ForwardScratch;

  /** `expiriesCheckedEvery`: see ForwardScratch (tests check at every piece). */
  constructor(expiriesCheckedEvery?: number) {
    this.scratch = new ForwardScratch(expiriesCheckedEvery);
  }

  /** A grant made kept totals stale (consumptions do not start it over: kept totals follow them cheaply). */
  startOver(): void {
    this.paid = 0;
    this.answeredSinceStart = 0;
  }

  /** A question the totals answered: kept, or stale and deciding the headroom's lower bound. */
  keptAnswer(): void {
    if (this.bought !== null) this.bought.keptAnswers++;
  }

  /** Before buying totals again: whether the last ones answered enough to pay for themselves. */
  private judgeLastPurchase(): void {
    const { bought } = this;
    if (bought === null) return;
    const paidFor = bought.keptAnswers * bought.walkWork >= bought.wholeWork;
    this.rent = paidFor ? Math.max(1, this.rent / 2) : Math.min(MOST_RENT, this.rent * 2);
  }

  /** What a whole mirror replay is taken to cost. */
  static wholeWork(schedule: Schedule): number {
    return schedule.ids.length + schedule.runGrant.length;
  }

  /**
   * The reserve at `time` read forward; null once the rent paid and this question's share
   * of the units (`consumedAfter` of them: a guess of what its walk costs, since the walk
   * reads at most the history after `time`) reach `rent` whole replays' work: the caller
   * then buys the totals.
   */
  reserveAt(schedule: Schedule, time: number, consumedAfter: number): number | null {
    const whole = ForwardRent.wholeWork(schedule);
    const guess = (consumedAfter / Math.max(1, schedule.points.total)) * whole;
    if (this.paid + guess > this.rent * whole) {
      this.judgeLastPurchase();
      this.bought = { walkWork: this.paid / Math.max(1, this.answeredSinceStart), keptAnswers: 0, wholeWork: whole };
      return null;
    }
    this.answered++;
    this.answeredSinceStart++;
    const { reserve, pieces } = forwardReserve(schedule, time, this.scratch);
    this.paid += pieces;
    return reserve;
  }
}
