import { describe, expect, it } from 'vitest';
import { CreditLedger } from '../../ledger';
import { presetScenario } from '../../scenario/presets';
import { grantRows, latestConsumptionTime, paidBy, sortGrantRows } from './grantRows';
import { whoPaidCsv } from './whoPaidCsv';

function snapshotOf(name: Parameters<typeof presetScenario>[0]) {
  const engine = new CreditLedger({ policy: presetScenario(name).policy });
  for (const operation of presetScenario(name).operations) {
    if (operation.kind === 'grant') engine.addGrant(operation);
    else engine.consume(operation);
  }
  return engine.snapshot();
}

describe('grantRows', () => {
  it('gives each grant its totals and how many draws it paid', () => {
    const snapshot = snapshotOf('Seed example 1');
    const rows = grantRows(snapshot, latestConsumptionTime(snapshot));
    expect(rows).toEqual([
      { id: 'g1', start: 0, end: 10, granted: 100, drawn: 80, left: 20, expiredUnused: 20, paidCount: 1 },
      { id: 'g2', start: 5, end: 15, granted: 50, drawn: 40, left: 10, expiredUnused: 0, paidCount: 1 },
    ]);
  });

  it('lists what the grants asked about paid, in replay order, whatever the arrival order', () => {
    const engine = new CreditLedger();
    engine.addGrant({ id: 'g', amount: 100, start: 0, end: 100 });
    engine.addGrant({ id: 'other', amount: 100, start: 0, end: 200 });
    engine.consume({ id: 'late', amount: 10, timestamp: 50 });
    engine.consume({ id: 'early', amount: 5, timestamp: 10 });
    engine.consume({ id: 'same-time', amount: 1, timestamp: 50 });
    const snapshot = engine.snapshot();
    expect(paidBy(snapshot, new Set(['g']))).toEqual(
      new Map([['g', [{ grantId: 'early', amount: 5 }, { grantId: 'late', amount: 10 }, { grantId: 'same-time', amount: 1 }]]]),
    );
    expect(grantRows(snapshot, null).map((row) => row.paidCount)).toEqual([3, 0]);
  });

  it('counts nothing as expired before any consumption', () => {
    const rows = grantRows(snapshotOf('Seed example 1'), null);
    expect(rows.map((row) => row.expiredUnused)).toEqual([0, 0]);
  });
});

describe('sortGrantRows', () => {
  const rows = grantRows(snapshotOf('Identical windows'), 4);

  it('sorts by a number column either way, ties in the order added', () => {
    // x (15) and y (10) drew a 10, b 10, c 5 (same end: smaller id first); b was added before a.
    expect(sortGrantRows(rows, { column: 'drawn', direction: 'descending' }).map((row) => row.id)).toEqual(['b', 'a', 'c']);
    expect(sortGrantRows(rows, { column: 'left', direction: 'descending' }).map((row) => row.id)).toEqual(['c', 'b', 'a']);
  });

  it('sorts ids in plain string order', () => {
    expect(sortGrantRows(rows, { column: 'id', direction: 'ascending' }).map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('whoPaidCsv', () => {
  it('writes one line per draw with a header', () => {
    expect(whoPaidCsv(snapshotOf('Seed example 1'))).toBe('consumption,grant,amount\r\nc1,g1,80\r\nc3,g2,40\r\n');
  });

});
