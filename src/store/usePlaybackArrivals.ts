/**
 * What the timeline and other views need to show playback: each id's arrival number at the
 * current step ("#3") and the operation that just arrived (to highlight it). Computed once
 * per step for the whole page, so a marker only looks its number up.
 */
import { useMemo } from 'react';
import { arrivalNumbersAt, arrivedOperationAt, type ArrivalNumbers, type ArrivedOperation } from '../teaching/arrivals';
import { useLabStore } from './index';
import { selectCurrentStep } from './playbackSlice';

export interface PlaybackArrivals {
  arrivalNumbers: ArrivalNumbers;
  /** The operation that arrived at the current step; null at step 0. */
  arrived: ArrivedOperation | null;
}

export function usePlaybackArrivals(): PlaybackArrivals {
  const operations = useLabStore((state) => state.scenario.operations);
  const step = useLabStore(selectCurrentStep);
  return useMemo(
    () => ({ arrivalNumbers: arrivalNumbersAt(operations, step), arrived: arrivedOperationAt(operations, step) }),
    [operations, step],
  );
}
