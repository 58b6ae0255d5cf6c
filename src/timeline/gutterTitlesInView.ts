/**
 * On a phone the picture is wider than the screen and scrolls sideways (TimelinePlot.tsx):
 * the lane titles ("Consumptions", "Grants", "Credits", "Overview") are drawn in the left
 * gutter, so they would scroll out of sight with it and leave rows nobody can name. They
 * are moved by the scrolled distance instead, so they stay at the left edge of what shows.
 * Set on the four titles' own style, not through an inherited CSS variable: that would
 * restyle every mark of a 20,000-operation picture on each scroll event.
 */
import { useEffect, useLayoutEffect, type RefObject } from 'react';

const TITLE_SELECTOR = '.timeline-gutter-title';

function keepTitlesInView(scroller: HTMLElement): void {
  const shift = scroller.scrollLeft > 0 ? `translateX(${scroller.scrollLeft}px)` : '';
  for (const title of scroller.querySelectorAll<SVGElement>(TITLE_SELECTOR)) title.style.transform = shift;
}

export function useGutterTitlesInView(scrollerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller === null) return undefined;
    const onScroll = () => keepTitlesInView(scroller);
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [scrollerRef]);
  // A title drawn anew (a panel remounted) starts unshifted: placed after every render.
  useLayoutEffect(() => {
    if (scrollerRef.current !== null) keepTitlesInView(scrollerRef.current);
  });
}
