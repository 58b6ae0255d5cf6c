/**
 * `checkInvariants()` for the differential tests: the stored schedule must be exactly
 * the spec's EDF replay of the accepted consumptions, and every sum kept beside it must
 * agree with it. Costs a full replay: for tests, not for production calls.
 */
import { GrantQueue, GrantScratch } from './replay/grantQueue';
import { replay } from './replay/replay';
import type { HeadroomReserve } from './headroom/reserve';
import { noGrantEventBetween } from './schedule/keptUnits';
import type { Schedule } from './schedule/schedule';
import { precedesInEdf } from './structures/edfHeap';

function fail(rule: string): never {
  throw new Error(`implicit schedule invariant broken: ${rule}`);
}

function checkRunsTile(schedule: Schedule): void {
  const { runGrant, runFrom, runTo, points, timeline, starts, ends } = schedule;
  let unit = 0;
  runGrant.forEach((grant, run) => {
    if (runFrom[run] !== unit || runTo[run] <= runFrom[run]) fail(`run ${run} does not follow unit ${unit}`);
    for (const edge of [runFrom[run], runTo[run] - 1]) {
      const time = timeline.timeAt(edge);
      if (time < starts[grant] || time > ends[grant]) fail(`run ${run} draws outside its grant's window`);
    }
    unit = runTo[run];
  });
  if (unit !== points.total) fail(`runs cover ${unit} of ${points.total} units`);
}

function checkDrawnTotals(schedule: Schedule): void {
  const { runGrant, runFrom, runTo, amounts, drawn } = schedule;
  const fromRuns = new Array<number>(amounts.length).fill(0);
  runGrant.forEach((grant, run) => {
    fromRuns[grant] += runTo[run] - runFrom[run];
  });
  let left = 0;
  amounts.forEach((amount, grant) => {
    if (fromRuns[grant] !== drawn[grant]) fail(`grant ${grant} drawn ${drawn[grant]}, runs say ${fromRuns[grant]}`);
    if (drawn[grant] < 0 || drawn[grant] > amount) fail(`grant ${grant} drew ${drawn[grant]} of ${amount}`);
    left += amount - drawn[grant];
  });
  if (schedule.leftByEnd.total !== left) fail('the unused-credit sums disagree with the grants');
  if (schedule.startSums.total !== schedule.totalGranted) fail('the granted sums disagree with the total');
}

/** `lastEndByStart` is the running largest end along the grants in start order. */
function checkLastEnds(schedule: Schedule): void {
  let last = Number.NEGATIVE_INFINITY;
  schedule.byStart.forEach((grant, position) => {
    last = Math.max(last, schedule.ends[grant]);
    if (schedule.lastEndByStart[position] !== last) fail(`last end by start ${schedule.lastEndByStart[position]} at ${position}, not ${last}`);
  });
  if (schedule.lastEndByStart.length !== schedule.byStart.length) fail('the last ends by start do not match the grants');
}

/** The window sums are the grants' amounts summed per (start, end), in that order, each with one of its grants. */
function checkWindows(schedule: Schedule): void {
  const { windows, starts, ends, amounts } = schedule;
  const expected = new Map<string, number>();
  const grantsPerWindow = new Map<string, number>();
  amounts.forEach((amount, grant) => {
    const key = `${starts[grant]},${ends[grant]}`;
    expected.set(key, (expected.get(key) ?? 0) + amount);
    grantsPerWindow.set(key, (grantsPerWindow.get(key) ?? 0) + 1);
  });
  windows.starts.forEach((start, index) => {
    const end = windows.ends[index];
    const previous = index - 1;
    if (previous >= 0 && (windows.starts[previous] > start || (windows.starts[previous] === start && windows.ends[previous] >= end))) fail(`window ${index} out of order`);
    if (expected.get(`${start},${end}`) !== windows.amounts[index]) fail(`window [${start}, ${end}] sums ${windows.amounts[index]}`);
    const grant = windows.grants[index];
    if (starts[grant] !== start || ends[grant] !== end) fail(`window [${start}, ${end}] stands on grant ${grant} of another window`);
    let members = 0;
    for (let member = grant; member >= 0 && members <= amounts.length; member = windows.nextInWindow[member], members++) {
      if (starts[member] !== start || ends[member] !== end) fail(`window [${start}, ${end}] lists grant ${member} of another window`);
    }
    if (members !== grantsPerWindow.get(`${start},${end}`)) fail(`window [${start}, ${end}] lists ${members} grants`);
  });
  if (windows.starts.length !== expected.size) fail(`${windows.starts.length} windows for ${expected.size} distinct grant windows`);
  const windowsPerEnd = new Map<number, number>();
  windows.ends.forEach((end) => windowsPerEnd.set(end, (windowsPerEnd.get(end) ?? 0) + 1));
  windows.grants.forEach((grant, index) => {
    const alone = windowsPerEnd.get(windows.ends[index]) === 1 ? 1 : 0;
    if (windows.aloneAtEnd[grant] !== alone) fail(`window ${index} marked ${windows.aloneAtEnd[grant]} alone at its end, not ${alone}`);
  });
}

