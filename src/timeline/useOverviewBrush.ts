/**
 * The overview's brush (d3-brush), in sync with the visible range both ways. D3 owns the
 * brush's own nodes in one <g>; the store's visible range stays the single source of
 * truth. Brushing hands a new range to the store at most once per animation frame (as
 * wheel zoom does); a range set elsewhere (wheel, buttons, a link) moves the brush back
 * without a source event, which the handler ignores, so the two never echo each other.
 * A click outside the window (no drag) centres the window there.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { brushX, pointer, select, type BrushBehavior, type D3BrushEvent } from 'd3';
import { createTimeScale, MIN_VISIBLE_SPAN, type TimeRange } from './timeScale';

export interface OverviewBrushFrame {
  fullRange: TimeRange;
  range: TimeRange;
  pixelFrom: number;
  pixelTo: number;
  height: number;
  onRangeChange: (range: TimeRange | null) => void;
}

/** A window of at least MIN_VISIBLE_SPAN around `[from, to]`, kept inside the full range. */
export function brushedRange(from: number, to: number, full: TimeRange): TimeRange {
  const span = Math.min(full.to - full.from, Math.max(MIN_VISIBLE_SPAN, to - from));
  const middle = (from + to) / 2;
  const start = Math.min(Math.max(middle - span / 2, full.from), full.to - span);
  return { from: start, to: start + span };
}

export function useOverviewBrush(brushRef: RefObject<SVGGElement | null>, frame: OverviewBrushFrame): void {
  const latest = useRef(frame);
  const behaviorRef = useRef<BrushBehavior<unknown> | null>(null);
  const pending = useRef<TimeRange | null>(null);
  const frameRequest = useRef<number | null>(null);
  useLayoutEffect(() => {
    latest.current = frame;
  });

  // A layout effect, declared before the two below, so the brush exists when they first run.
  useLayoutEffect(() => {
    const node = brushRef.current;
    if (node === null) return;
    const flush = () => {
      frameRequest.current = null;
      if (pending.current !== null) latest.current.onRangeChange(pending.current);
      pending.current = null;
    };
    const scaleNow = () => createTimeScale(latest.current.fullRange, latest.current.pixelFrom, latest.current.pixelTo);
    const onBrush = (event: D3BrushEvent<unknown>) => {
      if (!event.sourceEvent) return;
      const { fullRange, range } = latest.current;
      const scale = scaleNow();
      if (event.selection === null) {
        // A click without a drag: centre the current window where the click landed.
        const clicked = scale.invert(pointer(event.sourceEvent, node)[0]);
        const half = (range.to - range.from) / 2;
        pending.current = brushedRange(clicked - half, clicked + half, fullRange);
      } else {
        const [x0, x1] = event.selection as [number, number];
        pending.current = brushedRange(scale.invert(x0), scale.invert(x1), fullRange);
      }
      frameRequest.current ??= requestAnimationFrame(flush);
    };
    // The extent is read from the latest frame, never from the SVG's viewBox (d3's default).
    const behavior = brushX<unknown>()
      .extent((): [[number, number], [number, number]] => [[latest.current.pixelFrom, 0], [latest.current.pixelTo, latest.current.height]])
      .on('brush end', onBrush);
    behaviorRef.current = behavior;
    select(node).call(behavior);
    return () => {
      if (frameRequest.current !== null) cancelAnimationFrame(frameRequest.current);
      frameRequest.current = null;
      select(node).on('.brush', null);
      behaviorRef.current = null;
    };
  }, [brushRef]);

  const { fullRange, range, pixelFrom, pixelTo, height } = frame;
  useLayoutEffect(() => {
    const node = brushRef.current;
    const behavior = behaviorRef.current;
    if (node === null || behavior === null) return;
    // A new extent (read from `latest`) takes effect when the brush is applied to its node again.
    select(node).call(behavior);
  }, [brushRef, pixelFrom, pixelTo, height]);
  useLayoutEffect(() => {
    const node = brushRef.current;
    const behavior = behaviorRef.current;
    if (node === null || behavior === null) return;
    const scale = createTimeScale(fullRange, pixelFrom, pixelTo);
    select(node).call(behavior.move, [scale(range.from), scale(range.to)]);
  }, [brushRef, fullRange, range.from, range.to, pixelFrom, pixelTo]);
}
