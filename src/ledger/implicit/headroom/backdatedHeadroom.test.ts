import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../testing/propertyRuns';
import { fractionArbitrary, type LedgerScenario } from '../../testing/arbitraries';
import type { LedgerCall } from '../../testing/callStep';
import { playSideBySide } from '../../testing/differentialCheck';
import { implicitFactory } from '../../testing/engines';
import { ImplicitLedger } from '../index';

interface Step {
  kind: 'now' | 'late' | 'grant' | 'future grant' | 'gap grant';
  advance: number;
  amount: number;
  /** How far back a late consumption or a backdated grant's start lands. */
  offset: number;
  /** Where the question after it lands, as a fraction of the history. */
  askAt: number;
  ask: boolean;
}

/**
 * The backdated shape (bench/backdatedWorkloads.ts generateBackdated) in small: grants that start
 * in the past, demand close to supply (the mirror drains every grant but the oldest
 * ones), consumptions mostly at the present, some late, headroom asked at a uniformly
 * random time after most of them; grants in the future and grants whose window holds no
 * consumption (they join the kept totals with nothing drawn) mix in.
 */
const backdatedScenario: fc.Arbitrary<LedgerScenario> = fc
  .array(
    fc.record({
      kind: fc.constantFrom<Step['kind']>(
        'now', 'now', 'now', 'now', 'now', 'now', 'now', 'late', 'late', 'grant', 'future grant', 'gap grant',
      ),
      advance: fc.integer({ min: 0, max: 3 }),
      amount: fc.integer({ min: 1, max: 6 }),
      offset: fc.integer({ min: 0, max: 12 }),
      askAt: fractionArbitrary(0, 1),
      ask: fc.constantFrom(true, true, true, false),
    }),
    { minLength: 10, maxLength: 80, size: 'max' },
  )
  .map((steps) => {
    const calls: LedgerCall[] = [{ call: 'addGrant', args: { id: 'first', amount: 12, start: 0, end: 400 } }];
    let now = 2;
    steps.forEach((step, index) => {
      now += step.advance;
      const back = Math.max(0, now - step.offset);
      if (step.kind === 'now' || step.kind === 'late') {
        calls.push({ call: 'consume', args: { id: `c${index}`, amount: step.amount, timestamp: step.kind === 'now' ? now : back } });
      } else {
        // A gap grant closes right after it opens, past the present: nothing in its window yet.
        const start = step.kind === 'future grant' ? now + 1 + step.offset : step.kind === 'gap grant' ? now + 1 : back;
        const end = step.kind === 'gap grant' ? start : start + 20 + 4 * step.offset;
        calls.push({ call: 'addGrant', args: { id: `g${(index * 7) % 23}-${index}`, amount: 2 * step.amount + 4, start, end } });
      }
      if (step.ask) calls.push({ call: 'headroomAt', args: { t: Math.floor(step.askAt * (now + 1)) } });
    });
    return { policy: 'reject' as const, calls };
  });

describe('headroom on the backdated shape, with consumptions waiting in the mirror', () => {
  it('answers as the reference, the kept mirror totals checked after every call', () => {
    fc.assert(
      fc.property(backdatedScenario, (scenario) => playSideBySide(implicitFactory, scenario)),
      propertyRuns(200),
    );
  }, 120_000);

  it('counts a grant that joined with nothing drawn, which a late consumption then draws', () => {
    const ledger = new ImplicitLedger();
    ledger.addGrant({ id: 'a', amount: 10, start: 0, end: 100 });
    ledger.consume({ id: 'c1', amount: 5, timestamp: 50 });
    expect(ledger.headroomAt(0)).toBe(5);
    // Two consumptions waiting: the mirror replays from its first unit to absorb them.
    ledger.consume({ id: 'c2', amount: 1, timestamp: 50 });
    ledger.consume({ id: 'c3', amount: 1, timestamp: 40 });
    expect(ledger.headroomAt(20)).toBe(3);
    // Nothing in its window: it joins the kept totals with 0.
    ledger.addGrant({ id: 'b', amount: 5, start: 30, end: 35 });
    ledger.consume({ id: 'c4', amount: 2, timestamp: 32 });
    // The mirror draws c4 from 'b' (it started last): 9 consumed after 20, 2 from 'b'.
    expect(ledger.headroomAt(20)).toBe(3);
    ledger.checkInvariants();
  });
});
