/**
 * Where a consumption marker's arrival number ("#4") goes. Above the dot, as a rule; but
 * when another marker sits in the row above at nearly the same time (two consumptions at
 * t=11 in Seed example 1), "#4" landed between the two dots, on the upper one's ring. It
 * then goes left of its dot ("#4 ● c2 · 60", the order its accessible name reads), where
 * the label of the marker before it in the row leaves room; else, in the bottom row, below
 * the dot, where the lane has nothing else.
 */
import { MARKER_LABEL_GAP_PX, MARKER_RADIUS_PX } from './dimensions';
import { HIGHLIGHT_SHIFT_PX } from './markerLayout';
import { lowerBound } from './timeScale';
import { textWidthPx } from './textWidth';

export type ArrivalLabelSide = 'above' | 'left' | 'below';

/** What the choice reads of a placed marker: where it is and the label drawn to its right. */
export interface MarkerPlace {
  x: number;
  row: number;
  label: string | null;
}

/** The arrival number's font size (teaching.css `.timeline-arrival-label`). */
export const ARRIVAL_LABEL_FONT_PX = 10;
/** Between the dot's edge and the number above or below it, and between the number and a label before it. */
export const ARRIVAL_LABEL_GAP_PX = 3;
/** How far the rings round a dot (arrival, change, protected: ConsumptionMarker.tsx) reach past it. */
const RING_REACH_PX = 4;
/** Where a number left of its dot ends: clear of the rings. */
export const ARRIVAL_LABEL_LEFT_PX = MARKER_RADIUS_PX + RING_REACH_PX + 2;

/** Where a label right of its dot may end: its start, moved right like a drag's highlighted label when a ring is round the dot. */
function rightEdge(place: MarkerPlace): number {
  const labelStart = MARKER_RADIUS_PX + MARKER_LABEL_GAP_PX + HIGHLIGHT_SHIFT_PX;
  return place.x + (place.label === null ? MARKER_RADIUS_PX + RING_REACH_PX : labelStart + textWidthPx(place.label));
}

/**
 * The side of each marker's number (`texts[i]` for `places[i]`, null where it has none).
 * Rows are 24 px apart, so a number above its dot (10 px text over a 6 px dot) always
 * reaches the ring of a dot straight above: only the horizontal distance decides.
 */
export function arrivalLabelSides(places: readonly MarkerPlace[], texts: readonly (string | null)[]): ArrivalLabelSide[] {
  const rows = new Map<number, MarkerPlace[]>();
  for (const place of places) {
    const row = rows.get(place.row);
    if (row === undefined) rows.set(place.row, [place]);
    else row.push(place);
  }
  for (const row of rows.values()) row.sort((a, b) => a.x - b.x);
  const positionInRow = new Map<MarkerPlace, number>();
  for (const row of rows.values()) row.forEach((place, position) => positionInRow.set(place, position));
  return places.map((place, index) => {
    const text = texts[index];
    if (text === null) return 'above';
    const numberWidth = textWidthPx(text, ARRIVAL_LABEL_FONT_PX);
    const reach = numberWidth / 2 + MARKER_RADIUS_PX + RING_REACH_PX;
    const above = rows.get(place.row + 1) ?? [];
    const nearest = above[lowerBound(above, place.x - reach, (other) => other.x)];
    if (nearest === undefined || nearest.x >= place.x + reach) return 'above';
    const before = rows.get(place.row)?.[(positionInRow.get(place) ?? 0) - 1];
    const numberLeft = place.x - ARRIVAL_LABEL_LEFT_PX - numberWidth;
    if (before === undefined || rightEdge(before) + ARRIVAL_LABEL_GAP_PX <= numberLeft) return 'left';
    return place.row === 0 ? 'below' : 'above';
  });
}
