/**
 * Everything the timeline needs from one engine answer, computed once per answer (not per
 * zoom frame): marks sorted by time, draws indexed by grant, grants packed into lanes.
 * Zooming and panning then only cull and position these with binary searches.
 */
import type { ConsumptionView, GrantView, StepPoint } from '../ledger/types';
import type { Operation } from '../scenario/types';
import type { ComputeResult } from '../worker/protocol';
import { consumptionMarkSteps, type ConsumptionMark } from './consumptionMarks';
import { grantEdgeIndex, type GrantEdgeIndex } from './edgeCounts';
import { drawsByGrantSteps, type GrantDraw } from './grantLanes';
import { packGrantLanes, type GrantPacking } from './grantPacking';
import type { TimeRange } from './timeScale';
import { ITEMS_PER_STEP, runInSlices, runToEnd, type Steps } from '../timeSlices';

export interface TimelineModel {
  grants: readonly GrantView[];
  marks: readonly ConsumptionMark[];
  markById: ReadonlyMap<string, ConsumptionMark>;
  drawIndex: ReadonlyMap<string, readonly GrantDraw[]>;
  /** The snapshot's consumptions `drawIndex` was read from: the next answer rebuilds only what changed. */
  drawnFrom: readonly ConsumptionView[];
  /** Grants still to arrive in teaching playback: their lanes are kept, empty (packWithRoomForUpcoming). */
  upcomingGrantCount: number;
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

function sameGrant(a: GrantView, b: GrantView): boolean {
  return a.amount === b.amount && a.start === b.start && a.end === b.end && a.drawn === b.drawn && a.left === b.left;
}

function sameGrantDraws(a: readonly GrantDraw[], b: readonly GrantDraw[]): boolean {
  return a === b || a.length === b.length && a.every((draw, index) => draw.consumptionId === b[index].consumptionId && draw.amount === b[index].amount && draw.timestamp === b[index].timestamp);
}

/**
 * The grants and their draws, keeping last answer's objects where nothing changed: each
 * answer sends every grant anew, and a bar whose props keep their identity is not drawn
 * again (GrantBar is memoised), which at hundreds of bars is most of the redraw.
 */
function keepUnchanged(previous: TimelineModel | null, grants: readonly GrantView[], drawIndex: Map<string, readonly GrantDraw[]>) {
  if (previous === null) return { grants, drawIndex };
  const previousGrants = new Map(previous.grants.map((grant) => [grant.id, grant]));
  const kept = grants.map((grant) => {
    const before = previousGrants.get(grant.id);
    return before !== undefined && sameGrant(before, grant) ? before : grant;
  });
  for (const [grantId, draws] of drawIndex) {
    const before = previous.drawIndex.get(grantId);
    if (before !== undefined && sameGrantDraws(before, draws)) drawIndex.set(grantId, before);
  }
  return { grants: kept, drawIndex };
}

/**
 * The arrived grants in lanes, packed together with the grants still to arrive in teaching
 * playback (the operations after the `applied` first), whose lanes stay empty until they
 * do: the picture keeps its height from step 0 to the last step. Packed from the arrived
 * grants alone, it grew with each grant, and the step buttons under it moved away from
 * the pointer of a teacher pressing Next step.
 */
function packWithRoomForUpcoming(grants: readonly GrantView[], operations: readonly Operation[], applied: number): GrantPacking & { upcoming: number } {
  const arrived = new Set(grants.map((grant) => grant.id));
  const upcoming = new Map<string, GrantView>();
  for (let index = applied; index < operations.length; index += 1) {
    const operation = operations[index];
    if (operation.kind !== 'grant' || arrived.has(operation.id) || upcoming.has(operation.id)) continue;
    // A window the engine would refuse never gets a bar: no room for it.
    if (!(operation.start <= operation.end)) continue;
    upcoming.set(operation.id, { id: operation.id, amount: operation.amount, start: operation.start, end: operation.end, drawn: 0, left: operation.amount });
  }
  if (upcoming.size === 0) return { ...packGrantLanes(grants), upcoming: 0 };
  const packing = packGrantLanes([...grants, ...upcoming.values()]);
  return { lanes: packing.lanes.map((lane) => lane.filter((grant) => arrived.has(grant.id))), laneOf: packing.laneOf, upcoming: upcoming.size };
}

/** `previous`: the model of the answer before, whose unchanged parts are kept (see keepUnchanged). */
export function buildTimelineModel(derived: ComputeResult, operations: readonly Operation[], previous: TimelineModel | null = null): TimelineModel {
  return runToEnd(timelineModelSteps(derived, operations, previous));
}

/** buildTimelineModel in steps (see timeSlices.ts): at 20,000 operations it takes tens of milliseconds. */
function* timelineModelSteps(derived: ComputeResult, operations: readonly Operation[], previous: TimelineModel | null): Steps<TimelineModel> {
  const marks = yield* consumptionMarkSteps(derived, operations);
  const markById = new Map<string, ConsumptionMark>();
  for (let index = 0; index < marks.length; index += 1) {
    // 20,000 entries took 8-14 ms in one step.
    if (index % ITEMS_PER_STEP === 0) yield;
    markById.set(marks[index].id, marks[index]);
  }
  const earlier = previous === null ? null : { consumptions: previous.drawnFrom, byGrant: previous.drawIndex };
  const draws = yield* drawsByGrantSteps(derived.snapshot, earlier);
  yield;
  const { grants, drawIndex } = keepUnchanged(previous, derived.snapshot.grants, draws);
  yield;
  const packing = packWithRoomForUpcoming(grants, operations, derived.outcomes.length);
  return {
    grants,
    marks,
    markById,
    drawIndex,
    drawnFrom: derived.snapshot.consumptions,
    upcomingGrantCount: packing.upcoming,
    lanes: packing.lanes,
    laneIndexById: packing.laneOf,
    grantIndexById: new Map(grants.map((grant, index) => [grant.id, index])),
    grantEdges: grantEdgeIndex(grants),
    balanceSeries: derived.balanceSeries,
    headroomSeries: derived.headroomSeries,
    extent: derived.timeExtent,
    isEmpty: grants.length === 0 && marks.length === 0 && packing.lanes.length === 0,
  };
}

/**
 * Models already built, by answer. React abandons a deferred render when something more
 * urgent comes in and starts it again later, forgetting its memos: at 20,000 operations
 * that rebuilt the same model (tens of milliseconds) once per restart.
 */
const builtModels = new WeakMap<ComputeResult, { operations: readonly Operation[]; model: TimelineModel }>();

/** The model already built for this answer and operations, if any. */
export function builtTimelineModel(derived: ComputeResult, operations: readonly Operation[]): TimelineModel | null {
  const built = builtModels.get(derived);
  return built !== undefined && built.operations === operations ? built.model : null;
}

/** buildTimelineModel (with nothing kept from another), once per answer and operations. */
export function timelineModelOf(derived: ComputeResult, operations: readonly Operation[]): TimelineModel {
  const model = builtTimelineModel(derived, operations) ?? buildTimelineModel(derived, operations);
  builtModels.set(derived, { operations, model });
  return model;
}

/**
 * timelineModelOf in slices of a few milliseconds, so building the model of a large answer
 * is never one long task; null when `isStale` said to stop (a newer answer came).
 */
export async function timelineModelInSlices(
  derived: ComputeResult,
  operations: readonly Operation[],
  previous: TimelineModel | null,
  isStale: () => boolean,
): Promise<TimelineModel | null> {
  const built = builtTimelineModel(derived, operations);
  if (built !== null) return built;
  const model = await runInSlices(timelineModelSteps(derived, operations, previous), isStale);
  if (model !== null) builtModels.set(derived, { operations, model });
  return model;
}
