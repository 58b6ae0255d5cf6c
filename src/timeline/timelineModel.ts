/**
 * Everything the timeline needs from one engine answer, computed once per answer (not per
 * zoom frame): marks sorted by time, draws indexed by grant, grants packed into lanes.
 * Zooming and panning then only cull and position these with binary searches.
 */
import type { GrantView, StepPoint } from '../ledger/types';
import type { Operation } from '../scenario/types';
import type { ComputeResult } from '../worker/protocol';
import { buildConsumptionMarks, type ConsumptionMark } from './consumptionMarks';
import { grantEdgeIndex, type GrantEdgeIndex } from './edgeCounts';
import { drawsByGrant, type GrantDraw } from './grantLanes';
import { packGrantLanes, type GrantPacking } from './grantPacking';
import type { TimeRange } from './timeScale';

export interface TimelineModel {
  grants: readonly GrantView[];
  marks: readonly ConsumptionMark[];
  markById: ReadonlyMap<string, ConsumptionMark>;
  drawIndex: ReadonlyMap<string, readonly GrantDraw[]>;
  /** Grants packed into as few lanes as their windows allow. */
  lanes: GrantPacking['lanes'];
  laneIndexById: ReadonlyMap<string, number>;
  /** Arrival order of each grant: its colour, which stays put when packing moves it. */
  grantIndexById: ReadonlyMap<string, number>;
  /** For counting the grants out of view at each edge. */
  grantEdges: GrantEdgeIndex;
  balanceSeries: readonly StepPoint[];
  headroomSeries: readonly StepPoint[];
  extent: TimeRange;
  isEmpty: boolean;
}

export function buildTimelineModel(derived: ComputeResult, operations: readonly Operation[]): TimelineModel {
  const marks = buildConsumptionMarks(derived, operations);
  const grants = derived.snapshot.grants;
  const packing = packGrantLanes(grants);
  return {
    grants,
    marks,
    markById: new Map(marks.map((mark) => [mark.id, mark])),
    drawIndex: drawsByGrant(derived.snapshot),
    lanes: packing.lanes,
    laneIndexById: packing.laneOf,
    grantIndexById: new Map(grants.map((grant, index) => [grant.id, index])),
    grantEdges: grantEdgeIndex(grants),
    balanceSeries: derived.balanceSeries,
    headroomSeries: derived.headroomSeries,
    extent: derived.timeExtent,
    isEmpty: grants.length === 0 && marks.length === 0,
  };
}
