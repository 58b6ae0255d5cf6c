import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ElementSizeOptions {
  /** The size until the browser reports the real one (and in jsdom, which never does). */
  fallbackPx: number;
  /**
   * Read the size in the mount's layout effect, so the first paint already has it. That
   * forces the browser to lay out the whole freshly mounted page inside the commit (at
   * startup with 20,000 operations, tens of milliseconds), so it is worth it only when
   * something costly would otherwise be drawn twice; otherwise the observer's first report,
   * after the browser's own layout, brings the size before the first paint. Read at mount.
   */
  measureAtMount?: boolean;
  /** False while the element is not rendered: following starts when it turns true. */
  present?: boolean;
}

/**
 * An element's width or height (its client box), kept current with a ResizeObserver when
 * there is one: the timeline's width (its picture spans it) and the event log's height (the
 * rows rendered must cover it).
 */
export function useElementSize(ref: RefObject<HTMLElement | null>, dimension: 'width' | 'height', options: ElementSizeOptions): number {
  const { fallbackPx, measureAtMount = false, present = true } = options;
  const [sizePx, setSizePx] = useState(fallbackPx);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!present || element === null || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const px = dimension === 'width' ? element.clientWidth : element.clientHeight;
      if (px > 0) setSizePx(px);
    };
    if (measureAtMount) measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
    // measureAtMount is read at mount only: later the observer keeps the size current.
  }, [ref, dimension, present]);
  return sizePx;
}
