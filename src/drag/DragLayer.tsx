/**
 * Mounted (by TimelineSlot.tsx) in the timeline's reserved ghost layer. It tells the drag
 * code where the timeline is and how it is scaled (timelineGeometry.ts), listens on the
 * timeline frame for drags of existing marks (timelineDragSources.ts), and portals the
 * ghost marker into the frame as an HTML overlay (see GhostMarker.tsx for why).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLabStore } from '../store';
import { useTimelineFrame } from '../timeline/timelineFrame';
import { cssZoomOf } from '../timeline/cssZoom';
import { GhostMarker } from './GhostMarker';
import { listenForTimelineDrags } from './timelineDragSources';
import { registerTimelineGeometry } from './timelineGeometry';
import './drag.css';

const dragSourceContext = {
  operations: () => useLabStore.getState().scenario.operations,
  actions: () => useLabStore.getState(),
};

interface Overlay {
  frameElement: HTMLElement;
  origin: { left: number; top: number };
}

/** The timeline frame (the drop area, positioned) and where the layer's SVG sits inside it. */
function overlayOf(layer: SVGGElement): Overlay | null {
  const frameElement = layer.closest<HTMLElement>('.timeline-frame');
  const svg = layer.ownerSVGElement;
  if (frameElement === null || svg === null) return null;
  const frameBox = frameElement.getBoundingClientRect();
  const svgBox = svg.getBoundingClientRect();
  const zoom = cssZoomOf(frameElement);
  return { frameElement, origin: { left: (svgBox.left - frameBox.left) / zoom, top: (svgBox.top - frameBox.top) / zoom } };
}

function sameOverlay(a: Overlay | null, b: Overlay | null): boolean {
  if (a === null || b === null) return a === b;
  return a.frameElement === b.frameElement && a.origin.left === b.origin.left && a.origin.top === b.origin.top;
}

export function DragLayer() {
  const frame = useTimelineFrame();
  const layerRef = useRef<SVGGElement>(null);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const scale = frame?.scale;

  // Measuring forces a layout, so it happens when the plot's pixel extent changes (a
  // resize), not on every zoom frame, where only the scale changes; and after the paint
  // (a passive effect), where layout is already done: measured in the commit, it laid out
  // a freshly loaded 20,000-operation page inside that one long task.
  const plotRight = scale?.range()[1];
  useEffect(() => {
    const layer = layerRef.current;
    if (layer === null || plotRight === undefined) return;
    const next = overlayOf(layer);
    setOverlay((current) => (sameOverlay(current, next) ? current : next));
  }, [plotRight]);

  useLayoutEffect(() => {
    const layer = layerRef.current;
    if (layer === null || scale === undefined) return;
    const dropArea = overlay?.frameElement ?? layer.ownerSVGElement ?? layer;
    return registerTimelineGeometry({ xScale: scale, layer, dropArea });
  }, [scale, overlay?.frameElement]);

  useLayoutEffect(() => {
    if (overlay === null) return;
    return listenForTimelineDrags(overlay.frameElement, dragSourceContext);
  }, [overlay?.frameElement]);

  const ghost =
    frame !== null && overlay !== null
      ? createPortal(<GhostMarker frame={frame} frameElement={overlay.frameElement} origin={overlay.origin} />, overlay.frameElement)
      : null;
  return <g ref={layerRef}>{ghost}</g>;
}
