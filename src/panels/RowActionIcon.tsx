/**
 * The event log's Edit and Delete drawn as a pencil and a bin: two words per row took
 * 86 px of a 340 px column, and a grant's name and figures need that room. The buttons
 * keep their names ("Edit", "Delete") for screen readers and tooltips.
 */
const PATHS = {
  edit: 'M3 13.5V16h2.5l7.4-7.4-2.5-2.5L3 13.5zM14.7 6.8c.3-.3.3-.7 0-1l-1.5-1.5c-.3-.3-.7-.3-1 0l-1.2 1.2 2.5 2.5 1.2-1.2z',
  delete: 'M5 6h10l-.8 10.2c0 .5-.5.8-1 .8H6.8c-.5 0-1-.3-1-.8L5 6zm2-3h6l.6 1.5H16V6H4V4.5h2.4L7 3z',
} as const;

export function RowActionIcon({ action }: { action: keyof typeof PATHS }) {
  return (
    <svg viewBox="2 2 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d={PATHS[action]} fill="currentColor" />
    </svg>
  );
}
