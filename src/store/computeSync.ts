/**
 * Keeps the derived mirror in step with the scenario. Every change of `scenario` or
 * `playbackStep` asks for a compute, but at most one compute is in flight: changes made
 * meanwhile are coalesced into one request for the newest state, sent when the busy one
 * returns. An answer is stored only if it is the latest request of its kind and nothing
 * changed while it was computed, so an old answer can never overwrite a newer state.
 */
import type { StoreApi } from 'zustand';
import type { LedgerClient } from '../worker/client';
import type { ComputeRequest } from '../worker/protocol';
import type { LabState } from './types';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function startComputeSync(store: StoreApi<LabState>, client: LedgerClient): () => void {
  let inFlight = false;
  let changedSinceSent = false;

  function send(): void {
    const { scenario, playbackStep } = store.getState();
    const request: ComputeRequest = playbackStep === null ? { scenario } : { scenario, step: playbackStep };
    inFlight = true;
    changedSinceSent = false;
    store.setState({ computing: true });
    client
      .compute(request)
      .then(
        ({ seq, result }) => {
          if (changedSinceSent || !client.isLatest('compute', seq)) return;
          store.setState({ derived: deepFreeze(result), derivedScenario: scenario, computing: false });
        },
        () => {
          // A failed compute means the worker crashed; the client has restarted it and the
          // restart listener below has asked for the current state again (sent just below).
          store.setState({ computing: false });
        },
      )
      .finally(() => {
        inFlight = false;
        if (changedSinceSent) send();
      });
  }

  function requestCompute(): void {
    if (inFlight) changedSinceSent = true;
    else send();
  }

  const unsubscribeStore = store.subscribe((state, previous) => {
    if (state.scenario !== previous.scenario || state.playbackStep !== previous.playbackStep) requestCompute();
  });
  const unsubscribeRestart = client.onRestart((message) => {
    store.setState({ workerError: message });
    // Re-sent in a later task, so the notice is on screen first: posting a big scenario to
    // the new worker takes a while, and the person should not wait for it to learn why.
    setTimeout(requestCompute);
  });
  send();
  return () => {
    unsubscribeStore();
    unsubscribeRestart();
  };
}