/** The frontier holds exactly the grants open with credit after the latest consumption, in EDF order. */
function checkFrontier(schedule: Schedule): void {
  const { amounts, drawn, starts, ends, ids, points } = schedule;
  const latest = points.lastKey();
  const frontier = schedule.frontierGrants().filter((grant) => ends[grant] >= latest);
  const expected = ids
    .map((_id, grant) => grant)
    .filter((grant) => starts[grant] <= latest && ends[grant] >= latest && amounts[grant] > drawn[grant])
    .sort((a, b) => (precedesInEdf(ends, ids, a, b) ? -1 : 1));
  if (points.size > 0 && frontier.join() !== expected.join()) fail(`frontier [${frontier.join()}], open grants [${expected.join()}]`);
}

function checkAgainstFreshReplay(schedule: Schedule): void {
  const scratch = new GrantScratch();
  scratch.ensure(schedule.ids.length);
  const open = new GrantQueue(schedule.ends, schedule.ids, () => 0, scratch);
  const fresh = replay(schedule, schedule.timeline, { unit: 0, time: Number.NEGATIVE_INFINITY, open, candidate: 0 });
  if (fresh.broken.length > 0) fail('an accepted consumption is not covered');
  const same =
    fresh.runGrant.length === schedule.runGrant.length &&
    fresh.runGrant.every((grant, run) => grant === schedule.runGrant[run] && fresh.runTo[run] === schedule.runTo[run]);
  if (!same) fail('the runs differ from a fresh replay');
}

/**
 * The balance minima hold consumption times before the latest, each with its balance,
 * and every consumption time has a kept time (or the latest) at or after it in its
 * stretch between grant events.
 */
function checkBalances(schedule: Schedule): void {
  const latest = schedule.points.lastKey();
  const times = new Set<number>();
  schedule.points.forEachKeyBetween(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, (time) => times.add(time));
  const kept: number[] = [];
  const { balancePoints } = schedule;
  balancePoints.kept.forEach((time, balance) => {
    if (balance !== schedule.balanceAt(time)) fail(`balance kept at ${time} is ${balance}, not ${schedule.balanceAt(time)}`);
    if (!times.has(time) || time >= latest) fail(`the kept balance time ${time} is not a consumption time before the latest`);
    kept.push(time);
  });
  const beforeExpiries: number[] = [];
  balancePoints.beforeExpiries.forEach((time, balance) => {
    const expected = schedule.balanceBeforeExpiries(time);
    if (balance !== expected) fail(`balance before expiries kept at ${time} is ${balance}, not ${expected}`);
    beforeExpiries.push(time);
  });
  if (beforeExpiries.join() !== kept.join()) fail('the balances before expiries are not kept at the balances\' times');
  const { mirror } = balancePoints;
  if (mirror !== null) {
    const mirrorTimes: number[] = [];
    mirror.minima.forEach((time, balance) => {
      const expected = mirror.balanceAt(time, schedule.balanceBeforeExpiries(time));
      if (balance !== expected) fail(`the mirror's balance kept at ${time} is ${balance}, not ${expected}`);
      mirrorTimes.push(time);
    });
    if (mirrorTimes.join() !== kept.join()) fail('the mirror\'s balances are not kept at the balances\' times');
  }
  kept.push(latest);
  let next = 0;
  for (const time of times) {
    while (kept[next] < time) next++;
    if (!noGrantEventBetween(schedule, time, kept[next])) fail(`no kept balance covers the consumption time ${time}`);
  }
}

export function checkScheduleInvariants(schedule: Schedule): void {
  checkRunsTile(schedule);
  checkDrawnTotals(schedule);
  checkLastEnds(schedule);
  checkWindows(schedule);
  checkFrontier(schedule);
  checkAgainstFreshReplay(schedule);
  checkBalances(schedule);
  if (!schedule.runTreeIsFresh()) fail('the run tree missed a cut of the runs');
}

/**
 * The headroom reserve's mirrored grant table and kept mirror totals (when it keeps them)
 * are fresh ones, and what the schedule's balances take the mirror to leave of each grant
 * is what its totals leave, stale or not.
 */
export function checkReserve(reserve: HeadroomReserve, schedule: Schedule): void {
  if (!reserve.mirroredTableIsFresh()) fail('the mirrored grant table differs from a fresh one');
  checkMirrorLeft(reserve, schedule);
  checkKeptTotals(reserve);
}

function checkMirrorLeft(reserve: HeadroomReserve, schedule: Schedule): void {
  const { mirror } = schedule.balancePoints;
  if (mirror === null) return;
  const totals = reserve.drawnTotals();
  schedule.amounts.forEach((amount, grant) => {
    if (mirror.left[grant] !== amount - totals[grant]) fail(`the mirror leaves ${mirror.left[grant]} of grant ${grant}, its totals ${amount - totals[grant]}`);
  });
  if (mirror.leftByEnd.total !== mirror.left.reduce((sum, left) => sum + left, 0)) fail('what the mirror leaves, summed by end, is not its per-grant sum');
}

function checkKeptTotals(reserve: HeadroomReserve): void {
  const kept = reserve.keptTotals();
  if (kept === null) return;
  const fresh = reserve.replayedTotals();
  if (fresh.some((drawn, grant) => kept[grant] !== drawn)) fail(`mirror totals [${kept.join()}], a fresh mirror replay [${fresh.join()}]`);
}
