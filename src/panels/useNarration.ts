/**
 * Asks the worker for the narration of the current step whenever the scenario or the step
 * changes, and puts it in the store, where the narration panel and the timeline's "what
 * changed" highlight both read it. Mounted once, by the teaching panel. Requests go through a latest-wins queue (the drag preview's): at most one is in
 * flight and only the newest step waits behind it, so playing fast through a big scenario
 * never piles work up in the worker, and the story shown is never of a step already left.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createQueue, requestKey, resetQueue, settle, type SentRequest } from '../drag/latestWinsQueue';
import type { Scenario } from '../scenario/types';
import { ledgerClient, useLabStore } from '../store';
import { selectCurrentStep } from '../store/playbackSlice';

interface NarrationKey {
  scenario: Scenario;
  step: number;
}

export function useNarrationSync(): void {
  const scenario = useLabStore((state) => state.scenario);
  const step = useLabStore(selectCurrentStep);
  const [restarts, setRestarts] = useState(0);
  const queueRef = useRef(createQueue<NarrationKey>());

  const send = useCallback((request: SentRequest<NarrationKey> | null): void => {
    if (request === null) return;
    ledgerClient.narrate(request.key.scenario, request.key.step).then(
      (answer) => {
        const settled = settle(queueRef.current, request.seq);
        queueRef.current = settled.queue;
        // An answer with a newer step already waiting would only flash by; skip to the newer one.
        if (settled.fresh && settled.send === null) useLabStore.getState().setNarration(answer.narration);
        send(settled.send);
      },
      () => {
        // The client restarts a crashed worker and reports it; the restart listener re-asks.
      },
    );
  }, []);

  useEffect(
    () =>
      ledgerClient.onRestart(() => {
        // Whatever was in flight died with the worker; start over with the current step.
        queueRef.current = resetQueue(queueRef.current);
        // In a later task, as computeSync does, so the restart notice is painted first.
        setTimeout(() => setRestarts((count) => count + 1));
      }),
    [],
  );

  useEffect(() => {
    const transition = requestKey(queueRef.current, { scenario, step });
    queueRef.current = transition.queue;
    send(transition.send);
  }, [scenario, step, restarts, send]);
}
