/**
 * Places consumption markers in the consumption lane. Markers that would overlap are
 * stacked in a few rows; when even the rows cannot hold them (more consumptions than the
 * lane has room for), the lane switches to a density strip: one column per few pixels,
 * its height the number of consumptions in it, split by status. Drawing thousands of
 * overlapping dots would be slower and would show nothing a person could read. During a
 * what-if drag, the consumptions it would break (or get accepted) are their own share of
 * each column, so the consequence shows at every zoom.
 */
import type { ConsumptionMark, MarkStatus } from './consumptionMarks';
import { isolateId } from '../text/phrase';
import { formatCredits } from './format';
import { shortId } from '../text/shortId';
import { linearMapping, lowerBound, type TimeRange, type TimeScale } from './timeScale';

export const MARKER_ROWS_MAX = 3;
/** Centre-to-centre distance under which two markers in one row would touch. */
export const MARKER_SPACING_MIN_PX = 14;
export const DENSITY_COLUMN_PX = 3;
/**
 * Past this many in view, the consumptions a step or a drag moved are drawn as rings, one
 * path per kind, instead of markers: a backdated grant can shift thousands of draws, and
 * thousands of markers take the browser a fifth of a second to lay out and read as a smear.
 */
export const INDIVIDUAL_MARKERS_MAX = 150;
/** Average glyph width of the 11 px label font, slightly generous so labels never touch. */
const LABEL_CHAR_WIDTH_PX = 6.5;
/** The same in bold: a label a drag highlights (drag.css) is bold and moved right by the shift below. */
const BOLD_LABEL_CHAR_WIDTH_PX = 7.2;
export const HIGHLIGHT_SHIFT_PX = 4;
const LABEL_OFFSET_PX = 8;

export interface PlacedMarker {
  mark: ConsumptionMark;
  x: number;
  row: number;
  /**
   * "id · amount" when it fits before the next marker of its row, else the amount alone,
   * else null (no label: the tooltip and the selection caption still say everything).
   */
  label: string | null;
  /** The label while a drag highlights it (bold, moved right): shorter where the room is tight. */
  highlightedLabel: string | null;
}

/** What a drag would do to consumptions: break accepted ones, get refused ones accepted. */
export interface DragHighlights {
  broken: ReadonlySet<string>;
  becomesAccepted: ReadonlySet<string>;
}

export const NO_HIGHLIGHTS: DragHighlights = { broken: new Set(), becomesAccepted: new Set() };

export function hasHighlights(highlights: DragHighlights): boolean {
  return highlights.broken.size > 0 || highlights.becomesAccepted.size > 0;
}

/** A column's shares: each status, less the consumptions a drag would move, counted apart. */
export type DensityShare = MarkStatus | 'broken' | 'becomesAccepted';

export interface DensityColumn {
  x: number;
  counts: Record<DensityShare, number>;
  total: number;
}

/** Where the rings of each kind go (x positions), when there are too many for markers. */
export type RingKind = 'broken' | 'becomesAccepted' | 'changed';
export type RingGroups = Record<RingKind, number[]>;

export type ConsumptionLayout =
  | { mode: 'markers'; markers: PlacedMarker[]; rows: number }
  | { mode: 'density'; columns: DensityColumn[]; totalMax: number; markers: PlacedMarker[]; rings: RingGroups | null };

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
    placed.push({ mark, x, row, label: null, highlightedLabel: null });
  }
  chooseLabels(placed, scale.range()[1]);
  return placed;
}

function labelWidthPx(label: string, charWidthPx: number): number {
  return LABEL_OFFSET_PX + label.length * charWidthPx;
}

export function markerLabels(mark: ConsumptionMark): [full: string, short: string] {
  const amount = formatCredits(mark.amount);
  return [`${isolateId(shortId(mark.id))} \u00b7 ${amount}`, amount];
}

function longestLabelFitting(mark: ConsumptionMark, roomPx: number, charWidthPx = LABEL_CHAR_WIDTH_PX): string | null {
  return markerLabels(mark).find((label) => labelWidthPx(label, charWidthPx) <= roomPx) ?? null;
}

/**
 * Picks for each marker the longest label that ends before the next marker of its row
 * and before the right edge of the plot, plain and as a drag highlights it.
 */
function chooseLabels(placed: PlacedMarker[], plotRightX: number): void {
  const nextXByRow = new Map<number, number>();
  for (let index = placed.length - 1; index >= 0; index -= 1) {
    const marker = placed[index];
    const nextX = nextXByRow.get(marker.row) ?? plotRightX + MARKER_SPACING_MIN_PX / 2;
    const roomPx = nextX - marker.x - MARKER_SPACING_MIN_PX / 2;
    marker.label = longestLabelFitting(marker.mark, roomPx);
    marker.highlightedLabel = longestLabelFitting(marker.mark, roomPx - HIGHLIGHT_SHIFT_PX, BOLD_LABEL_CHAR_WIDTH_PX);
    nextXByRow.set(marker.row, marker.x);
  }
}

