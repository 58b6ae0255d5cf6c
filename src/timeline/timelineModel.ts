/**
 * Everything the timeline needs from one engine answer, computed once per answer (not per
 * zoom frame): marks sorted by time, draws indexed by grant, lanes indexed by grant id.
 * Zooming and panning then only cull and position these with binary searches.
 */
import type { GrantView, StepPoint } from '../ledger/types';
import type { Operation } from '../scenario/types';
import type { ComputeResult } from '../worker/protocol';
import { buildConsumptionMarks, type ConsumptionMark } from './consumptionMarks';
import { drawsByGrant, type GrantDraw } from './grantLanes';
import type { TimeRange } from './timeScale';

export interface TimelineModel {
  grants: readonly GrantView[];
  marks: readonly ConsumptionMark[];
  markById: ReadonlyMap<string, ConsumptionMark>;
  drawIndex: ReadonlyMap<string, readonly GrantDraw[]>;
  laneIndexById: ReadonlyMap<string, number>;
  balanceSeries: readonly StepPoint[];
  headroomSeries: readonly StepPoint[];
  extent: TimeRange;
  isEmpty: boolean;
}

export function buildTimelineModel(derived: ComputeResult, operations: readonly Operation[]): TimelineModel {
  const marks = buildConsumptionMarks(derived, operations);
  const grants = derived.snapshot.grants;
  return {
    grants,
    marks,
    markById: new Map(marks.map((mark) => [mark.id, mark])),
    drawIndex: drawsByGrant(derived.snapshot),
    laneIndexById: new Map(grants.map((grant, index) => [grant.id, index])),
    balanceSeries: derived.balanceSeries,
    headroomSeries: derived.headroomSeries,
    extent: derived.timeExtent,
    isEmpty: grants.length === 0 && marks.length === 0,
  };
}
