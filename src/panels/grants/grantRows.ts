/**
 * The grants table's rows, from the ledger snapshot: per grant what was granted, drawn and
 * is left, what expired unused, and which consumptions it paid. "Expired" is judged as of
 * the scenario's latest consumption time (its "now"): a grant that ended before then can
 * no longer pay for anything at or after it, so what it has left is lost.
 */
import type { Draw, LedgerSnapshot } from '../../ledger/types';

export interface GrantRow {
  id: string;
  start: number;
  end: number;
  granted: number;
  drawn: number;
  left: number;
  expiredUnused: number;
  /** How many draws this grant paid (which ones: paidBy, for the rows shown). */
  paidCount: number;
}

export type GrantColumn = 'id' | 'window' | 'granted' | 'drawn' | 'left' | 'expiredUnused' | 'paid';
export type SortDirection = 'ascending' | 'descending';

export interface GrantSort {
  column: GrantColumn;
  direction: SortDirection;
}

/** The latest time any accepted consumption takes credit; null when none has. */
export function latestConsumptionTime(snapshot: LedgerSnapshot): number | null {
  let latest: number | null = null;
  for (const consumption of snapshot.consumptions) {
    if (consumption.status === 'accepted' && (latest === null || consumption.timestamp > latest)) latest = consumption.timestamp;
  }
  return latest;
}

/**
 * Rows in the order grants were added; `asOf` is the time expiry is judged at (null:
 * nothing expired). Only counts of what each grant paid: the table shows 25 rows, and
 * listing every draw of every grant (sorting 20,000 consumptions) per answer was wasted.
 */
export function grantRows(snapshot: LedgerSnapshot, asOf: number | null): GrantRow[] {
  const paidCount = new Map<string, number>();
  for (const consumption of snapshot.consumptions) {
    if (consumption.status !== 'accepted') continue;
    for (const draw of consumption.draws) paidCount.set(draw.grantId, (paidCount.get(draw.grantId) ?? 0) + 1);
  }
  return snapshot.grants.map((grant) => ({
    id: grant.id,
    start: grant.start,
    end: grant.end,
    granted: grant.amount,
    drawn: grant.drawn,
    left: grant.left,
    expiredUnused: asOf !== null && grant.end < asOf ? grant.left : 0,
    paidCount: paidCount.get(grant.id) ?? 0,
  }));
}

/**
 * The consumptions each of `grantIds` paid, with how much, in replay order (time, then
 * acceptance). A Draw names a grant; here the entry is under its grant, so it names the
 * consumption.
 */
export function paidBy(snapshot: LedgerSnapshot, grantIds: ReadonlySet<string>): Map<string, Draw[]> {
  const found = new Map<string, { draw: Draw; timestamp: number; order: number }[]>([...grantIds].map((id) => [id, []]));
  for (const consumption of snapshot.consumptions) {
    if (consumption.status !== 'accepted') continue;
    for (const draw of consumption.draws) {
      found.get(draw.grantId)?.push({ draw: { grantId: consumption.id, amount: draw.amount }, timestamp: consumption.timestamp, order: consumption.acceptanceOrder ?? 0 });
    }
  }
  return new Map(
    [...found].map(([grantId, entries]) => [grantId, entries.sort((a, b) => a.timestamp - b.timestamp || a.order - b.order).map((entry) => entry.draw)]),
  );
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const COMPARATORS: Record<GrantColumn, (a: GrantRow, b: GrantRow) => number> = {
  id: (a, b) => compareIds(a.id, b.id),
  window: (a, b) => a.start - b.start || a.end - b.end,
  granted: (a, b) => a.granted - b.granted,
  drawn: (a, b) => a.drawn - b.drawn,
  left: (a, b) => a.left - b.left,
  expiredUnused: (a, b) => a.expiredUnused - b.expiredUnused,
  paid: (a, b) => a.paidCount - b.paidCount,
};

/** A stable sort: ties keep the order grants were added (then id), whichever the direction. */
export function sortGrantRows(rows: readonly GrantRow[], sort: GrantSort): GrantRow[] {
  const compare = COMPARATORS[sort.column];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const indexed = rows.map((row, index) => ({ row, index }));
  indexed.sort((a, b) => sign * compare(a.row, b.row) || a.index - b.index);
  return indexed.map(({ row }) => row);
}
