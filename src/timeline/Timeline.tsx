/**
 * The timeline connected to the store. It selects only what it draws, and marks two
 * moments for the performance spec: `edf:derived` when the worker's answer lands in the
 * store and `edf:rendered` once the picture of that answer has been committed and painted.
 */
import { useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useLabStore } from '../store';
import { playbackArrivals, usePlaybackInputs } from '../store/playbackArrivals';
import type { LabState } from '../store';
import { TimelineView } from './TimelineView';
import { useBuiltAnswer } from './useBuiltAnswer';

const NO_OPERATIONS: readonly never[] = [];

function operationCount(state: LabState): number {
  return state.derivedScenario?.operations.length ?? 0;
}

function useRenderTiming(derived: LabState['derived']): void {
  useEffect(
    () =>
      useLabStore.subscribe((state, previous) => {
        if (state.derived !== previous.derived && state.derived !== null) {
          performance.mark('edf:derived', { detail: { operations: operationCount(state) } });
        }
      }),
    [],
  );
  useEffect(() => {
    if (derived === null) return;
    const operations = operationCount(useLabStore.getState());
    // The second frame callback runs after the browser painted the first frame.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => performance.mark('edf:rendered', { detail: { operations } }));
    });
    return () => cancelAnimationFrame(frame);
  }, [derived]);
}

/**
 * How many of the lab's operations the worker has applied, over an empty lab's picture
 * only (the one place it is shown: it changes five times a second while a big scenario
 * opens), and only for a compute of this scenario's size: one the worker is still
 * finishing for a scenario since replaced would count against the wrong total.
 */
function appliedOfLab(state: LabState): number {
  const progress = state.computeProgress;
  if (progress === null || (state.derivedScenario?.operations.length ?? 0) > 0) return 0;
  return progress.of === state.scenario.operations.length ? progress.applied : 0;
}

export function Timeline({ ghostLayer }: { ghostLayer?: ReactNode }) {
  const view = useLabStore(
    useShallow((state) => ({
      derived: state.derived,
      operations: state.derivedScenario?.operations ?? NO_OPERATIONS,
      visibleRange: state.visibleRange,
      setVisibleRange: state.setVisibleRange,
      selectedConsumptionId: state.selectedConsumptionId,
      selectConsumption: state.selectConsumption,
      // The what-if drag's answer: accepted consumptions the candidate would break, and
      // refused ones an edit would get accepted.
      brokenIdList: state.brokenIds,
      becomesAcceptedIdList: state.becomesAcceptedIds,
      labOperations: state.scenario.operations.length,
      labApplied: appliedOfLab(state),
    })),
  );
  // A new answer is drawn once its model is built (useBuiltAnswer), in a deferred render,
  // which React splits into short tasks and abandons when a newer answer arrives: at 20,000
  // operations drawing it takes longer than a frame, and the page must keep answering the
  // keyboard and pointer meanwhile.
  // The playback highlights come with the answer they describe, in the same deferred render:
  // worked out in the urgent one, they redrew every bar around the previous answer first.
  const playback = usePlaybackInputs();
  const answer = useMemo(() => ({ derived: view.derived, operations: view.operations, playback }), [view.derived, view.operations, playback]);
  const drawn = useDeferredValue(useBuiltAnswer(answer));
  const brokenIds = useMemo(() => new Set(view.brokenIdList), [view.brokenIdList]);
  const becomesAcceptedIds = useMemo(() => new Set(view.becomesAcceptedIdList), [view.becomesAcceptedIdList]);
  const arrivals = playbackArrivals(drawn.playback);
  useRenderTiming(drawn.derived);
  return (
    <TimelineView
      derived={drawn.derived}
      operations={drawn.operations}
      visibleRange={view.visibleRange}
      onVisibleRangeChange={view.setVisibleRange}
      selectedConsumptionId={view.selectedConsumptionId}
      onSelectConsumption={view.selectConsumption}
      brokenIds={brokenIds}
      becomesAcceptedIds={becomesAcceptedIds}
      ghostLayer={ghostLayer}
      arrivals={arrivals}
      // Only while the picture is an empty lab's: a count changing with every edit would
      // redraw the memoised plot around the previous answer for nothing.
      labOperations={drawn.operations.length === 0 ? view.labOperations : 0}
      labAnswered={drawn.operations.length === 0 && view.operations.length > 0}
      labApplied={drawn.operations.length === 0 ? view.labApplied : 0}
    />
  );
}
