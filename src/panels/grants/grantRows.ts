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
  /** Consumptions this grant paid, with how much, in replay order. */
  paid: Draw[];
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

/** Rows in the order grants were added; `asOf` is the time expiry is judged at (null: nothing expired). */
export function grantRows(snapshot: LedgerSnapshot, asOf: number | null): GrantRow[] {
  const paidByGrant = new Map<string, Draw[]>(snapshot.grants.map((grant) => [grant.id, []]));
  const accepted = snapshot.consumptions
    .filter((consumption) => consumption.status === 'accepted')
    .sort((a, b) => a.timestamp - b.timestamp || (a.acceptanceOrder ?? 0) - (b.acceptanceOrder ?? 0));
  for (const consumption of accepted) {
    // A Draw names a grant; here the row is the grant, so the entry names the consumption.
    for (const draw of consumption.draws) paidByGrant.get(draw.grantId)?.push({ grantId: consumption.id, amount: draw.amount });
  }
  return snapshot.grants.map((grant) => ({
    id: grant.id,
    start: grant.start,
    end: grant.end,
    granted: grant.amount,
    drawn: grant.drawn,
    left: grant.left,
    expiredUnused: asOf !== null && grant.end < asOf ? grant.left : 0,
    paid: paidByGrant.get(grant.id) ?? [],
  }));
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
  paid: (a, b) => a.paid.length - b.paid.length,
};

/** A stable sort: ties keep the order grants were added (then id), whichever the direction. */
export function sortGrantRows(rows: readonly GrantRow[], sort: GrantSort): GrantRow[] {
  const compare = COMPARATORS[sort.column];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const indexed = rows.map((row, index) => ({ row, index }));
  indexed.sort((a, b) => sign * compare(a.row, b.row) || a.index - b.index);
  return indexed.map(({ row }) => row);
}
