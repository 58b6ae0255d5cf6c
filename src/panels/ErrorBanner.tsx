/** Tells the person when the ledger worker had to be restarted (or cannot be). */
import { useLabStore } from '../store';

export function ErrorBanner() {
  const workerError = useLabStore((state) => state.workerError);
  if (workerError === null) return null;
  return (
    <div role="alert" className="error-banner">
      <span>{workerError}</span>
      <button type="button" onClick={() => useLabStore.getState().dismissWorkerError()}>
        Dismiss
      </button>
    </div>
  );
}
