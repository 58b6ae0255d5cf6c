import { describe, expect, it } from 'vitest';
import { engineFactories } from './testing/engines';

/**
 * Behaviour the spec leaves open, decided in reference.ts; every engine must agree.
 * The shared conformance cases cover the rules the spec states.
 */
for (const { name, create } of engineFactories) {
  describe(`the ${name} engine`, () => {
    it('lets a rejected id be retried with other parameters under the reject policy', () => {
      const ledger = create('reject');
      ledger.consume({ id: 'job', amount: 40, timestamp: 7 });
      ledger.addGrant({ id: 'g', amount: 10, start: 0, end: 10 });
      expect(ledger.consume({ id: 'job', amount: 5, timestamp: 3 })).toEqual({ status: 'accepted' });
    });

    it('answers an identical retry of a pending consumption with exactly { status: pending }', () => {
      const ledger = create('pending');
      ledger.consume({ id: 'p', amount: 5, timestamp: 1 });
      expect(ledger.consume({ id: 'p', amount: 5, timestamp: 1 })).toStrictEqual({ status: 'pending' });
    });

    it('does not retry the pending queue on an idempotent grant retry', () => {
      const ledger = create('pending');
      ledger.addGrant({ id: 'g', amount: 5, start: 0, end: 10 });
      ledger.consume({ id: 'p', amount: 8, timestamp: 1 });
      expect(ledger.addGrant({ id: 'g', amount: 5, start: 0, end: 10 })).toEqual({ resolved: [] });
      expect(ledger.snapshot().consumptions[0].status).toBe('pending');
    });

    it('resolves pending consumptions oldest first and gives them acceptance order at that moment', () => {
      const ledger = create('pending');
      ledger.consume({ id: 'first', amount: 3, timestamp: 4 });
      ledger.consume({ id: 'second', amount: 3, timestamp: 2 });
      ledger.addGrant({ id: 'early', amount: 1, start: 0, end: 9 });
      ledger.consume({ id: 'now', amount: 1, timestamp: 5 });
      expect(ledger.addGrant({ id: 'g', amount: 6, start: 0, end: 9 })).toEqual({ resolved: ['first', 'second'] });
      const orders = ledger.snapshot().consumptions.map(({ id, acceptanceOrder }) => [id, acceptanceOrder]);
      expect(orders).toEqual([['first', 1], ['second', 2], ['now', 0]]);
    });

    it('returns no draws and no explanation for an unknown id', () => {
      const ledger = create('reject');
      expect(ledger.drawsOf('nobody')).toEqual([]);
      expect(ledger.explainDraw('nobody')).toBeNull();
    });

    it('explains a draw with every grant eligible at its time in EDF order, exhausted ones included', () => {
      const ledger = create('reject');
      ledger.addGrant({ id: 'late-end', amount: 10, start: 0, end: 9 });
      ledger.addGrant({ id: 'b', amount: 2, start: 0, end: 5 });
      ledger.addGrant({ id: 'a', amount: 2, start: 0, end: 5 });
      ledger.consume({ id: 'first', amount: 2, timestamp: 1 });
      ledger.consume({ id: 'second', amount: 5, timestamp: 3 });
      expect(ledger.explainDraw('second')).toEqual({
        consumptionId: 'second',
        timestamp: 3,
        amount: 5,
        queue: [
          { grantId: 'a', start: 0, end: 5, leftBefore: 0, drawn: 0 },
          { grantId: 'b', start: 0, end: 5, leftBefore: 2, drawn: 2 },
          { grantId: 'late-end', start: 0, end: 9, leftBefore: 10, drawn: 3 },
        ],
      });
      expect(ledger.drawsOf('second')).toEqual([{ grantId: 'b', amount: 2 }, { grantId: 'late-end', amount: 3 }]);
    });

    it('states how much each broken consumption would miss in a preview breakdown', () => {
      const ledger = create('reject');
      ledger.addGrant({ id: 'g1', amount: 100, start: 0, end: 10 });
      ledger.consume({ id: 'c_late', amount: 80, timestamp: 8 });
      expect(ledger.previewBreakdown({ amount: 30, timestamp: 2 })).toEqual({
        shortfall: 0,
        broken: [{ id: 'c_late', missing: 10 }],
        balance: 100,
        headroom: 20,
      });
    });

    it('gives step series with a point at the start and one at every change', () => {
      const ledger = create('reject');
      ledger.addGrant({ id: 'g1', amount: 100, start: 2, end: 10 });
      ledger.consume({ id: 'c_late', amount: 80, timestamp: 8 });
      expect(ledger.balanceSeries(0, 12)).toEqual([
        { t: 0, value: 0 },
        { t: 2, value: 100 },
        { t: 8, value: 20 },
        { t: 11, value: 0 },
      ]);
      expect(ledger.headroomSeries(3, 12)).toEqual([
        { t: 3, value: 20 },
        { t: 11, value: 0 },
      ]);
    });

    it('lists grants in arrival order and consumptions in the order first accepted or queued', () => {
      const ledger = create('pending');
      ledger.addGrant({ id: 'z', amount: 5, start: 0, end: 3 });
      ledger.consume({ id: 'waits', amount: 9, timestamp: 1 });
      ledger.consume({ id: 'fits', amount: 2, timestamp: 1 });
      expect(ledger.snapshot()).toEqual({
        policy: 'pending',
        grants: [{ id: 'z', amount: 5, start: 0, end: 3, drawn: 2, left: 3 }],
        consumptions: [
          { id: 'waits', amount: 9, timestamp: 1, status: 'pending', acceptanceOrder: null, pendingOrder: 0, draws: [] },
          { id: 'fits', amount: 2, timestamp: 1, status: 'accepted', acceptanceOrder: 0, pendingOrder: null, draws: [{ grantId: 'z', amount: 2 }] },
        ],
        totalGranted: 5,
      });
    });
  });
}
