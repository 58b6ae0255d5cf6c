/**
 * What lies outside the visible range, counted for the plot's edges ("← 12", "3 broken →"),
 * so zooming in never hides that more is there, or that a drag breaks something out of
 * view. Binary searches over arrays sorted once per engine answer keep it cheap per frame.
 */
import type { ConsumptionMark } from './consumptionMarks';
import type { DragHighlights } from './markerLayout';
import { lowerBound, type TimeRange } from './timeScale';

export interface SideCounts {
  consumptions: number;
  broken: number;
  becomesAccepted: number;
  grants: number;
}

export interface EdgeCounts {
  before: SideCounts;
  after: SideCounts;
}

export interface GrantEdgeIndex {
  /** Grant window ends and starts, each sorted ascending. */
  endsSorted: readonly number[];
  startsSorted: readonly number[];
}

export function grantEdgeIndex(grants: readonly { start: number; end: number }[]): GrantEdgeIndex {
  return {
    endsSorted: grants.map((grant) => grant.end).sort((a, b) => a - b),
    startsSorted: grants.map((grant) => grant.start).sort((a, b) => a - b),
  };
}

const byValue = (value: number) => value;
const byTime = (mark: ConsumptionMark) => mark.timestamp;

/** How many of `ids` sit before and after the range (ids without a mark are skipped). */
function countSides(ids: ReadonlySet<string>, markById: ReadonlyMap<string, ConsumptionMark>, range: TimeRange): [number, number] {
  let before = 0;
  let after = 0;
  for (const id of ids) {
    const timestamp = markById.get(id)?.timestamp;
    if (timestamp === undefined) continue;
    if (timestamp < range.from - 0.5) before += 1;
    else if (timestamp >= range.to + 0.5) after += 1;
  }
  return [before, after];
}

export function edgeCounts(
  marks: readonly ConsumptionMark[],
  markById: ReadonlyMap<string, ConsumptionMark>,
  grants: GrantEdgeIndex,
  range: TimeRange,
  highlights: DragHighlights,
): EdgeCounts {
  // The same half-cell margins as the culling in markerLayout.ts and grantLanes.ts.
  const [brokenBefore, brokenAfter] = countSides(highlights.broken, markById, range);
  const [acceptedBefore, acceptedAfter] = countSides(highlights.becomesAccepted, markById, range);
  return {
    before: {
      consumptions: lowerBound(marks, range.from - 0.5, byTime),
      broken: brokenBefore,
      becomesAccepted: acceptedBefore,
      grants: lowerBound(grants.endsSorted, range.from - 0.5, byValue),
    },
    after: {
      consumptions: marks.length - lowerBound(marks, range.to + 0.5, byTime),
      broken: brokenAfter,
      becomesAccepted: acceptedAfter,
      // Starts are whole times, so "after to + 0.5" is "at or after the next whole time".
      grants: grants.startsSorted.length - lowerBound(grants.startsSorted, Math.floor(range.to + 0.5) + 1, byValue),
    },
  };
}
