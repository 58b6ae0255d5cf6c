/**
 * On a phone the picture is wider than the screen and scrolls sideways (TimelinePlot.tsx):
 * the lane titles ("Consumptions", "Grants", "Credits", "Overview") are drawn in the left
 * gutter, so they would scroll out of sight with it and leave rows nobody can name. They
 * are moved by the scrolled distance instead, so they stay at the left edge of what shows.
 * Set on the four titles' own style, not through an inherited CSS variable: that would
 * restyle every mark of a 20,000-operation picture on each scroll event.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const TITLE_CLASS = 'timeline-gutter-title';

/** Moves the titles by the scroll; returns the distance moved. */
function keepTitlesInView(scroller: HTMLElement): number {
  const shift = scroller.scrollLeft;
  const transform = shift > 0 ? `translateX(${shift}px)` : '';
  for (const title of scroller.getElementsByClassName(TITLE_CLASS)) (title as SVGElement).style.transform = transform;
  return shift;
}

export function useGutterTitlesInView(scrollerRef: RefObject<HTMLElement | null>): void {
  const shifted = useRef(0);
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller === null) return undefined;
    const onScroll = () => { shifted.current = keepTitlesInView(scroller); };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [scrollerRef]);
  // A title drawn anew (a panel remounted) starts unshifted, so they are placed after a
  // render; not while nothing is scrolled, the usual case, where a look through a
  // 20,000-mark picture at every render would be wasted.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller !== null && (scroller.scrollLeft > 0 || shifted.current > 0)) shifted.current = keepTitlesInView(scroller);
  });
}
