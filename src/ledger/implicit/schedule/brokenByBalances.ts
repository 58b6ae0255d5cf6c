/**
 * The spec's broken list for a refused late consumption, read from the kept balances
 * instead of the forced replay, where that is exact. An empty list where nothing breaks
 * (the caller still draws the candidate); a `SureRefusal` where something is sure to
 * break but the list may not be exact (item 2 failed, or a break lies where credit
 * expiring unused may have absorbed part of the deficit), with the time of the first
 * break, which is exact (the dry run may start there: dryRunStart.ts); null where it
 * cannot tell (item 1 failed, and credit expiring unused may absorb an unknown part of
 * the candidate). Cost
 * O(log n) per broken consumption and per grant expiring unused before the first break,
 * plus up to BROKEN_CHECK_RUNS_READ runs for its check (and releasedCredit.ts's runs).
 *
 * Why it can be read from balances. A consumption c of the forced replay is covered iff
 * the open credit before it is at least its amount, whichever grants hold it. That credit
 * is granted - consumed - expired unused, all up to c's time. The changed schedule has
 * consumed x (the candidate) more, less what the broken ones before c would have taken,
 * so with D = x - those amounts, c is covered iff kept balance before c - D - (credit it
 * lets expire unused beyond the kept schedule's) >= c's amount. That last term is 0:
 *
 * 1. No grant ending in [t, latest) has kept credit left (checked by one sum). Until the
 *    first break the changed schedule has more demand, so no grant holds more credit
 *    than in the kept one, and those grants expire dry as well.
 *    Or (`absorbedBeforeFirstBreak`) every such grant u that ends before the first break
 *    was open at t. Until that break the changed schedule then takes exactly min(x, S)
 *    from them, S the kept credit left in those expired so far (a u open at t either
 *    keeps all of the extra demand that reaches it, on grants ending by its end, or
 *    passes it on once its own credit is gone: headroom/balanceBounds.ts), so the deficit
 *    there is x - S. From the first break on, a grant with kept credit left may expire
 *    with less in the changed schedule (never more: item 2 bounds every grant ending
 *    before the latest consumption by its kept credit), which only helps the
 *    consumptions after its end: the list read with x - S for x is exact where it
 *    breaks nothing after the first such end. Check 3 (releasedCredit.ts) is read there
 *    too, with x - S for the candidate (stop 79; before, only where nothing expired
 *    unused): until the first break no grant holds more than in the kept schedule, every
 *    grant ending from there to the first such end expires dry in it, as check 3 asks,
 *    and from that end on (`dryUntil`) check 3 bounds the loss by what the breaks gave
 *    back alone.
 * 2. After a break the broken consumption's partial draws go back, so grants may hold
 *    more than in the kept schedule, and one that expires before the latest consumption
 *    might keep it. The grants ending at or after it (lasting) come after every grant
 *    ending earlier in EDF order, so every consumption draws the earlier-ending ones
 *    first, in the same order in both schedules; with no more credit in each of them
 *    before it, none has more after it (taking the first units of an ordered list keeps
 *    "no more in each"). A broken consumption c leaves them all as they were, while the
 *    kept schedule takes c's draws from them: checked, each earlier-ending grant g that
 *    c draws keeps, after c in the kept schedule, at least the open credit c found in the
 *    changed one (which bounds g's credit there), or c found none. So by induction none
 *    of them ever holds more than in the kept schedule: they expire dry. Where that check
 *    fails, releasedCredit.ts proves the same another way: what the broken ones give
 *    back is drawn again before the grants holding it expire.
 *
 * So c is broken iff its kept balance after it (in replay order) is below D, and it
 * misses D - that balance. The first such c from a unit on is found in O(log n): the
 * first stretch between grant events whose last balance is below D (balance minima),
 * then, since inside a stretch the balance falls only by consumption, by units.
 */
import { firstRunEndingAfter } from '../replay/runs';
import type { Schedule } from './schedule';
import { releasedCreditIsDrawnAgain } from './releasedCredit';
import type { Verdict } from './verdict';
import { ABSORBING_EXPIRIES_READ, BROKEN_CHECK_RUNS_READ } from '../limits';

