/**
 * The CSS zoom in effect on `element` (the presentation layout zooms the page to fill a
 * projector: panels/presentationZoom.ts). Bounding boxes and pointer positions are in
 * zoomed pixels, an element's own lengths (its style, its SVG's user units) in unzoomed
 * ones: a distance measured from boxes is divided by this before it is used as a length.
 */
export function cssZoomOf(element: Element): number {
  const zoom = (element as Element & { currentCSSZoom?: number }).currentCSSZoom;
  return typeof zoom === 'number' && zoom > 0 ? zoom : 1;
}
