/**
 * The EDF priority queue an accepted consumption saw: every eligible grant in the order the
 * engine tried them (earliest end first, then id), what each had left, what was taken, and
 * its window.
 *
 * A busy month has dozens of eligible grants, most with nothing left or not needed: the
 * table then shows the grants drawn from with two neighbours each, says how many rows each
 * gap hides, and offers the whole queue behind a button.
 */
import { useState } from 'react';
import type { DrawQueueEntry } from '../ledger/types';
import { PhraseId } from '../text/IdText';
import { formatNumber } from '../text/formatNumber';
import { TimeSpanText } from '../text/TimeSpanText';
import { formatTimeWithDate, unixUnitOfRange } from '../text/unixDates';

interface DrawQueueTableProps {
  caption: string;
  queue: readonly DrawQueueEntry[];
}

export const QUEUE_ROWS_FOLDED_PAST = 12;
const NEIGHBOURS_SHOWN = 2;

function takenText(entry: DrawQueueEntry): string {
  if (entry.drawn > 0) return formatNumber(entry.drawn);
  return entry.leftBefore > 0 ? 'not needed' : 'nothing left';
}

/** Row indices shown while folded: those drawn from and their neighbours (or the first rows). */
export function foldedRows(queue: readonly DrawQueueEntry[]): number[] {
  const drawn = queue.flatMap((entry, index) => (entry.drawn > 0 ? [index] : []));
  if (drawn.length === 0) return queue.slice(0, QUEUE_ROWS_FOLDED_PAST).map((_, index) => index);
  const shown = new Set<number>();
  for (const index of drawn) {
    for (let near = index - NEIGHBOURS_SHOWN; near <= index + NEIGHBOURS_SHOWN; near += 1) if (near >= 0 && near < queue.length) shown.add(near);
  }
  return [...shown].sort((a, b) => a - b);
}

/** Longer ids may break anywhere (teaching.css): one line of them would widen the table past a phone. */
const LONG_ID_LENGTH = 16;

/** "[0, 10]", or a window of Unix times as its UTC dates. */
function WindowText({ start, end }: DrawQueueEntry) {
  return unixUnitOfRange(start, end) !== null ? <TimeSpanText start={start} end={end} /> : <>[{formatNumber(start)}, {formatNumber(end)}]</>;
}

function QueueRow({ entry, index }: { entry: DrawQueueEntry; index: number }) {
  return (
    <tr data-queue-grant-id={entry.grantId} className={entry.drawn > 0 ? 'drew' : 'skipped'}>
      <td>{index + 1}</td>
      <th scope="row" className={entry.grantId.length > LONG_ID_LENGTH ? 'long-id' : undefined}>
        <PhraseId id={entry.grantId} />
      </th>
      <td>{formatNumber(entry.leftBefore)}</td>
      <td>{takenText(entry)}</td>
      <td title={`t=${formatTimeWithDate(entry.start)}–${formatTimeWithDate(entry.end)}`}><WindowText {...entry} /></td>
    </tr>
  );
}

function GapRow({ hidden }: { hidden: number }) {
  return (
    <tr className="queue-gap">
      <td colSpan={5}>… {formatNumber(hidden)} {hidden === 1 ? 'grant' : 'grants'} not shown</td>
    </tr>
  );
}

export function DrawQueueTable({ caption, queue }: DrawQueueTableProps) {
  const [unfoldedFor, setUnfoldedFor] = useState<readonly DrawQueueEntry[] | null>(null);
  const folded = unfoldedFor !== queue && queue.length > QUEUE_ROWS_FOLDED_PAST;
  const shown = folded ? foldedRows(queue) : queue.map((_, index) => index);
  const rows = shown.flatMap((index, position) => {
    const hidden = index - (position === 0 ? 0 : shown[position - 1] + 1);
    const row = <QueueRow key={queue[index].grantId} entry={queue[index]} index={index} />;
    return hidden > 0 ? [<GapRow key={`gap-${index}`} hidden={hidden} />, row] : [row];
  });
  const hiddenAtEnd = queue.length - (shown.length === 0 ? 0 : shown[shown.length - 1] + 1);
  return (
    <>
      {/* Windows of dates and amounts in the billions hold the table wider
          than a side-by-side panel: it scrolls inside itself, never the page. */}
      <div className="draw-queue-scroll" role="region" aria-label="EDF queue (scrolls sideways when wide)" tabIndex={0}>
        <table className="draw-queue">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Grant</th>
              <th scope="col">Left before</th>
              <th scope="col">Taken</th>
              {/* Last: a window of dates is the widest cell, and where the table scrolls
                  sideways (a phone, the presentation layout) the numbers come first. */}
              <th scope="col">Window</th>
            </tr>
          </thead>
          <tbody>
            {rows}
            {hiddenAtEnd > 0 && <GapRow hidden={hiddenAtEnd} />}
          </tbody>
        </table>
      </div>
      {folded && (
        <button type="button" className="queue-show-all" onClick={() => setUnfoldedFor(queue)}>
          Show all {formatNumber(queue.length)} eligible grants
        </button>
      )}
    </>
  );
}
