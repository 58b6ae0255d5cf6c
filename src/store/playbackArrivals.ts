/**
 * What the timeline and other views need to show playback: each id's arrival number at the
 * current step ("#3"), the operation that just arrived, and what the step changed (to
 * highlight them). Computed once per step for the whole page, so a marker only looks up.
 */
import { useShallow } from 'zustand/react/shallow';
import type { Operation } from '../scenario/types';
import type { StepChange } from '../teaching/stepChanges';
import type { OperationOutcome } from '../worker/protocol';
import { arrivalNumbersAt, arrivedOperationAt, type ArrivalNumbers, type ArrivedOperation } from '../teaching/arrivals';
import { changedConsumptionIds, changedGrantIds } from '../teaching/stepChanges';
import { useLabStore, type LabState } from './index';
import { selectNarration } from './teachingSlice';

export interface PlaybackArrivals {
  arrivalNumbers: ArrivalNumbers;
  /** The operation that arrived at the current step; null at step 0. */
  arrived: ArrivedOperation | null;
  /** Consumptions and grants whose draws or status the current step changed. */
  changed: { consumptions: ReadonlySet<string>; grants: ReadonlySet<string> };
  /** Accepted consumptions the arrival refused at this step would have broken: the refusal kept them whole. */
  protectedIds: ReadonlySet<string>;
}

const NOTHING_CHANGED = { consumptions: new Set<string>(), grants: new Set<string>() };
const NONE_PROTECTED: ReadonlySet<string> = new Set();

function protectedAt(outcomes: readonly OperationOutcome[] | undefined, step: number): ReadonlySet<string> {
  const outcome = step >= 1 ? outcomes?.[step - 1] : undefined;
  if (outcome?.kind !== 'consume' || !('broken' in outcome.result)) return NONE_PROTECTED;
  return new Set(outcome.result.broken);
}

const NO_OPERATIONS: readonly never[] = [];

/**
 * Of the scenario the timeline is drawn from (the last computed one), not of the one being
 * edited: an edit then re-renders the timeline once, when its answer lands, instead of
 * also at the keystroke that made it (a walk of every operation at 20,000 of them).
 */
function selectDrawnStep(state: LabState): number {
  const count = state.derivedScenario?.operations.length ?? 0;
  return state.playbackStep === null ? count : Math.min(state.playbackStep, count);
}

/** What the arrivals are computed from, selected from the store; cheap to select, stable while unchanged. */
export interface PlaybackInputs {
  operations: readonly Operation[];
  step: number;
  outcomes: readonly OperationOutcome[] | undefined;
  changes: readonly StepChange[] | null;
}

export function usePlaybackInputs(): PlaybackInputs {
  return useLabStore(
    useShallow((state) => {
      const step = selectDrawnStep(state);
      // Only the story of this very step counts; one still being told for another step would mislead.
      const narration = selectNarration(state);
      return {
        operations: state.derivedScenario?.operations ?? NO_OPERATIONS,
        step,
        // Outcomes tell a retry that changed nothing from a new attempt.
        outcomes: state.derived?.outcomes,
        // As the arrival ring, the highlight also shows live, on the last step: what the latest operation did.
        changes: narration?.step === step ? narration.changes : null,
      };
    }),
  );
}

/**
 * Arrivals already worked out, by inputs: the timeline asks from a deferred render, which
 * React may abandon and start again, and each start would walk 20,000 operations again.
 */
const arrivalsByInputs = new WeakMap<PlaybackInputs, PlaybackArrivals>();

export function playbackArrivals(inputs: PlaybackInputs): PlaybackArrivals {
  let arrivals = arrivalsByInputs.get(inputs);
  if (arrivals === undefined) {
    const { operations, step, outcomes, changes } = inputs;
    arrivals = {
      arrivalNumbers: arrivalNumbersAt(operations, step, outcomes),
      arrived: arrivedOperationAt(operations, step),
      changed: changes === null ? NOTHING_CHANGED : { consumptions: changedConsumptionIds(changes), grants: changedGrantIds(changes) },
      protectedIds: protectedAt(outcomes, step),
    };
    arrivalsByInputs.set(inputs, arrivals);
  }
  return arrivals;
}
