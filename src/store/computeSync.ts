/**
 * Keeps the derived mirror in step with the scenario: every change of `scenario` or
 * `playbackStep` sends a compute, and only the answer to the newest request is stored, so
 * a slow answer to an old scenario can never overwrite a newer one.
 */
import type { StoreApi } from 'zustand';
import type { ComputeRequest, ComputeResult } from '../worker/protocol';
import type { LedgerClient } from '../worker/client';
import type { LabState } from './types';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function startComputeSync(store: StoreApi<LabState>, client: LedgerClient): () => void {
  function requestCompute(): void {
    const { scenario, playbackStep } = store.getState();
    const request: ComputeRequest = playbackStep === null ? { scenario } : { scenario, step: playbackStep };
    store.setState({ computing: true });
    client.compute(request).then(
      ({ seq, result }: { seq: number; result: ComputeResult }) => {
        if (!client.isLatest('compute', seq)) return;
        store.setState({ derived: deepFreeze(result), derivedScenario: scenario, computing: false });
      },
      () => {
        // A failed compute means the worker crashed; the client has restarted it and the
        // restart listener below has already re-sent the current scenario.
      },
    );
  }

  const unsubscribeStore = store.subscribe((state, previous) => {
    if (state.scenario !== previous.scenario || state.playbackStep !== previous.playbackStep) requestCompute();
  });
  const unsubscribeRestart = client.onRestart((message) => {
    store.setState({ workerError: message });
    requestCompute();
  });
  requestCompute();
  return () => {
    unsubscribeStore();
    unsubscribeRestart();
  };
}
