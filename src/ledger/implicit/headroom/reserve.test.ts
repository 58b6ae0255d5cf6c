import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../testing/propertyRuns';
import type { LedgerScenario } from '../../testing/arbitraries';
import type { LedgerCall } from '../../testing/callStep';
import { playSideBySide } from '../../testing/differentialCheck';
import { implicitFactory } from '../../testing/engines';
import { playOnReserves } from '../../testing/reservePlay';
import { ImplicitLedger } from '../index';
import { HeadroomReserve } from './reserve';

interface Step {
  kind: 'now' | 'late' | 'future grant' | 'past grant' | 'headroom';
  advance: number;
  amount: number;
  /** How far back a late event or a query lands, or a future grant's distance. */
  offset: number;
  length: number;
  /** A query right after the change, so the kept mirror totals are brought up to date. */
  ask: boolean;
}

/**
 * Many grants on few distinct starts (ties broken by id in the mirror), more than the
 * mirror replay of a new consumption reads first, then consumptions mostly at the
 * present with headroom asked right after some of them (and not after others, so two
 * changes meet before a question), grants in the future and in the past, late ones.
 */
const reserveScenario: fc.Arbitrary<LedgerScenario> = fc
  .record({
    grants: fc.array(
      fc.record({ start: fc.integer({ min: 0, max: 6 }), length: fc.integer({ min: 20, max: 80 }), amount: fc.integer({ min: 1, max: 3 }) }),
      { minLength: 40, maxLength: 100, size: 'max' },
    ),
    steps: fc.array(
      fc.record({
        kind: fc.constantFrom<Step['kind']>('now', 'now', 'now', 'now', 'now', 'late', 'future grant', 'past grant', 'headroom'),
        advance: fc.integer({ min: 0, max: 1 }),
        amount: fc.integer({ min: 1, max: 10 }),
        offset: fc.integer({ min: 0, max: 40 }),
        length: fc.integer({ min: 0, max: 30 }),
        ask: fc.constantFrom(true, true, true, false),
      }),
      { maxLength: 60, size: 'max' },
    ),
  })
  .map(({ grants, steps }) => {
    const calls: LedgerCall[] = grants.map((grant, index) => ({
      call: 'addGrant',
      // Ids whose string order differs from their creation order.
      args: { id: `g${(index * 7) % 31}-${index}`, amount: grant.amount, start: grant.start, end: grant.start + grant.length },
    }));
    let now = 6;
    steps.forEach((step, index) => {
      now += step.advance;
      const back = Math.max(0, now - step.offset);
      if (step.kind === 'now' || step.kind === 'late') {
        calls.push({ call: 'consume', args: { id: `c${index}`, amount: step.amount, timestamp: step.kind === 'now' ? now : back } });
      } else if (step.kind !== 'headroom') {
        const start = step.kind === 'future grant' ? now + 1 + step.offset : back;
        calls.push({ call: 'addGrant', args: { id: `n${index}`, amount: step.amount * 3, start, end: start + step.length } });
      }
      if (step.ask || step.kind === 'headroom') calls.push({ call: 'headroomAt', args: { t: back } });
    });
    return { policy: 'reject' as const, calls };
  });

describe('the headroom reserve kept up to date', () => {
  it('answers as the reference, and its kept mirror totals are a fresh mirror replay', () => {
    // playSideBySide compares every headroom answer and runs checkInvariants (which
    // compares the kept mirror totals with a fresh replay) after every call.
    fc.assert(
      fc.property(reserveScenario, (scenario) => playSideBySide(implicitFactory, scenario)),
      propertyRuns(150),
    );
  }, 120_000);

  it('reading only the one or two nearest grants first, falls back to all of them when it needs more', () => {
    fc.assert(
      fc.property(reserveScenario, fc.integer({ min: 1, max: 3 }), (scenario, nearestGrants) => {
        const [reserve] = playOnReserves(scenario, {
          reserves: (schedule) => [new HeadroomReserve(schedule, { nearestGrants, readsForward: false })] as const,
          question(time, [asked]) {
            asked.reserveAt(time);
            expect(asked.keptTotals()).toStrictEqual(asked.replayedTotals());
            expect(asked.mirroredTableIsFresh()).toBe(true);
          },
        });
        // Kept up to date without falling back to a whole replay.
        expect(reserve.unexpectedOutcomes).toBe(0);
      }),
      propertyRuns(300),
    );
  }, 120_000);

  it('keeps the totals through a consumption at the present and a grant in the future', () => {
    const ledger = new ImplicitLedger();
    ledger.addGrant({ id: 'old', amount: 50, start: 0, end: 100 });
    ledger.addGrant({ id: 'new', amount: 10, start: 20, end: 100 });
    ledger.consume({ id: 'c1', amount: 15, timestamp: 30 });
    expect(ledger.headroomAt(10)).toBe(45);
    ledger.consume({ id: 'c2', amount: 5, timestamp: 40 });
    // c1 and c2 need 20, of which 'new' (starting after 10) covers 10.
    expect(ledger.headroomAt(10)).toBe(40);
    ledger.addGrant({ id: 'later', amount: 7, start: 50, end: 60 });
    ledger.consume({ id: 'c3', amount: 9, timestamp: 55 });
    expect(ledger.headroomAt(10)).toBe(38);
    expect(ledger.headroomAt(52)).toBe(38);
    ledger.checkInvariants();
  });
});
