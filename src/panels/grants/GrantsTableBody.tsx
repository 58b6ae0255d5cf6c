/** One page of the grants table's rows. Every id is isolated (IdText), every number formatted one way. */
import { useMemo } from 'react';
import type { Draw, LedgerSnapshot } from '../../ledger/types';
import { IdText } from '../../text/IdText';
import { formatNumber } from '../../text/formatNumber';
import { isolateId } from '../../text/phrase';
import { shortId } from '../../text/shortId';
import { TimeSpanText } from '../../text/TimeSpanText';
import { formatTimeWithDate } from '../../text/unixDates';
import { paidBy, type GrantRow } from './grantRows';

/** Consumptions named per cell; the rest are counted, and the CSV has them all. */
const PAID_NAMED_MAX = 3;
/** A uuid's first and last six characters: tells ids apart at a glance and fits a 1024 px wide page. */
const PAID_ID_LENGTH_MAX = 13;

/**
 * Each consumption by a short id (long ids, such as uuids, made rows hundreds of pixels
 * tall), the whole id in its tooltip; an entry never breaks inside, the list may wrap.
 */
function PaidCell({ paid }: { paid: readonly Draw[] }) {
  if (paid.length === 0) return <td className="muted">nothing</td>;
  const more = paid.length - PAID_NAMED_MAX;
  return (
    <td className="grants-paid">
      {paid.slice(0, PAID_NAMED_MAX).map((draw, index) => (
        <span key={index}>
          {index > 0 && ', '}
          <span className="grants-paid-entry" title={isolateId(draw.grantId)}>
            <IdText id={shortId(draw.grantId, PAID_ID_LENGTH_MAX)} /> {formatNumber(draw.amount)}
          </span>
        </span>
      ))}
      {more > 0 && ` and ${formatNumber(more)} more`}
    </td>
  );
}

/**
 * What each row's grant paid is read here, not by the table: a walk of every draw of the
 * answer (20,000 consumptions), which in the table's own render made one piece of work of
 * about 47 ms that React could not split; here it is a piece of its own.
 */
export function GrantsTableBody({ rows, snapshot }: { rows: readonly GrantRow[]; snapshot: LedgerSnapshot }) {
  const paid = useMemo(() => paidBy(snapshot, new Set(rows.map((row) => row.id))), [snapshot, rows]);
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.id} data-grant-row-id={row.id}>
          <th scope="row" title={isolateId(row.id)}>
            <IdText id={row.id} />
          </th>
          <td className="grants-window" title={`t=${formatTimeWithDate(row.start)}–${formatTimeWithDate(row.end)}`}>
            <TimeSpanText start={row.start} end={row.end} />
          </td>
          <td className="numeric">{formatNumber(row.granted)}</td>
          <td className="numeric">{formatNumber(row.drawn)}</td>
          <td className="numeric">{formatNumber(row.left)}</td>
          <td className="numeric">{formatNumber(row.expiredUnused)}</td>
          <PaidCell paid={paid.get(row.id) ?? []} />
        </tr>
      ))}
    </tbody>
  );
}
