/**
 * Where the legend's popover goes: under its "?" button, inside the window. Placed in the
 * window (position: fixed) rather than in the timeline card, because the card may scroll
 * its content (presentation layout) and clipped the popover, Close button included; and
 * kept inside the window's width, where hanging from the button at x=452 of a 1024 px
 * window it ran 190 px past the right edge.
 */
import { useLayoutEffect, type RefObject } from 'react';
import { cssZoomOf } from './cssZoom';

/** Kept clear of the window's edges. */
const EDGE_PX = 12;
const GAP_PX = 6;
/** Below this much room under the button, the popover starts at the top of the window instead. */
const HEIGHT_MIN_PX = 240;

export interface PopoverPlacement {
  top: number;
  left: number;
  maxHeight: number;
}

/** The placement of a popover `width` wide under `anchor` in a window `viewport` large. */
export function popoverPlacement(anchor: { left: number; bottom: number }, width: number, viewport: { width: number; height: number }): PopoverPlacement {
  const below = anchor.bottom + GAP_PX;
  const top = viewport.height - below - EDGE_PX >= HEIGHT_MIN_PX ? below : EDGE_PX;
  const left = Math.max(EDGE_PX, Math.min(anchor.left, viewport.width - width - EDGE_PX));
  return { top, left, maxHeight: Math.max(viewport.height - top - EDGE_PX, 0) };
}

/** Keeps `popover` placed under `anchor` while it is open: on open, scroll and resize. */
export function usePopoverPlacement(popover: RefObject<HTMLElement | null>, anchor: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const place = () => {
      const element = popover.current;
      const button = anchor.current;
      if (element === null || button === null) return;
      // Placed in the window's pixels, written in the popover's own (unzoomed) ones.
      const zoom = cssZoomOf(element);
      const placement = popoverPlacement(button.getBoundingClientRect(), element.offsetWidth * zoom, { width: window.innerWidth, height: window.innerHeight });
      element.style.top = `${placement.top / zoom}px`;
      element.style.left = `${placement.left / zoom}px`;
      element.style.maxHeight = `${placement.maxHeight / zoom}px`;
    };
    place();
    // Capture: a scroll of any scroller (the page, the timeline card) moves the button.
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [popover, anchor]);
}
