/**
 * On a phone a busy picture is wider than the screen and scrolls sideways (TimelinePlot.tsx):
 * the lane titles ("Consumptions", "Grants", "Credits", "Overview") are drawn in the left
 * gutter, so they would scroll out of sight with it and leave rows nobody can name. They
 * are moved by the scrolled distance instead, so they stay at the left edge of what shows.
 * Set on the four titles' own style, not through an inherited CSS variable: that would
 * restyle every mark of a 20,000-operation picture on each scroll event.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const TITLE_CLASS = 'timeline-gutter-title';

/** Moves the titles by `shift`, the distance scrolled. */
function shiftTitles(scroller: HTMLElement, shift: number): void {
  const transform = shift > 0 ? `translateX(${shift}px)` : '';
  for (const title of scroller.getElementsByClassName(TITLE_CLASS)) (title as SVGElement).style.transform = transform;
}

export function useGutterTitlesInView(scrollerRef: RefObject<HTMLElement | null>): void {
  /** The distance scrolled, as the last scroll event gave it (a clamped scroll fires one too). */
  const shifted = useRef(0);
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller === null) return undefined;
    const onScroll = () => {
      shifted.current = scroller.scrollLeft;
      shiftTitles(scroller, shifted.current);
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [scrollerRef]);
  // A title drawn anew (a panel remounted) starts unshifted, so they are placed after a
  // render, from the distance the scroll events gave: reading `scrollLeft` here would force
  // a layout of the whole page in every render's commit (at 20,000 operations the longest
  // part of an import's commit task). Nothing to do while nothing is scrolled, the usual case.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller !== null && shifted.current > 0) shiftTitles(scroller, shifted.current);
  });
}
