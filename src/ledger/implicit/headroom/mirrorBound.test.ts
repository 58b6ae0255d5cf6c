/**
 * The headroom's lower bound from the mirror's totals as the reserve last knew them, stale
 * or not (balanceBounds.ts, `mirrorView`; docs/ENGINE.md, fact 6): never above the headroom,
 * so where it reaches the upper bound that is the headroom, and it decides questions the
 * kept schedule's bound leaves to a walk.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../testing/propertyRuns';
import type { LedgerScenario } from '../../testing/arbitraries';
import { cascadeScenario } from '../../testing/arbitraries';
import { backdatedScenario, scarceCreditScenario, spareCreditScenario } from '../../testing/backdatedScenario';
import { lateStreamScenario } from '../../testing/streamScenario';
import { sharedEndsScenario } from '../../testing/sharedEndsScenario';
import { captureCall } from '../../testing/callStep';
import { timesAroundSnapshot } from '../../testing/oneTailCut';
import { ReferenceLedger } from '../../reference';
import { ImplicitLedger } from '../index';
import type { Schedule } from '../schedule/schedule';
import type { HeadroomReserve } from './reserve';
import { headroomBounds } from './balanceBounds';

interface Counts {
  checked: number;
  /** Where the kept schedule's bound left a gap. */
  open: number;
  /** Of those, where the headroom is the upper bound: all a lower bound can decide. */
  openAtUpper: number;
  /** Where the mirror's bound closed it. */
  closed: number;
}

/**
 * Plays the scenario, buying the mirror's totals every few calls, and every few calls reads
 * both lower bounds at every time where the headroom can change.
 */
function checkMirrorBound(scenario: LedgerScenario, counts: Counts): void {
  const ledger = new ImplicitLedger({ policy: scenario.policy });
  const reference = new ReferenceLedger({ policy: scenario.policy });
  const { schedule } = ledger as unknown as { schedule: Schedule; reserve: HeadroomReserve };
  scenario.calls.forEach((call, index) => {
    captureCall(ledger, call);
    captureCall(reference, call);
    // Fresh totals now and then (as the app's headroom series buys them after every change),
    // which the calls after make stale.
    if (index % 7 === 3) ledger.headroomSeries(0, 1);
    if (index % 5 !== 4) return;
    for (const time of timesAroundSnapshot(ledger.snapshot())) {
      const headroom = reference.headroomAt(time);
      const kept = headroomBounds(schedule, time);
      const both = headroomBounds(schedule, time, undefined, Number.POSITIVE_INFINITY, ['kept', 'mirror']);
      expect(both.lower, `t=${time}`).toBeLessThanOrEqual(headroom);
      expect(both.lower).toBeGreaterThanOrEqual(kept.lower);
      expect(both.upper).toBe(kept.upper);
      if (both.decidedBy === 'mirror') expect(headroom, `t=${time}`).toBe(both.upper);
      // Walked the other way round, the same bounds where the walks do not stop early.
      const mirrorFirst = headroomBounds(schedule, time, undefined, Number.POSITIVE_INFINITY, ['mirror', 'kept']);
      expect(mirrorFirst.lower, `t=${time}`).toBeLessThanOrEqual(headroom);
      expect(mirrorFirst.lower === mirrorFirst.upper).toBe(both.lower === both.upper);
      expect(mirrorFirst.upper).toBe(both.upper);
      counts.checked++;
      if (kept.lower < kept.upper) counts.open++;
      if (kept.lower < kept.upper && headroom === kept.upper) counts.openAtUpper++;
      if (kept.lower < kept.upper && both.lower === both.upper) counts.closed++;
    }
  });
  ledger.checkInvariants();
}

describe("the headroom's lower bound from the mirror's totals, stale or not", () => {
  it.each([
    ['the backdated shape', backdatedScenario],
    ['the backdated shape with credit to spare', spareCreditScenario],
    ['the backdated shape with scarce credit', scarceCreditScenario],
    ['late streams with credit left over', lateStreamScenario],
    ['windows sharing ends', sharedEndsScenario],
    ['deep cascades', cascadeScenario],
  ])('never passes the headroom, on %s', (_name, scenarios) => {
    const counts: Counts = { checked: 0, open: 0, openAtUpper: 0, closed: 0 };
    fc.assert(
      fc.property(scenarios, (scenario) => checkMirrorBound(scenario, counts)),
      propertyRuns(60),
    );
    expect(counts.checked).toBeGreaterThan(0);
  }, 240_000);

  it('decides questions the kept schedule leaves open, with totals bought before grants in the past', () => {
    const counts: Counts = { checked: 0, open: 0, openAtUpper: 0, closed: 0 };
    for (const scenarios of [backdatedScenario, spareCreditScenario, lateStreamScenario]) {
      fc.assert(
        fc.property(scenarios, (scenario) => checkMirrorBound(scenario, counts)),
        propertyRuns(150),
      );
    }
    // About 87% of them on 2026-12-05 (335 of 383); the rest had totals too stale.
    expect(counts.openAtUpper).toBeGreaterThan(0);
    expect(counts.closed).toBeGreaterThan(counts.openAtUpper / 2);
  }, 240_000);

  it('decides a question from totals bought before a grant in the past, where the kept schedule leaves credit in a later grant', () => {
    // Without the rules, which would follow the grant below and keep the totals.
    const ledger = new ImplicitLedger({ mirrorRules: false });
    ledger.addGrant({ id: 'A', amount: 3, start: 0, end: 100 });
    ledger.addGrant({ id: 'S', amount: 10, start: 0, end: 28 });
    ledger.addGrant({ id: 'U', amount: 5, start: 20, end: 30 });
    // Kept: c1 draws S (it ends first), so U, opened after 5, expires with its 5 unused.
    // The mirror (latest start first) draws U for c1 and leaves S's 10.
    ledger.consume({ id: 'c1', amount: 5, timestamp: 25 });
    ledger.consume({ id: 'c2', amount: 3, timestamp: 60 });
    ledger.headroomSeries(0, 1);
    // A grant in the past makes those totals stale.
    ledger.addGrant({ id: 'P', amount: 1, start: 10, end: 200 });
    const { schedule, reserve } = ledger as unknown as { schedule: Schedule; reserve: HeadroomReserve };
    // At 5 the balance at 60 is 1; S's and U's 5 unused each lift it to the upper bound, 11.
    // The kept bound counts only S (open at 5): 6. The stale totals leave nothing in U: 11.
    expect(headroomBounds(schedule, 5)).toEqual({ lower: 6, upper: 11 });
    expect(headroomBounds(schedule, 5, undefined, Number.POSITIVE_INFINITY, ['kept', 'mirror'])).toEqual({ lower: 11, upper: 11, decidedBy: 'mirror' });
    const walked = reserve.forwardRent.answered;
    expect(ledger.headroomAt(5)).toBe(11);
    expect(reserve.decidedByStaleTotals).toBe(1);
    expect(reserve.forwardRent.answered).toBe(walked);
    expect(ledger.preview({ amount: 11, timestamp: 5 }).accepted).toBe(true);
    expect(ledger.preview({ amount: 12, timestamp: 5 }).accepted).toBe(false);
    ledger.checkInvariants();
  });
});
