import { useLayoutEffect, useRef } from 'react';
import { axisBottom, axisTop, select } from 'd3';
import { axisTickLabels } from './format';
import { calendarTicks } from './calendarTicks';
import { integerTicks, type TimeScale } from './timeScale';

const PIXELS_PER_TICK = 90;
/** About the width of one character of the axis's 10 px labels, and the gap kept between two. */
const LABEL_CHARACTER_PX = 6.2;
const LABEL_GAP_PX = 14;

interface TimeAxisProps {
  scale: TimeScale;
  orientation: 'top' | 'bottom';
  y: number;
}

/**
 * Ticks and their labels for `widthPx`: one every 90 px, fewer where the labels are longer
 * than that leaves room for (zoomed in on large times, a label needs its decimals). Times
 * that can only be Unix times read as UTC dates (calendarTicks.ts).
 */
export function timeTicks(scale: TimeScale, widthPx: number): { ticks: number[]; labels: string[] } {
  const [from, to] = scale.domain();
  const ticksFor = (count: number) => calendarTicks({ from, to }, count) ?? numberTicks(scale, count);
  let shown = ticksFor(Math.max(2, Math.floor(widthPx / PIXELS_PER_TICK)));
  const labelPx = Math.max(0, ...shown.labels.map((label) => label.length)) * LABEL_CHARACTER_PX + LABEL_GAP_PX;
  if (shown.ticks.length > 1 && labelPx * shown.ticks.length > widthPx) shown = ticksFor(Math.max(1, Math.floor(widthPx / labelPx)));
  return shown;
}

function numberTicks(scale: TimeScale, count: number): { ticks: number[]; labels: string[] } {
  const ticks = integerTicks(scale, count);
  return { ticks, labels: axisTickLabels(ticks) };
}

/** A time axis. D3 owns the children of this `<g>`; React only places it. */
export function TimeAxis({ scale, orientation, y }: TimeAxisProps) {
  const axisRef = useRef<SVGGElement>(null);
  useLayoutEffect(() => {
    if (axisRef.current === null) return;
    const [pixelFrom, pixelTo] = scale.range();
    const { ticks, labels } = timeTicks(scale, pixelTo - pixelFrom);
    const axis = (orientation === 'top' ? axisTop : axisBottom)(scale)
      .tickValues(ticks)
      .tickFormat((_, index) => labels[index]);
    select(axisRef.current).call(axis);
  }, [scale, orientation]);
  return <g ref={axisRef} className="timeline-axis" data-axis={orientation} transform={`translate(0,${y})`} />;
}
