/**
 * The presentation layout is laid out for a 1280x720 projector. On a larger screen (a
 * 1920x1080 projector) it kept that size and left a third of the screen empty, with 13 px
 * labels in the picture: the whole page is zoomed instead, so the back row reads it.
 */
import { useEffect, useState } from 'react';

const LAID_OUT_FOR = { width: 1280, height: 720 };
const ZOOM_MOST = 2;
/** In steps of 5%, so a resize by a few pixels does not lay the page out again. */
const ZOOM_STEPS_PER_UNIT = 20;

export function presentationZoom(viewport: { width: number; height: number }): number {
  const fits = Math.min(viewport.width / LAID_OUT_FOR.width, viewport.height / LAID_OUT_FOR.height);
  const stepped = Math.floor(fits * ZOOM_STEPS_PER_UNIT) / ZOOM_STEPS_PER_UNIT;
  return Math.min(ZOOM_MOST, Math.max(1, stepped));
}

function windowZoom(): number {
  return presentationZoom({ width: window.innerWidth, height: window.innerHeight });
}

/** The zoom for the window's size while presenting (1 otherwise), kept up to date on resize. */
export function usePresentationZoom(presenting: boolean): number {
  const [zoom, setZoom] = useState(windowZoom);
  useEffect(() => {
    if (!presenting) return undefined;
    const resize = () => setZoom(windowZoom());
    resize();
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, [presenting]);
  return presenting ? zoom : 1;
}
