/**
 * The grants table (a product manager's view): per grant what was granted, drawn and is
 * left, what expired unused and which consumptions it paid; sortable by every column and
 * paged, so 20,000 operations never mean 20,000 rows in the page. "Download who paid what"
 * exports every draw as CSV.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { useIdleValue } from '../../useIdleValue';
import { useLabStore } from '../../store';
import { selectOperationsComputedIntoEmpty } from '../../store/derivedSlice';
import { downloadTextFile } from '../../scenario/fileIo';
import { formatNumber } from '../../text/formatNumber';
import { grantRows, latestConsumptionTime, sortGrantRows, type GrantColumn, type GrantSort } from './grantRows';
import { GrantsTableBody } from './GrantsTableBody';
import { PageControls } from './PageControls';
import { SortableHeader } from './SortableHeader';
import { whoPaidCsv } from './whoPaidCsv';
import './grants.css';
import { shortTime } from '../../text/unixDates';

/** Rows per page: a screenful on a laptop, and a DOM that stays small whatever the scenario. */
export const GRANT_ROWS_PER_PAGE = 25;

const COLUMNS: { column: GrantColumn; label: string; numeric: boolean }[] = [
  { column: 'id', label: 'Grant', numeric: false },
  { column: 'window', label: 'Window', numeric: false },
  { column: 'granted', label: 'Granted', numeric: true },
  { column: 'drawn', label: 'Drawn', numeric: true },
  { column: 'left', label: 'Left', numeric: true },
  { column: 'expiredUnused', label: 'Expired unused', numeric: true },
  { column: 'paid', label: 'Paid for', numeric: false },
];

/** While the table is empty: what it waits for, or null when it is truly empty. */
function waitingForGrantsText(computingInto: number, answeredGrants: number): string | null {
  if (computingInto > 0) return `Computing the grants of ${formatNumber(computingInto)} operations…`;
  return answeredGrants > 0 ? `Listing ${formatNumber(answeredGrants)} grants…` : null;
}

function nextSort(current: GrantSort | null, column: GrantColumn): GrantSort {
  if (current?.column === column) return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: 'ascending' };
}

export function GrantsTable() {
  // Deferred like the timeline's (Timeline.tsx): a new answer's rows are worked out in a
  // render React can split and interrupt.
  const snapshot = useDeferredValue(useIdleValue(useLabStore((state) => state.derived?.snapshot ?? null)));
  const [sort, setSort] = useState<GrantSort | null>(null);
  const [page, setPage] = useState(0);
  const asOf = useMemo(() => (snapshot === null ? null : latestConsumptionTime(snapshot)), [snapshot]);
  const rows = useMemo(() => (snapshot === null ? [] : grantRows(snapshot, asOf)), [snapshot, asOf]);
  const sorted = useMemo(() => (sort === null ? rows : sortGrantRows(rows, sort)), [rows, sort]);
  const pageCount = Math.max(1, Math.ceil(sorted.length / GRANT_ROWS_PER_PAGE));
  const shownPage = Math.min(page, pageCount - 1);
  const first = shownPage * GRANT_ROWS_PER_PAGE;
  const pageRows = useMemo(() => sorted.slice(first, first + GRANT_ROWS_PER_PAGE), [sorted, first]);
  // An import into an empty lab computes for seconds at 20,000 operations, and its rows are
  // worked out after that: said so, not "no grants yet".
  const computingInto = useLabStore(selectOperationsComputedIntoEmpty);
  const answeredGrants = useLabStore((state) => state.derived?.snapshot.grants.length ?? 0);
  const waitingText = rows.length > 0 ? null : waitingForGrantsText(computingInto, answeredGrants);

  function sortBy(column: GrantColumn): void {
    setSort((current) => nextSort(current, column));
    setPage(0);
  }

  return (
    <section className="panel grants-panel" aria-labelledby="grants-title">
      <div className="grants-header">
        <h2 id="grants-title">Grants</h2>
        <button type="button" disabled={snapshot === null || waitingText !== null} onClick={() => snapshot && downloadTextFile(whoPaidCsv(snapshot), 'who-paid-what.csv', 'text/csv')}>
          Download who paid what (CSV)
        </button>
      </div>
      {waitingText !== null && <p className="muted">{waitingText}</p>}
      {waitingText === null && (
        <p className="muted grants-as-of">
          {asOf === null
            ? 'No consumption has drawn credit yet, so nothing has expired.'
            : `“Expired unused” is credit left in grants that ended before ${shortTime(asOf)}, the time of the latest accepted consumption.`}
        </p>
      )}
      {rows.length === 0 ? (
        waitingText === null && <p className="muted">No grants yet.</p>
      ) : (
        <>
          <div className="grants-scroll" role="region" aria-label="Grants table (scrolls sideways on small screens)" tabIndex={0}>
            <table className="grants-table" aria-label="Grants">
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <SortableHeader key={column.column} {...column} sort={sort} onSort={sortBy} />
                  ))}
                </tr>
              </thead>
              {snapshot !== null && <GrantsTableBody rows={pageRows} snapshot={snapshot} />}
            </table>
          </div>
          <PageControls first={first} shown={Math.min(GRANT_ROWS_PER_PAGE, sorted.length - first)} total={sorted.length} page={shownPage} pageCount={pageCount} onPage={setPage} />
        </>
      )}
    </section>
  );
}
