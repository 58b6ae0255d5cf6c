/**
 * A column header that sorts the table: a button inside the header cell (so it is reached
 * by Tab and announced as a button), with `aria-sort` on the sorted column only, as the
 * WAI-ARIA sortable table pattern does.
 */
import type { GrantColumn, GrantSort } from './grantRows';

interface SortableHeaderProps {
  column: GrantColumn;
  label: string;
  numeric: boolean;
  sort: GrantSort | null;
  onSort(column: GrantColumn): void;
}

export function SortableHeader({ column, label, numeric, sort, onSort }: SortableHeaderProps) {
  const direction = sort?.column === column ? sort.direction : undefined;
  const arrow = direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕';
  return (
    <th scope="col" aria-sort={direction} className={numeric ? 'numeric' : undefined}>
      <button type="button" className="sort-button" onClick={() => onSort(column)}>
        {label}
        <span className="sort-arrow" aria-hidden="true">
          {arrow}
        </span>
      </button>
    </th>
  );
}
