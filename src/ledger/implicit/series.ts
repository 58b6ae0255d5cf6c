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
 * Values change only at a grant's start, the time after its end, a consumption's
 * timestamp and the time after it: the first point at `from`, then every change.
 * `valueAt` is asked at increasing times.
 */
export function stepSeries(schedule: Schedule, from: number, to: number, valueAt: (time: number) => number): StepPoint[] {
  const candidates = new Set<number>();
  const { startSums, leftByEnd, points } = schedule;
  startSums.forEachKeyBetween(from + 1, to, (time) => candidates.add(time));
  leftByEnd.forEachKeyBetween(from, to - 1, (end) => candidates.add(end + 1));
  points.forEachKeyBetween(from, to, (time) => candidates.add(time).add(time + 1));
  const changeTimes = [...candidates].filter((time) => from < time && time <= to).sort((a, b) => a - b);
  const result: StepPoint[] = [{ t: from, value: valueAt(from) }];
  for (const time of changeTimes) {
    const value = valueAt(time);
    if (value !== result[result.length - 1].value) result.push({ t: time, value });
  }
  return result;
}