type Broken = { consumption: number; missing: number }[];

/** Something is sure to break, first the consumption at `firstBreakTime`; what else is not known. */
export interface SureRefusal {
  readonly firstBreakTime: number;
}

/** Nothing breaks: the kept balance after every later consumption covers the candidate. */
const NOTHING_BROKEN: Verdict['broken'] = Object.freeze([]);

export function brokenByBalances(schedule: Schedule, amount: number, time: number): Verdict['broken'] | SureRefusal | null {
  const { points, balancePoints } = schedule;
  // Most late consumptions break nothing: this first search says so, and else finds the first break's stretch.
  const stretchEnd = balancePoints.firstBelow(schedule, time, amount);
  if (stretchEnd === Number.POSITIVE_INFINITY) return NOTHING_BROKEN;
  const latest = points.lastKey();
  const firstBreak = schedule.noCreditExpiresBetween(time, latest)
    ? { deficit: amount, stretchEnd, sureUpTo: Number.POSITIVE_INFINITY }
    : absorbedBeforeFirstBreak(schedule, amount, time, stretchEnd, latest);
  if (firstBreak === null) return null;
  if (firstBreak.stretchEnd === Number.POSITIVE_INFINITY) return NOTHING_BROKEN;
  const breakUnits: number[] = [];
  const broken = brokenIfNoCreditExpires(schedule, firstBreak.deficit, firstBreak.stretchEnd, breakUnits, firstBreak.sureUpTo);
  // The balance dipping below the deficit before any uncertain expiry breaks a consumption
  // for sure: the first one, whose unit is always read (its stretch ends by `sureUpTo`).
  const refused = (): SureRefusal => ({ firstBreakTime: schedule.points.keyAtUnit(breakUnits[0]) });
  if (broken === null) return refused();
  if (everyBreakKeepsWhatItFound(schedule, breakUnits, broken, latest)) return broken;
  const chain = { amount: firstBreak.deficit, time, units: breakUnits, dryUntil: firstBreak.sureUpTo };
  return releasedCreditIsDrawnAgain(schedule, chain, latest) ? broken : refused();
}

/**
 * Item 1's second case: follows the grants with kept credit left that end in [t, latest),
 * in end order, up to the first break: each must have been open at `time`, and its credit
 * lowers the deficit (the first break is the first stretch whose balance is below the
 * deficit left). The deficit at the first break, that break's stretch (none: nothing
 * breaks), and the end of the first grant with kept credit left at or after it (breaks
 * after that end may not happen); null where a grant ending before the first break opened
 * after `time`, or more than `ABSORBING_EXPIRIES_READ` would be read.
 */
function absorbedBeforeFirstBreak(
  schedule: Schedule,
  amount: number,
  time: number,
  firstStretchEnd: number,
  latest: number,
): { deficit: number; stretchEnd: number; sureUpTo: number } | null {
  const { starts, balancePoints } = schedule;
  const withCredit = schedule.leftByEnd.positive.from(time);
  let deficit = amount;
  let stretchEnd = firstStretchEnd;
  for (let read = 0; withCredit.next(); read++) {
    const { key: end, tag: grant, value: left } = withCredit;
    if (end >= latest) break;
    if (stretchEnd <= end) return { deficit, stretchEnd, sureUpTo: end };
    if (read === ABSORBING_EXPIRIES_READ || starts[grant] > time) return null;
    deficit -= left;
    // Absorbed whole: the changed schedule is the kept one from here on.
    if (deficit <= 0) return { deficit, stretchEnd: Number.POSITIVE_INFINITY, sureUpTo: Number.POSITIVE_INFINITY };
    // The stretches before the last one found hold at least the larger deficit.
    stretchEnd = balancePoints.firstBelow(schedule, stretchEnd, deficit);
    if (stretchEnd === Number.POSITIVE_INFINITY) break;
  }
  return { deficit, stretchEnd, sureUpTo: Number.POSITIVE_INFINITY };
}

