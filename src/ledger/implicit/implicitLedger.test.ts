import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../testing/propertyRuns';
import type { LedgerScenario } from '../testing/arbitraries';
import { deepCascadeScenario, retroactiveGrantScenario, spreadingPastGrantScenario } from '../testing/cascadeScenarios';
import { playSideBySide, playWithoutExtraReads } from '../testing/differentialCheck';
import { implicitFactory, testSettingsFactory } from '../testing/engines';
import { lateStreamScenario } from '../testing/streamScenario';
import { ImplicitLedger } from './index';

/**
 * Every failure reproduces from fast-check's printed seed and path:
 * `LEDGER_SEED=<seed> LEDGER_PATH=<path> npx vitest run src/ledger/implicit`.
 */
function agreesWithReference(scenarios: fc.Arbitrary<LedgerScenario>, numRuns: number): void {
  fc.assert(fc.property(scenarios, (scenario) => playSideBySide(implicitFactory, scenario)), propertyRuns(numRuns));
}

const slowSuiteTimeoutMs = 120_000;

describe('the implicit engine agrees with the reference', () => {
  it('on streams where many consumptions and grants arrive late', () => {
    agreesWithReference(lateStreamScenario, 150);
  }, slowSuiteTimeoutMs);

  it('on deep cascades through grants that all overlap', () => {
    agreesWithReference(deepCascadeScenario, 150);
  }, slowSuiteTimeoutMs);

  it('when grants arrive in the past after the consumptions', () => {
    agreesWithReference(retroactiveGrantScenario, 200);
  }, slowSuiteTimeoutMs);

  it('when a grant in the past spares dozens of small open grants at once', () => {
    agreesWithReference(spreadingPastGrantScenario, 100);
  }, slowSuiteTimeoutMs);

  it('on a preview beside undrawn consumptions that the balance at its time covers but a later one does not', () => {
    // Found by a differential fuzz (stop 48) against a preview that read only the balance at its time.
    const calls: LedgerScenario['calls'] = [
      { call: 'addGrant', args: { id: 'Z', amount: 27, start: 465, end: 3931 } },
      { call: 'addGrant', args: { id: 'e', amount: 23, start: 3824, end: 3897 } },
      { call: 'consume', args: { id: 'c54', amount: 10, timestamp: 3876 } },
      { call: 'consume', args: { id: 'c117', amount: 14, timestamp: 3236 } },
      { call: 'consume', args: { id: 'c95', amount: 4, timestamp: 1209 } },
      { call: 'preview', args: { amount: 12, timestamp: 1047 } },
    ];
    for (const factory of [implicitFactory, testSettingsFactory]) playWithoutExtraReads(factory, { policy: 'reject', calls });
  });
});

/**
 * Sixty long grants, then consumptions arriving newest first: every one moves the draws
 * of all later ones through every grant, so the replay changes more grants than a
 * frontier settles one by one (it makes one pass instead).
 */
function cascadeThroughManyGrants(): LedgerScenario {
  const calls: LedgerScenario['calls'] = [];
  for (let grant = 0; grant < 60; grant++) {
    calls.push({ call: 'addGrant', args: { id: `g${grant}`, amount: 5 + (grant % 4), start: grant, end: 5_000 - 7 * grant } });
  }
  for (let consumption = 0; consumption < 80; consumption++) {
    const timestamp = 4_000 - 37 * consumption;
    calls.push({ call: 'consume', args: { id: `c${consumption}`, amount: 1 + (consumption % 5), timestamp } });
    if (consumption % 10 === 0) calls.push({ call: 'headroomAt', args: { t: timestamp } });
  }
  calls.push({ call: 'preview', args: { amount: 40, timestamp: 100 } });
  return { policy: 'reject', calls };
}

