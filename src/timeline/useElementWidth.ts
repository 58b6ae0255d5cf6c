import { useLayoutEffect, useState, type RefObject } from 'react';
import { FALLBACK_WIDTH_PX } from './dimensions';

/**
 * The element's content width, kept current with a ResizeObserver when there is one.
 * `measureAtMount`: read the width in the mount's layout effect, so the first paint already
 * has it. That forces the browser to lay out the whole freshly mounted page inside the
 * commit (at startup with 20,000 operations, tens of milliseconds), so it is worth it only
 * when something costly would otherwise be drawn twice; otherwise the observer's first
 * report, after the browser's own layout, brings the width before the first paint.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, measureAtMount: boolean): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH_PX);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    if (measureAtMount) measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
    // Read once, at mount: later the observer keeps the width current.
  }, [ref]);
  return width;
}
