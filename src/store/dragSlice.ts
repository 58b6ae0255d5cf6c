/**
 * The what-if drag: the candidate being dragged, the worker's latest fresh answer about
 * it, and the ids the timeline paints red. The preview requests themselves are sent by
 * src/drag/dragPreviewSync.ts, which watches `drag`; the actions here only record state
 * and, on drop, hand the edit to the scenario slice like any other edit.
 */
import type { StateCreator } from 'zustand';
import { dropEdit } from './dragEdits';
import type { DragAnswer, DragCandidate, DragSubject } from './dragTypes';
import { acceptedIds, splitByDirection, type EditDirections } from './editDirections';
import type { LabState } from './types';

/** One shared empty list, so "nothing is broken" never looks like a change to subscribers. */
const NO_IDS: readonly string[] = Object.freeze([]);

export interface DragSlice {
  drag: DragCandidate | null;
  dragAnswer: DragAnswer | null;
  /** Accepted consumptions the candidate (or an edit) would break: painted red. */
  brokenIds: readonly string[];
  /** Refused or pending consumptions an edit would get accepted: painted green. */
  becomesAcceptedIds: readonly string[];
  beginDrag(subject: DragSubject, input: DragCandidate['input'], time?: number | null): void;
  /** Moves the candidate; null means the pointer is off the timeline, so nothing is previewed. */
  moveDrag(time: number | null): void;
  showDragAnswer(answer: DragAnswer, brokenIds: readonly string[]): void;
  cancelDrag(): void;
  /** Commits the candidate at its time, or cancels when it is off the timeline. */
  dropDrag(): void;
}

const IDLE = { drag: null, dragAnswer: null, brokenIds: NO_IDS, becomesAcceptedIds: NO_IDS } as const;

/**
 * `next`, or `current` itself when both list the same ids: an unchanged reference spares
 * the timeline a re-render on every answer of a drag that keeps breaking the same thing.
 */
function stableIds(current: readonly string[], next: readonly string[]): readonly string[] {
  if (current.length === next.length && current.every((id, index) => id === next[index])) return current;
  return next.length === 0 ? NO_IDS : next;
}

/**
 * An edit answer lists every consumption whose outcome changes, both ways; it is split
 * against the ledger the edit is about, so only what would be broken is painted red.
 */
function answerDirections(state: LabState, answer: DragAnswer, brokenIds: readonly string[]): EditDirections {
  if (answer.kind !== 'edit' || state.derived === null) return { broken: brokenIds, becomesAccepted: NO_IDS };
  return splitByDirection(answer.changedIds, acceptedIds(state.derived.snapshot));
}

export const createDragSlice: StateCreator<LabState, [], [], DragSlice> = (set, get) => ({
  ...IDLE,
  beginDrag(subject, input, time = null) {
    // What-ifs are asked of the live ledger, the one a drop lands in, so playback ends first.
    const state = get();
    if (state.playing) state.togglePlaying();
    if (state.playbackStep !== null) state.goToStep(state.scenario.operations.length);
    set({ drag: { subject, input, time }, dragAnswer: null, brokenIds: NO_IDS, becomesAcceptedIds: NO_IDS });
  },
  moveDrag(time) {
    const { drag } = get();
    if (drag === null || drag.time === time) return;
    // Off the timeline there is no candidate, so no red may linger from the last position.
    const cleared = time === null ? { dragAnswer: null, brokenIds: NO_IDS, becomesAcceptedIds: NO_IDS } : {};
    set({ drag: { ...drag, time }, ...cleared });
  },
  showDragAnswer(answer, brokenIds) {
    const state = get();
    if (state.drag === null) return;
    const directions = answerDirections(state, answer, brokenIds);
    const shown = answer.kind === 'edit' ? { ...answer, becomesAcceptedIds: directions.becomesAccepted } : answer;
    set({
      dragAnswer: shown,
      brokenIds: stableIds(state.brokenIds, directions.broken),
      becomesAcceptedIds: stableIds(state.becomesAcceptedIds, directions.becomesAccepted),
    });
  },
  cancelDrag() {
    if (get().drag !== null) set(IDLE);
  },
  dropDrag() {
    const { drag, scenario } = get();
    if (drag === null) return;
    set(IDLE);
    if (drag.time === null) return;
    const edit = dropEdit(scenario, drag.subject, drag.time);
    if (edit === null) return;
    if (edit.kind === 'append') get().addOperation(edit.operation);
    else get().replaceOperation(edit.index, edit.operation);
  },
});
