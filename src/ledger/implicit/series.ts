/**
 * Balance and headroom series by one sweep. A series asks its value at every time where it
 * may change (tens of thousands at 20,000 operations); asking each as a fresh query costs
 * three or four prefix-sum searches per time. The times are asked in increasing order, so
 * each sum is read once in key order, in place (`KeyedSums.sweep`): O(n + G + k) at most.
 */
import type { StepPoint } from '../types';
import type { KeyedSums } from './structures/keyedSums';
import type { Schedule } from './schedule/schedule';

/** `balanceAt` (Schedule) for increasing times. */
export function balanceSweep(schedule: Schedule): (time: number) => number {
  const started = schedule.startSums.sweep(true);
  const expiredLeft = schedule.leftByEnd.sweep(false);
  const consumed = schedule.points.sweep(true);
  return (time) => started(time) - expiredLeft(time) - consumed(time);
}

/**
 * `headroomAt` for increasing times, given the mirror's drawn totals keyed by start. The
 * balance subtracts the consumptions up to t and the reserve counts those after t, so
 * they cancel: headroom(t) = granted by t - expired unused before t - everything consumed
 * + what the mirror drew from grants starting after t. The sweep reads no consumption.
 */
export function headroomSweep(schedule: Schedule, drawnByStart: KeyedSums): (time: number) => number {
  const started = schedule.startSums.sweep(true);
  const expiredLeft = schedule.leftByEnd.sweep(false);
  const drawnStarted = drawnByStart.sweep(true);
  const consumed = schedule.points.total;
  const drawn = drawnByStart.total;
  return (time) => started(time) - expiredLeft(time) - consumed + drawn - drawnStarted(time);
}

/**
 * Values change only at a grant's start, the time after its end and a consumption's
 * timestamp (times are integers): the first point at `from`, then every change.
 * `valueAt` is asked at increasing times, once each.
 */
export function stepSeries(schedule: Schedule, from: number, to: number, valueAt: (time: number) => number): StepPoint[] {
  const { startSums, leftByEnd, points } = schedule;
  // Three sorted lists (with repeats), merged in step.
  const starts = keysBetween(0, startSums, from + 1, to, 0);
  const afterEnds = keysBetween(1, leftByEnd, from, to - 1, 1);
  const consumed = keysBetween(2, points, from + 1, to, 0);
  let nextStart = 0;
  let nextEnd = 0;
  let nextConsumed = 0;
  const result: StepPoint[] = [{ t: from, value: valueAt(from) }];
  for (;;) {
    const time = Math.min(
      nextStart < starts.length ? starts[nextStart] : Number.POSITIVE_INFINITY,
      nextEnd < afterEnds.length ? afterEnds[nextEnd] : Number.POSITIVE_INFINITY,
      nextConsumed < consumed.length ? consumed[nextConsumed] : Number.POSITIVE_INFINITY,
    );
    if (time === Number.POSITIVE_INFINITY) return result;
    while (nextStart < starts.length && starts[nextStart] === time) nextStart++;
    while (nextEnd < afterEnds.length && afterEnds[nextEnd] === time) nextEnd++;
    while (nextConsumed < consumed.length && consumed[nextConsumed] === time) nextConsumed++;
    const value = valueAt(time);
    if (value !== result[result.length - 1].value) result.push({ t: time, value });
  }
}

/** Buffers for the key lists, kept from one series to the next (a series is asked per answer). */
const keyBuffers = [new Float64Array(0), new Float64Array(0), new Float64Array(0)];

/** The keys of `sums` in `[low, high]` plus `shift`, in order (with repeats), in buffer `slot`. */
function keysBetween(slot: number, sums: KeyedSums, low: number, high: number, shift: number): Float64Array {
  if (keyBuffers[slot].length < sums.size) keyBuffers[slot] = new Float64Array(Math.max(sums.size, 2 * keyBuffers[slot].length));
  const keys = keyBuffers[slot];
  let count = 0;
  sums.forEachKeyBetween(low, high, (key) => {
    keys[count++] = key + shift;
  });
  return keys.subarray(0, count);
}
