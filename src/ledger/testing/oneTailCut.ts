/**
 * The one-tail cut of a ledger at a time (fact 5 of edfCharacterisation.test.ts), from its
 * snapshot alone: granted - consumed - the credit that expired unused before t - the most
 * that every grant starting after some a >= t leaves over all the demand after a (0 when
 * no tail leaves anything). It bounds the headroom from above, and the engine's `upper`
 * bound (headroom/balanceBounds.ts) is exactly this.
 */
import type { LedgerSnapshot } from '../types';

/** Every time where the headroom or this cut can change: each window's edges and the times beside them, each consumption's time. */
export function timesAroundSnapshot({ grants, consumptions }: LedgerSnapshot): number[] {
  const times = new Set([...grants.flatMap((g) => [g.start - 1, g.start, g.end, g.end + 1]), ...consumptions.map((c) => c.timestamp)]);
  return [...times].filter((t) => t >= 0);
}

export function oneTailCut(snapshot: LedgerSnapshot, time: number): number {
  const { grants } = snapshot;
  const accepted = snapshot.consumptions.filter((c) => c.status === 'accepted');
  const granted = grants.reduce((sum, g) => sum + g.amount, 0);
  const consumed = accepted.reduce((sum, c) => sum + c.amount, 0);
  const expiredUnused = grants.reduce((sum, g) => sum + (g.end < time ? g.left : 0), 0);
  const stranded = (from: number) =>
    grants.reduce((sum, g) => sum + (g.start > from ? g.amount : 0), 0) - accepted.reduce((sum, c) => sum + (c.timestamp > from ? c.amount : 0), 0);
  const froms = [time, ...timesAroundSnapshot(snapshot).filter((t) => t > time)];
  return granted - consumed - expiredUnused - Math.max(0, ...froms.map(stranded));
}