/**
 * The broken list if no credit expires unused in the changed schedule, from the first
 * break's stretch on; pushes each broken consumption's first unit and amount to `breakUnits`.
 * Null where a break lies after `sureUpTo` (a time after which the changed schedule may
 * let less credit expire unused than the kept one).
 */
export function brokenIfNoCreditExpires(schedule: Schedule, amount: number, firstStretchEnd: number, breakUnits: number[]): Broken;
export function brokenIfNoCreditExpires(schedule: Schedule, amount: number, firstStretchEnd: number, breakUnits: number[], sureUpTo: number): Broken | null;
export function brokenIfNoCreditExpires(
  schedule: Schedule,
  amount: number,
  firstStretchEnd: number,
  breakUnits: number[],
  sureUpTo = Number.POSITIVE_INFINITY,
): Broken | null {
  const { points, balancePoints } = schedule;
  const broken: Broken = [];
  let deficit = amount;
  let stretchEnd = firstStretchEnd;
  while (stretchEnd < Number.POSITIVE_INFINITY) {
    // Stretches split at the time after every grant end: this one lies wholly after `sureUpTo`.
    if (stretchEnd > sureUpTo) return null;
    const found = firstUnitShort(schedule, stretchEnd, deficit);
    points.locate(found);
    const { foundStart: start, foundValue: value, foundTag: tag } = points;
    // Its units from `found` on are the ones the balance cannot cover.
    broken.push({ consumption: tag, missing: start + value - found });
    breakUnits.push(start, value);
    deficit -= value;
    if (deficit <= 0 || start + value >= points.total) break;
    points.locate(start + value);
    stretchEnd = balancePoints.firstBelow(schedule, points.foundKey, deficit);
  }
  return broken;
}

/** Item 2 for every broken consumption. */
export function everyBreakKeepsWhatItFound(schedule: Schedule, breakUnits: readonly number[], broken: Verdict['broken'], latest: number): boolean {
  return broken.every(({ missing }, index) => {
    const start = breakUnits[2 * index];
    const value = breakUnits[2 * index + 1];
    return keepsWhatItFound(schedule, start, start + value, value - missing, latest);
  });
}

/**
 * The first unit the changed schedule cannot cover, inside the first stretch (between
 * grant events, ending at consumption time `stretchEnd`) whose last balance is below
 * `deficit`: there the balance falls only by consumption, so the balance after unit u is
 * the stretch's last balance plus the units after u up to its end, and the first unit
 * where it is below `deficit` is found by units. The balance before the search's start
 * is at least `deficit` (the balance at t covers the candidate, and a consumption broken
 * with deficit D had at least D before it, so D - its amount after it), so the unit lies
 * after the consumptions already read.
 */
function firstUnitShort(schedule: Schedule, stretchEnd: number, deficit: number): number {
  return schedule.points.sumUpTo(stretchEnd) - (deficit - schedule.balanceAt(stretchEnd));
}

/**
 * True when every grant ending before `latest` that the kept schedule draws for units
 * `[from, to)` (a broken consumption) keeps at least `found` credit after them there.
 * What a grant has left after a unit is its runs from there on (item 1: none is left
 * at its end); up to BROKEN_CHECK_RUNS_READ runs are read from the first one, until they reach
 * `found` (if they do not, the caller replays).
 */
function keepsWhatItFound(schedule: Schedule, from: number, to: number, found: number, latest: number): boolean {
  const { ends, runGrant, runFrom, runTo } = schedule;
  for (let run = firstRunEndingAfter(runTo, from); run < runGrant.length && runFrom[run] < to; run++) {
    const grant = runGrant[run];
    if (ends[grant] >= latest) continue;
    let left = 0;
    const last = Math.min(runGrant.length, run + BROKEN_CHECK_RUNS_READ);
    for (let later = run; later < last && left < found; later++) {
      if (runGrant[later] === grant) left += Math.max(0, runTo[later] - Math.max(runFrom[later], to));
    }
    if (left < found) return false;
  }
  return true;
}