describe('ImplicitLedger', () => {
  it('agrees with the reference on a cascade through many grants', () => {
    playSideBySide(implicitFactory, cascadeThroughManyGrants());
  });

  it('moves a later draw to the next grant when an earlier consumption takes its credit', () => {
    const ledger = new ImplicitLedger();
    ledger.addGrant({ id: 'a', amount: 10, start: 0, end: 100 });
    ledger.addGrant({ id: 'b', amount: 10, start: 0, end: 200 });
    ledger.consume({ id: 'late', amount: 10, timestamp: 50 });
    ledger.consume({ id: 'early', amount: 5, timestamp: 10 });
    expect(ledger.drawsOf('late')).toStrictEqual([
      { grantId: 'a', amount: 5 },
      { grantId: 'b', amount: 5 },
    ]);
    ledger.checkInvariants();
  });

  it('leaves the schedule unchanged after a refused consumption and after reads', () => {
    const ledger = new ImplicitLedger();
    ledger.addGrant({ id: 'a', amount: 10, start: 0, end: 100 });
    ledger.consume({ id: 'late', amount: 8, timestamp: 50 });
    const before = ledger.snapshot();
    expect(ledger.consume({ id: 'early', amount: 5, timestamp: 10 })).toStrictEqual({
      status: 'rejected',
      reason: 'would-break',
      broken: ['late'],
    });
    expect(ledger.previewBreakdown({ amount: 5, timestamp: 10 }).broken).toStrictEqual([{ id: 'late', missing: 3 }]);
    ledger.headroomAt(10);
    ledger.explainDraw('late');
    expect(ledger.snapshot()).toStrictEqual(before);
    ledger.checkInvariants();
  });

  it('redraws consumptions that reached past a grant that arrives in the past', () => {
    const ledger = new ImplicitLedger();
    ledger.addGrant({ id: 'long', amount: 10, start: 0, end: 100 });
    ledger.consume({ id: 'c', amount: 4, timestamp: 20 });
    ledger.addGrant({ id: 'short', amount: 10, start: 10, end: 30 });
    expect(ledger.drawsOf('c')).toStrictEqual([{ grantId: 'short', amount: 4 }]);
    expect(ledger.balanceAt(100)).toBe(10);
  });

  it('hands the credit of a grant in the past down to the grants it spares', () => {
    const ledger = new ImplicitLedger();
    ledger.addGrant({ id: 'long', amount: 10, start: 0, end: 100 });
    ledger.addGrant({ id: 'mid', amount: 5, start: 0, end: 50 });
    ledger.consume({ id: 'c1', amount: 5, timestamp: 10 });
    ledger.consume({ id: 'c2', amount: 5, timestamp: 20 });
    // 'short' comes first at t=10, so 'mid' keeps 3 for c2, which then needs 'long' less.
    ledger.addGrant({ id: 'short', amount: 3, start: 5, end: 30 });
    expect(ledger.drawsOf('c1')).toStrictEqual([
      { grantId: 'short', amount: 3 },
      { grantId: 'mid', amount: 2 },
    ]);
    expect(ledger.drawsOf('c2')).toStrictEqual([
      { grantId: 'mid', amount: 3 },
      { grantId: 'long', amount: 2 },
    ]);
    expect(ledger.balanceAt(100)).toBe(8);
    ledger.checkInvariants();
  });

  it('keeps every later draw when a late consumption takes credit its grant has to spare', () => {
    const ledger = new ImplicitLedger();
    ledger.addGrant({ id: 'short', amount: 20, start: 0, end: 60 });
    ledger.addGrant({ id: 'long', amount: 100, start: 0, end: 100 });
    ledger.consume({ id: 'now', amount: 10, timestamp: 50 });
    expect(ledger.consume({ id: 'late', amount: 5, timestamp: 10 })).toStrictEqual({ status: 'accepted' });
    expect(ledger.drawsOf('late')).toStrictEqual([{ grantId: 'short', amount: 5 }]);
    expect(ledger.drawsOf('now')).toStrictEqual([{ grantId: 'short', amount: 10 }]);
    expect(ledger.balanceAt(61)).toBe(100);
    ledger.checkInvariants();
  });

  it('draws a late consumption where no grant opens or expires after it as if at the present', () => {
    const ledger = new ImplicitLedger();
    ledger.addGrant({ id: 'a', amount: 10, start: 0, end: 100 });
    ledger.addGrant({ id: 'b', amount: 10, start: 0, end: 200 });
    ledger.consume({ id: 'c1', amount: 8, timestamp: 50 });
    ledger.consume({ id: 'c2', amount: 8, timestamp: 60 });
    // The credit open at 60 (4) does not cover 5: the replay names what would break.
    expect(ledger.preview({ amount: 5, timestamp: 10 })).toStrictEqual({ accepted: false, shortfall: 0, broken: ['c2'] });
    expect(ledger.consume({ id: 'c0', amount: 4, timestamp: 10 })).toStrictEqual({ status: 'accepted' });
    expect(ledger.drawsOf('c0')).toStrictEqual([{ grantId: 'a', amount: 4 }]);
    expect(ledger.drawsOf('c1')).toStrictEqual([
      { grantId: 'a', amount: 6 },
      { grantId: 'b', amount: 2 },
    ]);
    expect(ledger.drawsOf('c2')).toStrictEqual([{ grantId: 'b', amount: 8 }]);
    ledger.checkInvariants();
  });

  it('keeps every later draw of a late consumption when the grant opened since comes after them', () => {
    const ledger = new ImplicitLedger();
    ledger.addGrant({ id: 'a', amount: 10, start: 0, end: 100 });
    ledger.addGrant({ id: 'b', amount: 10, start: 0, end: 200 });
    ledger.consume({ id: 'c1', amount: 5, timestamp: 50 });
    ledger.addGrant({ id: 'n', amount: 10, start: 60, end: 300 });
    ledger.consume({ id: 'c2', amount: 5, timestamp: 70 });
    expect(ledger.consume({ id: 'c0', amount: 3, timestamp: 10 })).toStrictEqual({ status: 'accepted' });
    expect(ledger.drawsOf('c2')).toStrictEqual([
      { grantId: 'a', amount: 2 },
      { grantId: 'b', amount: 3 },
    ]);
    ledger.checkInvariants();
  });

  it('replays a late consumption when a kept draw comes from a grant that opened after the earlier time', () => {
    const ledger = new ImplicitLedger();
    ledger.addGrant({ id: 'a', amount: 5, start: 0, end: 100 });
    ledger.consume({ id: 'c1', amount: 5, timestamp: 50 });
    ledger.addGrant({ id: 'n', amount: 10, start: 60, end: 80 });
    ledger.consume({ id: 'c2', amount: 4, timestamp: 70 });
    // The balance at 70 covers 2, but c1 (at 50, before 'n' opens) would lose 2 of 'a'.
    expect(ledger.consume({ id: 'c0', amount: 2, timestamp: 10 })).toStrictEqual({
      status: 'rejected',
      reason: 'would-break',
      broken: ['c1'],
    });
    ledger.checkInvariants();
  });

  it('answers headroom as the credit no later consumption needs', () => {
    const ledger = new ImplicitLedger();
    ledger.addGrant({ id: 'a', amount: 100, start: 0, end: 10 });
    ledger.consume({ id: 'late', amount: 80, timestamp: 8 });
    expect(ledger.headroomAt(2)).toBe(20);
    expect(ledger.balanceAt(2)).toBe(100);
  });

  it('keeps balances beyond 2^32 exact in the balance series', () => {
    const ledger = new ImplicitLedger();
    ledger.addGrant({ id: 'big', amount: 2 ** 40, start: 0, end: 10 });
    ledger.consume({ id: 'c', amount: 2 ** 33, timestamp: 5 });
    expect(ledger.balanceSeries(0, 12)).toStrictEqual([
      { t: 0, value: 2 ** 40 },
      { t: 5, value: 2 ** 40 - 2 ** 33 },
      { t: 11, value: 0 },
    ]);
  });
});
