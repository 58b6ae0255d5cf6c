import { describe, expect, it } from 'vitest';
import { ledgersOf } from '../../testing/scheduleLedgers';
import { brokenByBalances, brokenIfNoCreditExpires, everyBreakKeepsWhatItFound } from './brokenByBalances';
import { releasedCreditIsDrawnAgain } from './releasedCredit';

/**
 * Check 3 of a broken list read from the balances (releasedCredit.ts), by hand: where the
 * credit the broken consumptions give back is drawn again or lost, and whether the loss
 * leaves the consumptions after the last break covered. `brokenByBalances.test.ts` checks
 * it against the reference on generated ledgers.
 */
describe('check 3: what the broken consumptions give back', () => {
  it.each([
    {
      // The candidate takes 4 of A; c1 (6 at 5, before B opens) finds 2 and is broken. The
      // kept schedule empties A with c1, so item 2 fails; but c2 draws 6 from B, which ends
      // after A, before A ends: there C draws A's 2 first, and nothing expires unused.
      name: 'its credit is drawn again before its grant expires',
      // [id, amount, start, end] and [id, amount, timestamp]
      grants: [['A', 6, 0, 10], ['B', 12, 6, 100]] as const,
      consumptions: [['c1', 6, 5], ['c2', 6, 8], ['c3', 6, 50]] as const,
      candidate: 4,
      missing: 4,
    },
    {
      // The candidate takes 3 of A; c1 (8 at 2, before B opens) finds 7 and is broken. C
      // then holds 5 more than K: c2 draws 2 of A in both, and A expires with 5 in C. Its
      // bound from the deficit (8 - 3) is what C holds over K, so c3 still fits.
      name: 'what expires unused is no more than the credit over the kept schedule',
      grants: [['A', 10, 0, 10], ['B', 10, 5, 100]] as const,
      consumptions: [['c1', 8, 2], ['c2', 2, 9], ['c3', 10, 50]] as const,
      candidate: 3,
      missing: 1,
    },
  ])("answers where a broken consumption's grant runs dry, when $name", ({ grants, consumptions, candidate, missing }) => {
    const { reference, schedule } = ledgersOf(grants, consumptions);
    const breakUnits: number[] = [];
    const broken = brokenIfNoCreditExpires(schedule, candidate, schedule.balancePoints.firstBelow(schedule, 1, candidate), breakUnits);
    expect(everyBreakKeepsWhatItFound(schedule, breakUnits, broken, 50)).toBe(false);
    expect(releasedCreditIsDrawnAgain(schedule, { amount: candidate, time: 1, units: breakUnits }, 50)).toBe(true);
    expect(brokenByBalances(schedule, candidate, 1)).toStrictEqual([{ consumption: 0, missing }]);
    expect(reference.previewBreakdown({ amount: candidate, timestamp: 1 }).broken).toStrictEqual([{ id: 'c1', missing }]);
  });

  it('answers where what the breaks give back expires at several ends, all of it covered by the balance after the last break', () => {
    // The candidate takes 1 of A1; c1 (4 at 2) finds 3 and is broken, giving back 1 of A1
    // and 2 of A2, which expire unused at 10 and 12. Each end's own bound counts A1's
    // credit again at 12 (2 + 3 > the 3 that C holds over K), but C loses no more than the
    // 4 the break gave back, and c2 finds 15 in K's balance, so nothing else breaks.
    const { reference, schedule } = ledgersOf(
      [['A1', 2, 0, 10], ['A2', 2, 0, 12], ['L', 20, 5, 1_000]],
      [['c1', 4, 2], ['c2', 5, 20]],
    );
    const units = [0, 4];
    expect(releasedCreditIsDrawnAgain(schedule, { amount: 1, time: 1, units }, 20)).toBe(true);
    expect(brokenByBalances(schedule, 1, 1)).toStrictEqual([{ consumption: 0, missing: 1 }]);
    expect(reference.previewBreakdown({ amount: 1, timestamp: 1 }).broken).toStrictEqual([{ id: 'c1', missing: 1 }]);
  });

  it('declines where credit a break gives back expires and the balances still lack part of the candidate', () => {
    // 15 at 0 leaves A 0: c0 (2 at 1) finds only B's 1 and is broken, giving it back; B
    // expires at 1 with it, so c2 (1 at 2) finds nothing. The balances cover c2 with 13
    // of the 13 the candidate still lacks, and cannot tell that 1 more expired.
    const { reference, schedule } = ledgersOf([['A', 15, 0, 2], ['B', 1, 1, 1]], [['c0', 2, 1], ['c2', 1, 2]]);
    expect(releasedCreditIsDrawnAgain(schedule, { amount: 15, time: 0, units: [0, 2] }, 2)).toBe(false);
    expect(brokenByBalances(schedule, 15, 0)).toStrictEqual({ firstBreakTime: 1 });
    expect(reference.previewBreakdown({ amount: 15, timestamp: 0 }).broken).toStrictEqual([
      { id: 'c0', missing: 1 },
      { id: 'c2', missing: 1 },
    ]);
  });

  it('reads check 3 with the candidate less the credit absorbed before the first break', () => {
    // The two cases above (several ends; the balances still lacking part of the
    // candidate), each with U added: open at the candidate, unused in the kept schedule,
    // U takes the candidate's first credits before the first break, so the deficit there
    // is the candidate less U's amount.
    const answered = ledgersOf(
      [['U', 2, 0, 1], ['A1', 2, 0, 10], ['A2', 2, 0, 12], ['L', 20, 5, 1_000]],
      [['c1', 4, 2], ['c2', 5, 20]],
    );
    expect(brokenByBalances(answered.schedule, 3, 1)).toStrictEqual([{ consumption: 0, missing: 1 }]);
    expect(answered.reference.previewBreakdown({ amount: 3, timestamp: 1 }).broken).toStrictEqual([{ id: 'c1', missing: 1 }]);
    // Here the credit c0 gives back expires at 1, so c2 is broken too, which the balances miss.
    const declined = ledgersOf([['U', 3, 0, 0], ['A', 15, 0, 2], ['B', 1, 1, 1]], [['c0', 2, 1], ['c2', 1, 2]]);
    expect(brokenByBalances(declined.schedule, 18, 0)).toStrictEqual({ firstBreakTime: 1 });
    expect(declined.reference.previewBreakdown({ amount: 18, timestamp: 0 }).broken).toStrictEqual([
      { id: 'c0', missing: 1 },
      { id: 'c2', missing: 1 },
    ]);
  });

  it('counts what C holds over K from the deficit left after absorption, not from the whole candidate', () => {
    // 17 at 4 takes G2's 12 (unused in K: absorbed) and 5 of G1; c0 (2 at 7) finds 1 and
    // is broken, giving 1 back. The deficit after absorption is 5, so C holds 2 - 5 = -3
    // over K after c0; K's balance at 32 is 5, which covers the 2 the break gave back.
    // Counted from the whole 17, C would hold -15, and the list would go to a dry run.
    const { reference, schedule } = ledgersOf([['G1', 6, 3, 11], ['G2', 12, 2, 6], ['G7', 6, 22, 35]], [['c0', 2, 7], ['c4', 1, 32]]);
    expect(brokenByBalances(schedule, 17, 4)).toStrictEqual([{ consumption: 0, missing: 1 }]);
    expect(reference.previewBreakdown({ amount: 17, timestamp: 4 }).broken).toStrictEqual([{ id: 'c0', missing: 1 }]);
  });

  it('reads check 3 where a grant keeping credit unused ends after the last break, then bounding the loss by what the breaks gave back', () => {
    // The case with several ends above, with W expiring at 16 with all of its 3 in the kept
    // schedule: from there C may lose less than K, which the per-end bounds do not follow,
    // but no more in all than the 4 the break gave back, and c2 finds 15 in K's balance.
    const { reference, schedule } = ledgersOf(
      [['A1', 2, 0, 10], ['A2', 2, 0, 12], ['W', 3, 15, 16], ['L', 20, 5, 1_000]],
      [['c1', 4, 2], ['c2', 5, 20]],
    );
    expect(brokenByBalances(schedule, 1, 1)).toStrictEqual([{ consumption: 0, missing: 1 }]);
    expect(reference.previewBreakdown({ amount: 1, timestamp: 1 }).broken).toStrictEqual([{ id: 'c1', missing: 1 }]);
  });
});
