/** The grant lanes in their own vertical scroll area (see grantLanes.ts for why it scrolls). */
import { useState } from 'react';
import type { PlaybackArrivals } from '../store/playbackArrivals';
import { GrantLanes } from './GrantLanes';
import { laneMetrics } from './grantLanes';
import type { SelectionLinks } from './selectionLinks';
import type { TimelineModel } from './timelineModel';
import type { TimeRange, TimeScale } from './timeScale';

interface GrantAreaProps {
  model: TimelineModel;
  scale: TimeScale;
  range: TimeRange;
  width: number;
  clipId: string;
  links: SelectionLinks | null;
  arrivals: PlaybackArrivals;
}

export function GrantArea({ model, scale, range, width, clipId, links, arrivals }: GrantAreaProps) {
  const metrics = laneMetrics(model.lanes.length);
  const [scrollTop, setScrollTop] = useState(0);
  return (
    <div
      className="timeline-grants-scroll"
      data-scroll-area="true"
      style={{ maxHeight: metrics.viewportHeight }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <GrantLanes
        lanes={model.lanes}
        grantIndexById={model.grantIndexById}
        drawIndex={model.drawIndex}
        scale={scale}
        range={range}
        metrics={metrics}
        width={width}
        clipId={clipId}
        links={links}
        arrivals={arrivals}
        scrollTop={scrollTop}
      />
    </div>
  );
}
