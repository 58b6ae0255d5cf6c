/**
 * A window as `shortTimeSpan` writes it, for table cells: a window of Unix times may wrap
 * between its two dates, never inside one ("2026-11-" over "01 00:00" read as nothing).
 */
import { shortTimeSpan } from './unixDates';

export function TimeSpanText({ start, end }: { start: number; end: number }) {
  const text = shortTimeSpan(start, end);
  const [from, to] = text.split(' – ');
  if (to === undefined) return <>{text}</>;
  return (
    <>
      <span className="no-wrap">{from} –</span> <span className="no-wrap">{to}</span>
    </>
  );
}
