/**
 * Asks the worker for the narration of the current step whenever the scenario or the step
 * changes. Only the answer to the newest request is kept, so fast stepping never shows the
 * story of a step the person has already left.
 */
import { useEffect, useState } from 'react';
import { ledgerClient, useLabStore } from '../store';
import { selectCurrentStep } from '../store/playbackSlice';
import type { Narration } from '../teaching/types';

export function useNarration(): Narration | null {
  const scenario = useLabStore((state) => state.scenario);
  const step = useLabStore(selectCurrentStep);
  const [narration, setNarration] = useState<Narration | null>(null);
  const [restarts, setRestarts] = useState(0);

  // A crashed worker loses the request in flight; asking again after the restart recovers.
  useEffect(() => ledgerClient.onRestart(() => setRestarts((count) => count + 1)), []);

  useEffect(() => {
    let unmounted = false;
    ledgerClient.narrate(scenario, step).then(
      (answer) => {
        if (!unmounted && ledgerClient.isLatest('narrate', answer.seq)) setNarration(answer.narration);
      },
      () => {
        // The client restarts a crashed worker and reports it; the restart effect re-asks.
      },
    );
    return () => {
      unmounted = true;
    };
  }, [scenario, step, restarts]);

  return narration;
}
