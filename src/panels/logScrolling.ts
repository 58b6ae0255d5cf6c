/**
 * Scrolling of the windowed event log: which rows to render for a scroll position, and
 * the moments the log scrolls by itself (a new operation, a selection elsewhere, another
 * scenario opened).
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { Operation } from '../scenario/types';

export const ROW_HEIGHT_PX = 40;
/** A row of a scenario of Unix times, whose date takes a line of its own (EventLogRow.tsx). */
export const DATED_ROW_HEIGHT_PX = 56;
/** Rows rendered beyond each edge of the viewport, so fast scrolling shows no gaps. */
const OVERSCAN_ROWS = 6;

/** Arrival indices [first, last) to render for a viewport over `rowCount` rows. */
export function visibleRowRange(
  scrollTopPx: number,
  viewportHeightPx: number,
  rowCount: number,
  rowHeightPx = ROW_HEIGHT_PX,
): { first: number; last: number } {
  const first = Math.max(0, Math.floor(scrollTopPx / rowHeightPx) - OVERSCAN_ROWS);
  const last = Math.min(rowCount, Math.ceil((scrollTopPx + viewportHeightPx) / rowHeightPx) + OVERSCAN_ROWS);
  return { first, last };
}

/** A newly appended operation scrolls into view, as in a chat log. */
export function useScrollToAppended(viewportRef: RefObject<HTMLDivElement | null>, rowCount: number): void {
  const previousCount = useRef(rowCount);
  useEffect(() => {
    const appended = rowCount === previousCount.current + 1;
    previousCount.current = rowCount;
    if (!appended) return;
    // In the next frame, whose layout it joins: reading the height now forces a layout of
    // the whole page inside the task of the edit (30 ms and more at 20,000 operations).
    const frame = requestAnimationFrame(() => {
      const viewport = viewportRef.current;
      if (viewport !== null) viewport.scrollTop = viewport.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [viewportRef, rowCount]);
}

/** A consumption selected elsewhere (on the timeline) is brought into view, once per selection. */
export function useScrollToSelected(
  viewportRef: RefObject<HTMLDivElement | null>,
  selectedId: string | null,
  operations: readonly Operation[],
  rowHeightPx = ROW_HEIGHT_PX,
): void {
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    const viewport = viewportRef.current;
    if (viewport === null || selectedId === scrolledFor.current) return;
    scrolledFor.current = selectedId;
    const index = operations.findIndex((operation) => operation.kind === 'consume' && operation.id === selectedId);
    const rowTop = index * rowHeightPx;
    const visible = rowTop >= viewport.scrollTop && rowTop + rowHeightPx <= viewport.scrollTop + viewport.clientHeight;
    if (index >= 0 && !visible) viewport.scrollTop = rowTop - viewport.clientHeight / 2;
  }, [viewportRef, selectedId, operations, rowHeightPx]);
}

/**
 * Another scenario (a preset, a file, a link) opens at its first operation: the scroll
 * position belongs to the scenario it replaced, and kept it showed a 10,000-operation
 * preset from its 491st row.
 */
export function useScrollToTopOnOpen(
  viewportRef: RefObject<HTMLDivElement | null>,
  documentEpoch: number,
  setScrollTop: (scrollTop: number) => void,
): void {
  const openedEpoch = useRef(documentEpoch);
  useEffect(() => {
    if (documentEpoch === openedEpoch.current) return;
    openedEpoch.current = documentEpoch;
    setScrollTop(0);
    // In the next frame, whose layout it joins: scrolled now, it would force a layout of
    // the whole page inside the task that rendered the new scenario (30-45 ms when a
    // 20,000-operation file opens).
    const frame = requestAnimationFrame(() => {
      if (viewportRef.current !== null) viewportRef.current.scrollTop = 0;
    });
    return () => cancelAnimationFrame(frame);
  }, [viewportRef, documentEpoch, setScrollTop]);
}
