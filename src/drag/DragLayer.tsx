/**
 * Mounted (by TimelineSlot.tsx) in the timeline's reserved ghost layer. It draws the ghost
 * marker, tells the drag code where the timeline is and how it is scaled
 * (timelineGeometry.ts), and listens on the timeline frame for drags of existing marks
 * (timelineDragSources.ts).
 */
import { useLayoutEffect, useRef } from 'react';
import { useLabStore } from '../store';
import { useTimelineFrame } from '../timeline/timelineFrame';
import { GhostMarker } from './GhostMarker';
import { listenForTimelineDrags } from './timelineDragSources';
import { registerTimelineGeometry } from './timelineGeometry';
import './drag.css';

const dragSourceContext = {
  operations: () => useLabStore.getState().scenario.operations,
  actions: () => useLabStore.getState(),
};

/** The element that counts as "the timeline" for drops: the frame holding all its layers. */
function dropAreaOf(layer: SVGGElement): Element {
  return layer.closest('.timeline-frame') ?? layer.ownerSVGElement ?? layer;
}

export function DragLayer() {
  const frame = useTimelineFrame();
  const layerRef = useRef<SVGGElement>(null);
  const scale = frame?.scale;

  useLayoutEffect(() => {
    const layer = layerRef.current;
    if (layer === null || scale === undefined) return;
    return registerTimelineGeometry({ xScale: scale, layer, dropArea: dropAreaOf(layer) });
  }, [scale]);

  useLayoutEffect(() => {
    const layer = layerRef.current;
    if (layer === null) return;
    return listenForTimelineDrags(dropAreaOf(layer), dragSourceContext);
  }, []);

  return <g ref={layerRef}>{frame !== null && <GhostMarker frame={frame} />}</g>;
}
