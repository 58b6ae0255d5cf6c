/**
 * Places consumption markers in the consumption lane. Markers that would overlap are
 * stacked in a few rows; when even the rows cannot hold them (more consumptions than the
 * lane has room for), the lane switches to a density strip: one column per few pixels,
 * its height the number of consumptions in it, split by status. Drawing thousands of
 * overlapping dots would be slower and would show nothing a person could read.
 */
import type { ConsumptionMark, MarkStatus } from './consumptionMarks';
import { lowerBound, type TimeRange, type TimeScale } from './timeScale';

export const MARKER_ROWS_MAX = 3;
/** Centre-to-centre distance under which two markers in one row would touch. */
export const MARKER_SPACING_MIN_PX = 14;
export const DENSITY_COLUMN_PX = 3;
const LABEL_CHAR_WIDTH_PX = 7;
const LABEL_OFFSET_PX = 8;

export interface PlacedMarker {
  mark: ConsumptionMark;
  x: number;
  row: number;
  /** False when the amount label would run into the next marker of its row. */
  showLabel: boolean;
}

export interface DensityColumn {
  x: number;
  counts: Record<MarkStatus, number>;
  total: number;
}

export type ConsumptionLayout =
  | { mode: 'markers'; markers: PlacedMarker[]; rows: number }
  | { mode: 'density'; columns: DensityColumn[]; totalMax: number; markers: PlacedMarker[] };

/** Marks whose time falls inside the visible range (plus the half cell at each edge). */
export function visibleMarks(marks: readonly ConsumptionMark[], range: TimeRange): readonly ConsumptionMark[] {
  const byTime = (mark: ConsumptionMark) => mark.timestamp;
  const first = lowerBound(marks, range.from - 0.5, byTime);
  const afterLast = lowerBound(marks, range.to + 0.5, byTime);
  return marks.slice(first, afterLast);
}

/** Greedy row packing; returns null when some marker fits in none of the rows. */
export function packRows(marks: readonly ConsumptionMark[], scale: TimeScale): PlacedMarker[] | null {
  const rowLastX: number[] = [];
  const placed: PlacedMarker[] = [];
  for (const mark of marks) {
    const x = scale(mark.timestamp);
    let row = rowLastX.findIndex((lastX) => x - lastX >= MARKER_SPACING_MIN_PX);
    if (row === -1) {
      if (rowLastX.length >= MARKER_ROWS_MAX) return null;
      row = rowLastX.length;
      rowLastX.push(x);
    }
    rowLastX[row] = x;
    placed.push({ mark, x, row, showLabel: true });
  }
  hideCrowdedLabels(placed);
  return placed;
}

function labelWidthPx(mark: ConsumptionMark): number {
  return LABEL_OFFSET_PX + String(mark.amount).length * LABEL_CHAR_WIDTH_PX;
}

/** Keeps a label only when the next marker of the same row starts after it. */
function hideCrowdedLabels(placed: PlacedMarker[]): void {
  const nextXByRow = new Map<number, number>();
  for (let index = placed.length - 1; index >= 0; index -= 1) {
    const marker = placed[index];
    const nextX = nextXByRow.get(marker.row) ?? Number.POSITIVE_INFINITY;
    marker.showLabel = nextX - marker.x >= labelWidthPx(marker.mark) + MARKER_SPACING_MIN_PX / 2;
    nextXByRow.set(marker.row, marker.x);
  }
}

export function densityColumns(marks: readonly ConsumptionMark[], scale: TimeScale): DensityColumn[] {
  const columns = new Map<number, DensityColumn>();
  for (const mark of marks) {
    const column = Math.floor(scale(mark.timestamp) / DENSITY_COLUMN_PX);
    let entry = columns.get(column);
    if (entry === undefined) {
      entry = { x: column * DENSITY_COLUMN_PX, counts: { accepted: 0, rejected: 0, pending: 0 }, total: 0 };
      columns.set(column, entry);
    }
    entry.counts[mark.status] += 1;
    entry.total += 1;
  }
  return [...columns.values()];
}

/**
 * Lays out the visible marks. In density mode, the marks named in `individualIds`
 * (the selected one, ones a drag would break) are still drawn as markers on top, so
 * what a person is looking at never disappears into a column.
 */
export function layoutConsumptions(
  visible: readonly ConsumptionMark[],
  scale: TimeScale,
  individualIds: ReadonlySet<string>,
): ConsumptionLayout {
  const packed = packRows(visible, scale);
  if (packed !== null) {
    const rows = packed.reduce((most, marker) => Math.max(most, marker.row + 1), 1);
    return { mode: 'markers', markers: packed, rows };
  }
  const columns = densityColumns(visible, scale);
  const totalMax = columns.reduce((most, column) => Math.max(most, column.total), 0);
  const markers = visible
    .filter((mark) => individualIds.has(mark.id))
    .map((mark) => ({ mark, x: scale(mark.timestamp), row: 0, showLabel: true }));
  return { mode: 'density', columns, totalMax, markers };
}
