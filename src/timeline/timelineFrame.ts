/**
 * The geometry of the drawn timeline, shared with layers other features draw into (the
 * what-if drag's ghost marker needs the x scale to turn a pointer position into a time).
 */
import { createContext, useContext } from 'react';
import type { TimeRange, TimeScale } from './timeScale';

export interface TimelineFrame {
  scale: TimeScale;
  range: TimeRange;
  /** Top of the consumption lane and its height, in the header SVG's coordinates. */
  laneTop: number;
  laneHeight: number;
  /** Zooms in around `time` (a click on a column of consumptions too many to mark one by one). */
  zoomInAt: (time: number) => void;
}

export const TimelineFrameContext = createContext<TimelineFrame | null>(null);

export function useTimelineFrame(): TimelineFrame | null {
  return useContext(TimelineFrameContext);
}
