/**
 * The EDF priority queue an accepted consumption saw: every eligible grant in the order the
 * engine tried them (earliest end first, then id), what each had left and what was taken.
 */
import type { DrawQueueEntry } from '../ledger/types';
import { IdText } from '../text/IdText';
import { formatNumber } from '../text/formatNumber';

interface DrawQueueTableProps {
  caption: string;
  queue: readonly DrawQueueEntry[];
}

function takenText(entry: DrawQueueEntry): string {
  if (entry.drawn > 0) return formatNumber(entry.drawn);
  return entry.leftBefore > 0 ? 'not needed' : 'nothing left';
}

export function DrawQueueTable({ caption, queue }: DrawQueueTableProps) {
  return (
    <table className="draw-queue">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Grant</th>
          <th scope="col">Window</th>
          <th scope="col">Left before</th>
          <th scope="col">Taken</th>
        </tr>
      </thead>
      <tbody>
        {queue.map((entry, index) => (
          <tr key={entry.grantId} data-queue-grant-id={entry.grantId} className={entry.drawn > 0 ? 'drew' : 'skipped'}>
            <td>{index + 1}</td>
            <th scope="row">
              <IdText id={entry.grantId} />
            </th>
            <td>
              [{formatNumber(entry.start)}, {formatNumber(entry.end)}]
            </td>
            <td>{formatNumber(entry.leftBefore)}</td>
            <td>{takenText(entry)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
