/** Previous / next page of a long table, with where the shown rows sit in the whole. */
import { formatNumber } from '../../text/formatNumber';

interface PageControlsProps {
  first: number;
  shown: number;
  total: number;
  page: number;
  pageCount: number;
  onPage(page: number): void;
}

export function PageControls({ first, shown, total, page, pageCount, onPage }: PageControlsProps) {
  return (
    <nav className="page-controls" aria-label="Grants table pages">
      <button type="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="page-position" aria-live="polite">
        Rows {formatNumber(first + 1)}–{formatNumber(first + shown)} of {formatNumber(total)}
      </span>
      <button type="button" disabled={page >= pageCount - 1} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