function shareOf(mark: ConsumptionMark, highlights: DragHighlights | null): DensityShare {
  if (highlights === null) return mark.status;
  if (highlights.broken.has(mark.id)) return 'broken';
  return highlights.becomesAccepted.has(mark.id) ? 'becomesAccepted' : mark.status;
}

export function densityColumns(
  marks: readonly ConsumptionMark[],
  scale: TimeScale,
  highlights: DragHighlights = NO_HIGHLIGHTS,
): DensityColumn[] {
  const { slope, offset } = linearMapping(scale);
  const columns: DensityColumn[] = [];
  // Without a drag there is nothing to look up for each of thousands of marks.
  const lookup = hasHighlights(highlights) ? highlights : null;
  // Marks are sorted by time, so each column is complete once a mark lands in the next one.
  for (const mark of marks) {
    const column = Math.floor((slope * mark.timestamp + offset) / DENSITY_COLUMN_PX);
    let entry = columns[columns.length - 1];
    if (entry === undefined || entry.x !== column * DENSITY_COLUMN_PX) {
      const counts = { accepted: 0, rejected: 0, pending: 0, broken: 0, becomesAccepted: 0 };
      entry = { x: column * DENSITY_COLUMN_PX, counts, total: 0 };
      columns.push(entry);
    }
    entry.counts[shareOf(mark, lookup)] += 1;
    entry.total += 1;
  }
  return columns;
}

/**
 * Markers over the density strip. Each label must end before the next marker of its row, or
 * a step that moved five consumptions at one time writes five labels on top of each other.
 * The pinned ones (the selected and the arrived one) take the bottom row and are drawn
 * last, the rest the row above: a refused arrival's label is never given to the
 * consumptions beside it that it would have broken.
 */
function placeOverStrip(marks: readonly ConsumptionMark[], scale: TimeScale, pinnedIds: ReadonlySet<string> = new Set()): PlacedMarker[] {
  const rowOf = (mark: ConsumptionMark) => (pinnedIds.size === 0 || pinnedIds.has(mark.id) ? 0 : 1);
  const placed = marks.map((mark) => ({ mark, x: scale(mark.timestamp), row: rowOf(mark), label: null, highlightedLabel: null }));
  chooseLabels(placed, scale.range()[1]);
  return pinnedIds.size === 0 ? placed : [...placed.filter((marker) => marker.row === 1), ...placed.filter((marker) => marker.row === 0)];
}

/**
 * Rings of radius `radius` centred at `xs` (ascending), merged where they touch into bands
 * from the first centre to the last. Hundreds of overlapping circles read as a smear, and
 * each costs the browser to rasterise again on every frame the lane changes.
 */
export function ringBands(xs: readonly number[], radius: number): { from: number; to: number }[] {
  const bands: { from: number; to: number }[] = [];
  for (const x of xs) {
    const last = bands[bands.length - 1];
    if (last !== undefined && x - last.to <= 2 * radius) last.to = x;
    else bands.push({ from: x, to: x });
  }
  return bands;
}

function ringKindOf(id: string, highlights: DragHighlights): RingKind {
  if (highlights.broken.has(id)) return 'broken';
  return highlights.becomesAccepted.has(id) ? 'becomesAccepted' : 'changed';
}

/**
 * Lays out the visible marks. In density mode, the marks named in `individualIds`
 * (the selected one, ones a drag would break, ones the step changed) are still drawn as
 * markers on top, so what a person is looking at never disappears into a column. When
 * more than INDIVIDUAL_MARKERS_MAX of them are in view, only the `pinnedIds` (the selected
 * and the arrived one) stay markers and the rest become rings.
 */
export function layoutConsumptions(
  visible: readonly ConsumptionMark[],
  scale: TimeScale,
  individualIds: ReadonlySet<string>,
  highlights: DragHighlights = NO_HIGHLIGHTS,
  pinnedIds: ReadonlySet<string> = new Set(),
): ConsumptionLayout {
  const packed = packRows(visible, scale);
  if (packed !== null) {
    const rows = packed.reduce((most, marker) => Math.max(most, marker.row + 1), 1);
    return { mode: 'markers', markers: packed, rows };
  }
  const columns = densityColumns(visible, scale, highlights);
  const totalMax = columns.reduce((most, column) => Math.max(most, column.total), 0);
  const individual = individualIds.size === 0 ? [] : visible.filter((mark) => individualIds.has(mark.id));
  if (individual.length <= INDIVIDUAL_MARKERS_MAX) {
    return { mode: 'density', columns, totalMax, markers: placeOverStrip(individual, scale, pinnedIds), rings: null };
  }
  const rings: RingGroups = { broken: [], becomesAccepted: [], changed: [] };
  const pinned: ConsumptionMark[] = [];
  for (const mark of individual) {
    if (pinnedIds.has(mark.id)) pinned.push(mark);
    else rings[ringKindOf(mark.id, highlights)].push(scale(mark.timestamp));
  }
  return { mode: 'density', columns, totalMax, markers: placeOverStrip(pinned, scale), rings };
}
