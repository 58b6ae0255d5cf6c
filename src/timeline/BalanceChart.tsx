/**
 * Balance and headroom over time, as step lines on the timeline's x scale. Balance is the
 * credit in grants active at t; headroom is what a new consumption at t could still take
 * without breaking an accepted one, which is why it is never above the balance.
 */
import { useMemo } from 'react';
import { curveStepAfter, line, scaleLinear } from 'd3';
import type { StepPoint } from '../ledger/types';
import { chartColors } from '../theme';
import {
  CHART_HEIGHT_PX,
  CHART_MARGIN_BOTTOM_PX,
  CHART_MARGIN_TOP_PX,
  GUTTER_WIDTH_PX,
} from './dimensions';
import { formatTimeWithDate } from '../text/unixDates';
import { formatCredits, formatTime } from './format';
import { highestValue, valueAtTime, visibleStepPoints, type ChartPoint } from './stepSeries';
import { textWidthPx } from './textWidth';
import { TimeAxis } from './TimeAxis';
import type { TimeRange, TimeScale } from './timeScale';
import { YAxis } from './YAxis';

interface BalanceChartProps {
  balanceSeries: readonly StepPoint[];
  headroomSeries: readonly StepPoint[];
  scale: TimeScale;
  range: TimeRange;
  width: number;
  clipId: string;
  /** Time of the selected consumption: a guide line and the two values there. */
  selectedTime: number | null;
}

const KEY_SWATCH_PX = 16;
/**
 * The key sits in the plot's top margin, above the lines, where neither a line nor the
 * value axis's labels (which fill the gutter's right side) can run through it. It stays
 * above the selected time's readout, which sits lower in the same margin, too close below
 * to share its width: the readout keeps to the right of the key (SelectedTimeReadout).
 */
const KEY_TOP_PX = 10;
const KEY_LEFT_PX = 4;
/** From the start of the key's first entry to the start of its second. */
const KEY_ENTRY_GAP_PX = 84;

const PLOT_BOTTOM_PX = CHART_HEIGHT_PX - CHART_MARGIN_BOTTOM_PX;
/** The readout sits just above the plot, clear of the lines it describes. */
const READOUT_Y_PX = CHART_MARGIN_TOP_PX - 10;

/** One value scale for both lines (headroom is never above balance) and their step paths. */
function stepPaths(balance: readonly ChartPoint[], headroom: readonly ChartPoint[]) {
  const valueScale = scaleLinear()
    .domain([0, Math.max(1, highestValue(balance), highestValue(headroom))])
    .nice(4)
    .range([PLOT_BOTTOM_PX, CHART_MARGIN_TOP_PX]);
  const stepLine = line<ChartPoint>()
    .x((point) => point.x)
    .y((point) => valueScale(point.value))
    .curve(curveStepAfter)
    // Whole pixels: finer coordinates change nothing on screen and triple the cost per frame.
    .digits(0);
  return { valueScale, balancePath: stepLine(balance) ?? '', headroomPath: stepLine(headroom) ?? '' };
}

/**
 * The readout, longest first: with the time's date, with the plain time, and the values
 * alone (the caption above the timeline names the time, and the guide line shows it).
 */
function readoutTexts(time: number, balanceSeries: readonly StepPoint[], headroomSeries: readonly StepPoint[]): string[] {
  const values = `balance ${formatCredits(valueAtTime(balanceSeries, time))}, headroom ${formatCredits(valueAtTime(headroomSeries, time))}`;
  return [`t=${formatTimeWithDate(time)}: ${values}`, `t=${formatTime(time)}: ${values}`, values];
}

const READOUT_GAP_PX = 4;
/** The key's second entry's label, whose end is the key's. */
const KEY_LAST_LABEL = 'headroom';
const KEY_LABEL_GAP_PX = 4;

/**
 * A guide line at the selected consumption's time, with its balance and headroom beside it,
 * on the side towards the middle of the plot (the one with more room) and never over the
 * key, in the longest of readoutTexts that fits there.
 */
function SelectedTimeReadout({ x, plotLeft, plotRight, texts }: { x: number; plotLeft: number; plotRight: number; texts: string[] }) {
  const keyRight = plotLeft + KEY_LEFT_PX + KEY_ENTRY_GAP_PX + KEY_SWATCH_PX + KEY_LABEL_GAP_PX + textWidthPx(KEY_LAST_LABEL);
  const onLeft = x > (plotLeft + plotRight) / 2;
  const textX = onLeft ? x - READOUT_GAP_PX : Math.max(x + READOUT_GAP_PX, keyRight);
  const room = onLeft ? textX - keyRight : plotRight - textX;
  const shown = texts.find((text) => textWidthPx(text, 11, 600) <= room) ?? texts[texts.length - 1];
  return (
    <g className="timeline-chart-readout">
      <line className="timeline-chart-guide" x1={x} x2={x} y1={READOUT_Y_PX} y2={PLOT_BOTTOM_PX} />
      <text x={textX} y={READOUT_Y_PX + 4} textAnchor={onLeft ? 'end' : 'start'}>
        {shown}
      </text>
    </g>
  );
}

export function BalanceChart(props: BalanceChartProps) {
  const { balanceSeries, headroomSeries, scale, range, width, clipId, selectedTime } = props;
  const balance = useMemo(() => visibleStepPoints(balanceSeries, scale, range), [balanceSeries, scale, range]);
  const headroom = useMemo(() => visibleStepPoints(headroomSeries, scale, range), [headroomSeries, scale, range]);
  const { valueScale, balancePath, headroomPath } = useMemo(() => stepPaths(balance, headroom), [balance, headroom]);
  const [plotLeft, plotRight] = scale.range();
  return (
    <svg className="timeline-chart" width={width} height={CHART_HEIGHT_PX} aria-label="Balance and headroom over time">
      <line className="timeline-chart-separator" x1={0} x2={width} y1={0.5} y2={0.5} />
      <text className="timeline-gutter-title" x={8} y={16}>
        Credits
      </text>
      <YAxis scale={valueScale} x={GUTTER_WIDTH_PX} />
      <g clipPath={`url(#${clipId})`}>
        {selectedTime !== null && <SelectedTimeReadout x={scale(selectedTime)} plotLeft={plotLeft} plotRight={plotRight} texts={readoutTexts(selectedTime, balanceSeries, headroomSeries)} />}
        <path className="timeline-balance-line" d={balancePath} stroke={chartColors.balance} data-series="balance" />
        <path className="timeline-headroom-line" d={headroomPath} stroke={chartColors.headroom} data-series="headroom" />
      </g>
      <g className="timeline-chart-key" transform={`translate(${plotLeft + KEY_LEFT_PX},${KEY_TOP_PX})`}>
        <title>Balance: credit left in the grants active at that time. Headroom: the most a new consumption there could take.</title>
        <line className="timeline-balance-line" x2={KEY_SWATCH_PX} stroke={chartColors.balance} />
        <text x={KEY_SWATCH_PX + KEY_LABEL_GAP_PX} y={4}>balance</text>
        <g transform={`translate(${KEY_ENTRY_GAP_PX},0)`}>
          <line className="timeline-headroom-line" x2={KEY_SWATCH_PX} stroke={chartColors.headroom} />
          <text x={KEY_SWATCH_PX + KEY_LABEL_GAP_PX} y={4}>{KEY_LAST_LABEL}</text>
        </g>
      </g>
      <TimeAxis scale={scale} orientation="bottom" y={PLOT_BOTTOM_PX} />
    </svg>
  );
}
