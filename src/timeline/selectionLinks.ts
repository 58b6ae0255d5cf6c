/**
 * Where the selected consumption's credit came from, in lane terms: one link per grant
 * it drew from, with the amount, drawn as a vertical line at the consumption's time from
 * its marker down to each grant's lane (a draw always happens at the consumption's time,
 * inside the grant's window, so the line always lands on the bar).
 */
import type { ConsumptionMark } from './consumptionMarks';
import type { TimeScale } from './timeScale';

export interface LinkTarget {
  grantId: string;
  amount: number;
  laneIndex: number;
}

export interface SelectionLinks {
  x: number;
  targets: LinkTarget[];
}

export function selectionLinks(
  selected: ConsumptionMark | undefined,
  laneIndexById: ReadonlyMap<string, number>,
  scale: TimeScale,
): SelectionLinks | null {
  if (selected === undefined || selected.draws.length === 0) return null;
  const targets: LinkTarget[] = [];
  for (const draw of selected.draws) {
    const laneIndex = laneIndexById.get(draw.grantId);
    if (laneIndex !== undefined) targets.push({ grantId: draw.grantId, amount: draw.amount, laneIndex });
  }
  return { x: scale(selected.timestamp), targets };
}
