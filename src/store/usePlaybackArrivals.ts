/**
 * What the timeline and other views need to show playback: each id's arrival number at the
 * current step ("#3"), the operation that just arrived, and what the step changed (to
 * highlight them). Computed once per step for the whole page, so a marker only looks up.
 */
import { useMemo } from 'react';
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
}

const NOTHING_CHANGED = { consumptions: new Set<string>(), grants: new Set<string>() };

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

export function usePlaybackArrivals(): PlaybackArrivals {
  const operations = useLabStore((state) => state.derivedScenario?.operations ?? NO_OPERATIONS);
  const step = useLabStore(selectDrawnStep);
  // Outcomes tell a retry that changed nothing from a new attempt.
  const outcomes = useLabStore((state) => state.derived?.outcomes);
  // As the arrival ring, the highlight also shows live, on the last step: what the latest operation did.
  // Only the story of this very step counts; one still being told for another step would mislead.
  const changes = useLabStore((state) => { const narration = selectNarration(state); return narration?.step === step ? narration.changes : null; });
  return useMemo(
    () => ({
      arrivalNumbers: arrivalNumbersAt(operations, step, outcomes),
      arrived: arrivedOperationAt(operations, step),
      changed: changes === null ? NOTHING_CHANGED : { consumptions: changedConsumptionIds(changes), grants: changedGrantIds(changes) },
    }),
    [operations, step, changes, outcomes],
  );
}
