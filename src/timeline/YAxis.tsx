import { useLayoutEffect, useRef } from 'react';
import { axisLeft, select, type ScaleLinear } from 'd3';
import { axisTickLabels } from './format';

interface YAxisProps {
  scale: ScaleLinear<number, number>;
  x: number;
}

/** The credits axis of the balance chart. D3 owns the children of this `<g>`. */
export function YAxis({ scale, x }: YAxisProps) {
  const axisRef = useRef<SVGGElement>(null);
  useLayoutEffect(() => {
    if (axisRef.current === null) return;
    const integerTicks = scale.ticks(4).filter((tick) => Number.isInteger(tick));
    const labels = axisTickLabels(integerTicks);
    select(axisRef.current).call(axisLeft(scale).tickValues(integerTicks).tickFormat((_, index) => labels[index]));
  }, [scale]);
  return <g ref={axisRef} className="timeline-axis" data-axis="credits" transform={`translate(${x},0)`} />;
}
