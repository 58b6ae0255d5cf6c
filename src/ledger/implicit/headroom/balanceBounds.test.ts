import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../testing/propertyRuns';
import type { LedgerScenario } from '../../testing/arbitraries';
import { cascadeScenario, windowEdgesScenario } from '../../testing/arbitraries';
import { backdatedScenario, spareCreditScenario } from '../../testing/backdatedScenario';
import { askingAfterEveryCall, playOnReserves } from '../../testing/reservePlay';
import { lateStreamScenario } from '../../testing/streamScenario';
import { scheduleOf } from '../../testing/engines';
import { ImplicitLedger } from '../index';
import { captureCall } from '../../testing/callStep';
import { oneTailCut, timesAroundSnapshot } from '../../testing/oneTailCut';
import { headroomBounds, headroomUpperBound, headroomUpperBoundOver } from './balanceBounds';
import { HeadroomReserve } from './reserve';

/** Plays the scenario and checks the bounds against the mirror reserve at every question; counts how often they decide. */
function checkBounds(scenario: LedgerScenario, counts: { decided: number; questions: number }): void {
  playOnReserves(askingAfterEveryCall(scenario), {
    reserves: (schedule) => [new HeadroomReserve(schedule)] as const,
    question(time, [reserve], schedule) {
      const headroom = schedule.balanceAt(time) - reserve.reserveAt(time);
      const { lower, upper } = headroomBounds(schedule, time);
      expect(lower).toBeLessThanOrEqual(headroom);
      expect(upper).toBeGreaterThanOrEqual(headroom);
      counts.questions++;
      if (lower === upper) counts.decided++;
    },
  });
}

/** `upper` is exactly fact 5's one-tail cut (testing/oneTailCut.ts) at every time where either can change. */
function checkUpperIsOneTailCut(scenario: LedgerScenario): void {
  const ledger = new ImplicitLedger({ policy: scenario.policy });
  for (const call of scenario.calls) captureCall(ledger, call);
  const snapshot = ledger.snapshot();
  const schedule = scheduleOf(ledger);
  for (const time of timesAroundSnapshot(snapshot)) expect(headroomUpperBound(schedule, time), `t=${time}`).toBe(oneTailCut(snapshot, time));
}

