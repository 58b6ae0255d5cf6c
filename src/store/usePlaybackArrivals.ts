/**
 * What the timeline and other views need to show playback: each id's arrival number at the
 * current step ("#3"), the operation that just arrived, and what the step changed (to
 * highlight them). Computed once per step for the whole page, so a marker only looks up.
 */
import { useMemo } from 'react';
import { arrivalNumbersAt, arrivedOperationAt, type ArrivalNumbers, type ArrivedOperation } from '../teaching/arrivals';
import { changedConsumptionIds, changedGrantIds } from '../teaching/stepChanges';
import { useLabStore } from './index';
import { selectCurrentStep } from './playbackSlice';
import { selectNarration } from './teachingSlice';

export interface PlaybackArrivals {
  arrivalNumbers: ArrivalNumbers;
  /** The operation that arrived at the current step; null at step 0. */
  arrived: ArrivedOperation | null;
  /** Consumptions and grants whose draws or status the current step changed. */
  changed: { consumptions: ReadonlySet<string>; grants: ReadonlySet<string> };
}

const NOTHING_CHANGED = { consumptions: new Set<string>(), grants: new Set<string>() };

export function usePlaybackArrivals(): PlaybackArrivals {
  const operations = useLabStore((state) => state.scenario.operations);
  const step = useLabStore(selectCurrentStep);
  // Outcomes tell a retry that changed nothing from a new attempt; only those of this very scenario count.
  const outcomes = useLabStore((state) => (state.derivedScenario?.operations === state.scenario.operations ? state.derived?.outcomes : undefined));
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
