/**
 * Where the timeline is and how its pixels map to time, shared with the drag code.
 *
 * The timeline mounts a DragLayer inside its SVG; the layer registers its own <g> (in the
 * coordinates the x scale maps to) and the element that counts as "the timeline" for
 * drops. Pointer handlers outside React (window listeners) then turn a client position
 * into a snapped time without knowing the timeline's layout or zoom.
 */
import { snapTimeAtPixel, type InvertibleScale } from './snapTime';

export interface TimeToPixelScale extends InvertibleScale {
  (time: number): number;
  range(): number[];
}

export interface TimelineGeometry {
  xScale: TimeToPixelScale;
  /** An SVG group whose local x coordinates are the x scale's range. */
  layer: SVGGElement;
  /** Dropping over this element (the timeline's frame) commits; anywhere else cancels. */
  dropArea: Element;
}

let registered: TimelineGeometry | null = null;

/** Registers the current geometry; the returned function unregisters it (on unmount). */
export function registerTimelineGeometry(geometry: TimelineGeometry): () => void {
  registered = geometry;
  return () => {
    if (registered === geometry) registered = null;
  };
}

export function timelineGeometry(): TimelineGeometry | null {
  return registered;
}

/** The x of a client point in the layer's coordinates, or null when the layer is not laid out. */
export function layerXAt(geometry: TimelineGeometry, clientX: number, clientY: number): number | null {
  const toScreen = geometry.layer.getScreenCTM();
  if (toScreen === null) return null;
  return new DOMPoint(clientX, clientY).matrixTransform(toScreen.inverse()).x;
}

function isInside(rect: DOMRect, clientX: number, clientY: number): boolean {
  return clientX >= rect.left && clientX <= rect.right && clientY >= rect.top && clientY <= rect.bottom;
}

/**
 * The snapped time under a client point, or null when the point is not over the
 * timeline's plot (outside the drop area, or over the lane labels left of the plot).
 */
export function candidateTimeAt(clientX: number, clientY: number): number | null {
  const geometry = registered;
  if (geometry === null || !isInside(geometry.dropArea.getBoundingClientRect(), clientX, clientY)) return null;
  const x = layerXAt(geometry, clientX, clientY);
  if (x === null) return null;
  const [plotFrom, plotTo] = geometry.xScale.range();
  if (x < Math.min(plotFrom, plotTo) || x > Math.max(plotFrom, plotTo)) return null;
  return snapTimeAtPixel(geometry.xScale, x);
}
