import { useLayoutEffect, useRef } from 'react';
import { axisBottom, axisTop, select } from 'd3';
import { formatTime } from './format';
import { integerTicks, type TimeScale } from './timeScale';

const PIXELS_PER_TICK = 90;

interface TimeAxisProps {
  scale: TimeScale;
  orientation: 'top' | 'bottom';
  y: number;
}

/** A time axis. D3 owns the children of this `<g>`; React only places it. */
export function TimeAxis({ scale, orientation, y }: TimeAxisProps) {
  const axisRef = useRef<SVGGElement>(null);
  useLayoutEffect(() => {
    if (axisRef.current === null) return;
    const [pixelFrom, pixelTo] = scale.range();
    const tickCount = Math.max(2, Math.floor((pixelTo - pixelFrom) / PIXELS_PER_TICK));
    const axis = (orientation === 'top' ? axisTop : axisBottom)(scale)
      .tickValues(integerTicks(scale, tickCount))
      .tickFormat((value) => formatTime(Number(value)));
    select(axisRef.current).call(axis);
  }, [scale, orientation]);
  return <g ref={axisRef} className="timeline-axis" data-axis={orientation} transform={`translate(0,${y})`} />;
}
