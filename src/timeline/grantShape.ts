/**
 * The picture of one grant bar, as SVG path strings built from the x scale.
 *
 * The bar spans the grant's window, both ends included (whole cells, see timeScale.ts).
 * Inside it, a coloured area shows the credit still left in the grant at each time: it
 * starts full and steps down where a consumption draws from it, by the amount drawn, so
 * the bar tells both WHEN credit was taken and HOW MUCH is left at the end. A thin tick
 * marks each draw, labelled with the amount when there is room.
 */
import type { GrantView } from '../ledger/types';
import type { GrantDraw } from './grantLanes';
import { cellEnd, cellStart, linearMapping, lowerBound, type TimeRange, type TimeScale } from './timeScale';
import { formatNumber } from '../text/formatNumber';

export interface BarBox {
  top: number;
  height: number;
  /** Where draw ticks start: below the name line when the bar holds two lines of text. */
  tickTop?: number;
  plotLeft: number;
  plotRight: number;
}

export interface DrawLabel {
  x: number;
  text: string;
}

export interface GrantShape {
  barX: number;
  barWidth: number;
  leftAreaPath: string;
  drawTicksPath: string;
  drawLabels: DrawLabel[];
}

const DRAW_LABEL_CHAR_WIDTH_PX = 7;

export function drawLabelText(amount: number): string {
  return `\u2212${formatNumber(amount)}`;
}

/** Sets a label's text to the amount drawn in its column; returns where the label ends. */
function relabel(label: DrawLabel, drawn: number): number {
  label.text = drawLabelText(drawn);
  return label.x + (label.text.length + 1) * DRAW_LABEL_CHAR_WIDTH_PX;
}

function creditLeftBefore(grant: GrantView, draws: readonly GrantDraw[], firstVisible: number): number {
  let left = grant.amount;
  for (let index = 0; index < firstVisible; index += 1) left -= draws[index].amount;
  return left;
}

export function grantShape(
  grant: GrantView,
  draws: readonly GrantDraw[],
  scale: TimeScale,
  range: TimeRange,
  box: BarBox,
  withLabels: boolean,
  /** Where draw labels may start, given where the bar starts (text of its own may come first). */
  labelsFromX: (barX: number) => number = (barX) => barX,
): GrantShape {
  // Far outside the plot, coordinates can reach millions of pixels; clamping keeps the
  // paths small and exact while the clip path hides the clamped edges.
  const clampX = (x: number) => Math.min(Math.max(x, box.plotLeft - 1), box.plotRight + 1);
  const { slope, offset } = linearMapping(scale);
  const barX = clampX(scale(cellStart(grant.start)));
  const barEndX = clampX(scale(cellEnd(grant.end)));
  const bottom = box.top + box.height;
  const tickTop = box.tickTop ?? box.top;
  const levelY = (left: number) => box.top + (box.height * (grant.amount - left)) / grant.amount;
  const firstVisible = lowerBound(draws, range.from - 0.5, (draw) => draw.timestamp);
  let left = creditLeftBefore(grant, draws, firstVisible);
  const area = [`M${barX},${bottom}V${levelY(left)}`];
  const ticks: string[] = [];
  const drawLabels: DrawLabel[] = [];
  let stepColumn = Number.NaN;
  let tickColumn = Number.NaN;
  let labelEndX = labelsFromX(Math.max(barX, box.plotLeft));
  // One tick per pixel column, labelled with everything drawn there: three draws at t=5 read "−60".
  let columnDrawn = 0;
  let columnLabel: DrawLabel | null = null;
  for (let index = firstVisible; index < draws.length && draws[index].timestamp <= range.to + 0.5; index += 1) {
    const draw = draws[index];
    left -= draw.amount;
    const stepX = clampX(slope * cellStart(draw.timestamp) + offset);
    const segment = `H${stepX}V${levelY(left)}`;
    // Draws in the same pixel column merge into one step, so a busy grant costs pixels, not draws.
    if (Math.round(stepX) === stepColumn) area[area.length - 1] = segment;
    else area.push(segment);
    stepColumn = Math.round(stepX);
    const tickX = Math.round(slope * draw.timestamp + offset);
    if (tickX === tickColumn) {
      columnDrawn += draw.amount;
      if (columnLabel !== null) labelEndX = relabel(columnLabel, columnDrawn);
      continue;
    }
    tickColumn = tickX;
    columnDrawn = draw.amount;
    columnLabel = null;
    ticks.push(`M${tickX},${tickTop}v${bottom - tickTop}`);
    if (withLabels && tickX >= labelEndX) {
      columnLabel = { x: tickX, text: '' };
      drawLabels.push(columnLabel);
      labelEndX = relabel(columnLabel, columnDrawn);
    }
  }
  area.push(`H${barEndX}V${bottom}Z`);
  return {
    barX,
    barWidth: Math.max(barEndX - barX, 1),
    leftAreaPath: area.join(''),
    drawTicksPath: ticks.join(''),
    drawLabels,
  };
}
