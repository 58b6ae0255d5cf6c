import { describe, expect, it } from 'vitest';
import { isAccepted } from './verdict';
import { Schedule } from './schedule';
import { acceptsUndrawn } from './undrawn';
import { RUNS_WORTH_UNDRAWING } from '../limits';

/** Many short grants and consumptions in time order: hundreds of runs, grants running dry. */
function busySchedule(): Schedule {
  const schedule = new Schedule();
  for (let index = 0; index < 200; index++) {
    schedule.addGrant(`g${index}`, 30, index * 10, index * 10 + 40);
    consumeDrawn(schedule, 7, index * 10 + 5, 2 * index);
    consumeDrawn(schedule, 7, index * 10 + 9, 2 * index + 1);
  }
  return schedule;
}

function consumeDrawn(schedule: Schedule, amount: number, time: number, tag: number): void {
  const verdict = schedule.evaluate(amount, time);
  expect(isAccepted(verdict)).toBe(true);
  schedule.accept(verdict, amount, time, tag);
}

function runsOf(schedule: Schedule): string {
  return schedule.runGrant.map((grant, run) => `${grant}:${schedule.runFrom[run]}-${schedule.runTo[run]}`).join(' ');
}

describe('undrawn late consumptions', () => {
  it('are taken by the default engine where many runs lie after them', () => {
    const schedule = busySchedule();
    expect(schedule.runGrant.length).toBeGreaterThan(RUNS_WORTH_UNDRAWING);
    expect(acceptsUndrawn(schedule, 5, 20, RUNS_WORTH_UNDRAWING)).toBe(true);
    // Near the present few runs lie after it: the usual path, often no replay at all.
    expect(acceptsUndrawn(schedule, 5, 1_985, RUNS_WORTH_UNDRAWING)).toBe(false);
  });

  it('are drawn by one replay into the runs the usual path keeps', () => {
    const undrawn = busySchedule();
    const drawn = busySchedule();
    const late = [[5, 20], [3, 700], [6, 21], [2, 1_500]];
    late.forEach(([amount, time], index) => {
      expect(acceptsUndrawn(undrawn, amount, time, RUNS_WORTH_UNDRAWING)).toBe(true);
      undrawn.acceptUndrawn(amount, time, 400 + index);
      consumeDrawn(drawn, amount, time, 400 + index);
    });
    // A grant in the past waits with them.
    undrawn.addGrant('late grant', 9, 600, 640);
    drawn.addGrant('late grant', 9, 600, 640);
    expect(undrawn.hasUndrawn()).toBe(true);
    undrawn.drawUndrawn();
    expect(undrawn.hasUndrawn()).toBe(false);
    expect(runsOf(undrawn)).toBe(runsOf(drawn));
    expect(undrawn.drawn).toEqual(drawn.drawn);
    expect(undrawn.frontierGrants()).toEqual(drawn.frontierGrants());
  });

  it('leave the balance exact, undrawn, at and before the earliest of them', () => {
    const undrawn = busySchedule();
    const drawn = busySchedule();
    [[5, 700], [3, 1_200], [6, 701]].forEach(([amount, time], index) => {
      undrawn.acceptUndrawn(amount, time, 400 + index);
      consumeDrawn(drawn, amount, time, 400 + index);
    });
    for (let time = 0; time <= 2_050; time += 1) {
      expect(undrawn.balanceIsDrawnAt(time)).toBe(time <= 700);
      if (time <= 700) expect(undrawn.balanceAt(time), `balance at ${time}`).toBe(drawn.balanceAt(time));
    }
    // Later, what expired unused waits for the draw: the balance is at most the true one.
    expect(undrawn.balanceAt(1_300)).toBeLessThanOrEqual(drawn.balanceAt(1_300));
    expect(undrawn.hasUndrawn()).toBe(true);
  });

  it('are refused the shortcut where the balance after them would not cover them', () => {
    const schedule = busySchedule();
    // The balance near the end is small: a large amount early would leave a later consumption short.
    const balanceAtEnd = schedule.balanceAt(1_999);
    expect(acceptsUndrawn(schedule, balanceAtEnd + 1, 20, RUNS_WORTH_UNDRAWING)).toBe(false);
  });
});
