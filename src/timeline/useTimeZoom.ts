/**
 * Wheel and drag zoom/pan with d3-zoom. D3 owns only the gesture handling on the frame
 * element; the visible range in the store is the single source of truth. A gesture turns
 * into a new range (rescaling the full-extent scale by the gesture's transform); a range
 * set elsewhere (buttons, another chart, a shared link) is pushed back into d3-zoom's
 * transform so the next gesture continues from where the picture is.
 *
 * A wheel can fire several events per frame; the range is handed to the store at most
 * once per animation frame, so each frame renders the timeline once.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { select, zoom, zoomIdentity, zoomTransform, type D3ZoomEvent, type ZoomBehavior } from 'd3';
import { createTimeScale, MIN_VISIBLE_SPAN, type TimeRange } from './timeScale';

export interface TimeZoomFrame {
  fullRange: TimeRange;
  range: TimeRange;
  pixelFrom: number;
  pixelTo: number;
  onRangeChange: (range: TimeRange) => void;
}

type FrameZoom = ZoomBehavior<HTMLDivElement, unknown>;

/** Only the x part of the transform matters; y is pinned to a one-pixel band. */
const Y_BAND: [number, number] = [0, 1];

function isScrollbarPress(event: Event): boolean {
  // A press on a scroll container's own box (not its SVG content) is a press on its
  // scrollbar, which must scroll the grant lanes rather than start a pan.
  const target = event.target;
  return event.type === 'mousedown' && target instanceof HTMLElement && target.dataset.scrollArea === 'true';
}

function acceptsGesture(event: MouseEvent | WheelEvent): boolean {
  if (isScrollbarPress(event)) return false;
  return (!event.ctrlKey || event.type === 'wheel') && !event.button;
}

function rangesEqual(a: TimeRange, b: TimeRange): boolean {
  const tolerance = (b.to - b.from) * 1e-9;
  return Math.abs(a.from - b.from) <= tolerance && Math.abs(a.to - b.to) <= tolerance;
}

export function useTimeZoom(frameRef: RefObject<HTMLDivElement | null>, frame: TimeZoomFrame): void {
  const latestFrame = useRef(frame);
  const behaviorRef = useRef<FrameZoom | null>(null);
  const pendingRange = useRef<TimeRange | null>(null);
  const frameRequest = useRef<number | null>(null);
  useLayoutEffect(() => {
    latestFrame.current = frame;
  });

  useEffect(() => {
    const element = frameRef.current;
    if (element === null) return;
    const flushRange = () => {
      frameRequest.current = null;
      const next = pendingRange.current;
      pendingRange.current = null;
      if (next !== null && !rangesEqual(next, latestFrame.current.range)) latestFrame.current.onRangeChange(next);
    };
    const behavior: FrameZoom = zoom<HTMLDivElement, unknown>()
      .filter(acceptsGesture)
      .on('zoom', (event: D3ZoomEvent<HTMLDivElement, unknown>) => {
        // Transforms we set ourselves to mirror the store carry no user event.
        if (!event.sourceEvent) return;
        const { fullRange, pixelFrom, pixelTo } = latestFrame.current;
        const [from, to] = event.transform.rescaleX(createTimeScale(fullRange, pixelFrom, pixelTo)).domain();
        pendingRange.current = { from, to };
        frameRequest.current ??= requestAnimationFrame(flushRange);
      });
    select(element).call(behavior);
    behaviorRef.current = behavior;
    return () => {
      if (frameRequest.current !== null) cancelAnimationFrame(frameRequest.current);
      frameRequest.current = null;
      select(element).on('.zoom', null);
      behaviorRef.current = null;
    };
  }, [frameRef]);

  const { fullRange, range, pixelFrom, pixelTo } = frame;
  useLayoutEffect(() => {
    const element = frameRef.current;
    const behavior = behaviorRef.current;
    if (element === null || behavior === null) return;
    const fullSpan = fullRange.to - fullRange.from;
    behavior
      .extent([[pixelFrom, Y_BAND[0]], [pixelTo, Y_BAND[1]]])
      .translateExtent([[pixelFrom, Y_BAND[0]], [pixelTo, Y_BAND[1]]])
      .scaleExtent([1, Math.max(1, fullSpan / MIN_VISIBLE_SPAN)]);
    const scaleFactor = fullSpan / (range.to - range.from);
    const base = createTimeScale(fullRange, pixelFrom, pixelTo);
    const target = zoomIdentity.translate(pixelFrom - scaleFactor * base(range.from), 0).scale(scaleFactor);
    const current = zoomTransform(element);
    if (Math.abs(current.k - target.k) <= target.k * 1e-9 && Math.abs(current.x - target.x) < 1e-6) return;
    select(element).call(behavior.transform, target);
  }, [frameRef, fullRange.from, fullRange.to, range.from, range.to, pixelFrom, pixelTo]);
}