describe('headroom bounds from the balances after a time', () => {
  it.each([
    ['the backdated shape', backdatedScenario],
    ['late streams with credit left over', lateStreamScenario],
    ['deep cascades', cascadeScenario],
  ])('give as upper bound the one-tail cut, on %s', (_name, scenarios) => {
    fc.assert(fc.property(scenarios, checkUpperIsOneTailCut), propertyRuns(100));
  }, 60_000);

  // Each property run draws its own scenarios, so the share decided varies from run to run
  // (20 runs, stop 72): 0.9876-0.9964 on the backdated shape, 0.9884-0.9977 with credit to
  // spare, since stop 71 spread their late consumptions and backdated starts over the
  // history (at 0.99 it failed a fresh-clone CI run and a local one); 0.9633-0.9807 on late
  // streams, 0.9736-0.9861 on cascades.
  it.each([
    ['the backdated shape', backdatedScenario, 0.975, false],
    ['the backdated shape with credit to spare', spareCreditScenario, 0.975, false],
    ['late streams with credit left over', lateStreamScenario, 0.95, false],
    ['deep cascades', cascadeScenario, 0.95, true],
  ])('hold the mirror reserve headroom between them on %s, and decide most questions', (_name, scenarios, share, leavesSome) => {
    const counts = { decided: 0, questions: 0 };
    fc.assert(
      fc.property(scenarios, (scenario) => checkBounds(scenario, counts)),
      propertyRuns(150),
    );
    expect(counts.decided).toBeGreaterThan(counts.questions * share);
    // Some go to the mirror reserve, so the differential tests still reach it.
    if (leavesSome) expect(counts.decided).toBeLessThan(counts.questions);
  }, 120_000);

  it('bound the headroom over every stretch of time from above, where grants are open and where none is (a pending retry skips blocks by it)', () => {
    let tight = 0;
    fc.assert(
      fc.property(windowEdgesScenario, fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 8 }), (scenario, from, length) => {
        const ledger = new ImplicitLedger({ policy: scenario.policy });
        for (const call of scenario.calls) captureCall(ledger, call);
        const schedule = scheduleOf(ledger);
        const bound = headroomUpperBoundOver(schedule, from, from + length);
        let most = 0;
        for (let time = from; time <= from + length; time++) most = Math.max(most, ledger.headroomAt(time));
        expect(bound, `[${from}, ${from + length}]`).toBeGreaterThanOrEqual(most);
        if (bound === most) tight++;
      }),
      propertyRuns(300),
    );
    // Where no grant meets the stretch the bound is 0, whatever grants ending inside it have left.
    expect(tight).toBeGreaterThan(100);
  }, 60_000);

  it('counts on no credit of a grant opened after t that expires unused, before the least balance or past it', () => {
    const ledger = new ImplicitLedger();
    ledger.addGrant({ id: 'A', amount: 10, start: 0, end: 100 });
    ledger.addGrant({ id: 'U', amount: 5, start: 20, end: 30 });
    ledger.addGrant({ id: 'S', amount: 10, start: 0, end: 40 });
    ledger.consume({ id: 'c1', amount: 6, timestamp: 35 });
    ledger.consume({ id: 'c2', amount: 3, timestamp: 60 });
    // At 5: S (open then) keeps 4 unused, U (opened after) 5 that nothing at 5 can use.
    // The balance is 14 at 35 and 7 at 60, where S's 4 lift it to 11: the headroom.
    expect(ledger.headroomAt(5)).toBe(11);
    expect(ledger.preview({ amount: 11, timestamp: 5 }).accepted).toBe(true);
    expect(ledger.preview({ amount: 12, timestamp: 5 }).accepted).toBe(false);
    expect(ledger.preview({ amount: 14, timestamp: 5 }).accepted).toBe(false);
    ledger.checkInvariants();
  });

  it('parts at a stretch whose least balance lies below the upper bound less what expired before it, whatever expires later', () => {
    const ledger = new ImplicitLedger();
    ledger.addGrant({ id: 'S', amount: 20, start: 0, end: 60 });
    ledger.addGrant({ id: 'U', amount: 5, start: 20, end: 30 });
    ledger.addGrant({ id: 'A', amount: 30, start: 70, end: 100 });
    ledger.consume({ id: 'c1', amount: 15, timestamp: 50 });
    ledger.consume({ id: 'c2', amount: 1, timestamp: 80 });
    // At 5 the upper bound is 10 (the balance of 5 at 50, plus U's 5 that no candidate at 5
    // can use). S is open at 5 and expires with 5 unused, but only after 50: the
    // stretch up to its end falls to 5, the headroom. What S leaves must not lift it.
    const schedule = scheduleOf(ledger);
    expect(headroomBounds(schedule, 5)).toEqual({ lower: 5, upper: 10 });
    expect(ledger.headroomAt(5)).toBe(5);
    expect(ledger.preview({ amount: 5, timestamp: 5 }).accepted).toBe(true);
    expect(ledger.preview({ amount: 6, timestamp: 5 }).accepted).toBe(false);
    ledger.checkInvariants();
  });

  it('leaves to the mirror a question whose least balance lies past credit that expires unused', () => {
    const ledger = new ImplicitLedger();
    ledger.addGrant({ id: 'short', amount: 10, start: 0, end: 10 });
    ledger.addGrant({ id: 'long', amount: 5, start: 0, end: 100 });
    ledger.consume({ id: 'c1', amount: 2, timestamp: 5 });
    ledger.consume({ id: 'c2', amount: 4, timestamp: 50 });
    // At 5: 'short' ends with 8 unused, which 8 more at 5 could use; the balance at 50 is only 1.
    expect(ledger.headroomAt(5)).toBe(9);
    // A past grant between: the least balance after 5 rises to 4, still past the unused credit.
    ledger.addGrant({ id: 'mid', amount: 3, start: 20, end: 60 });
    expect(ledger.headroomAt(5)).toBe(12);
    expect(ledger.preview({ amount: 12, timestamp: 5 }).accepted).toBe(true);
    expect(ledger.preview({ amount: 13, timestamp: 5 }).accepted).toBe(false);
    ledger.checkInvariants();
  });
});
