/**
 * Tells the person when a link, the autosave or an imported file could not be opened, and
 * what was wrong. The message may quote text from the link; React renders it as text only.
 */
import { EMPTY_SCENARIO } from '../store/scenarioSlice';
import { writeScenarioHash } from '../share/urlSync';
import { useLabStore } from '../store';

function openEmptyScenario(): void {
  const state = useLabStore.getState();
  state.editScenario(EMPTY_SCENARIO, 'Open empty scenario');
  state.setVisibleRange(null);
  state.dismissShareProblem();
  // Replaces the broken link at once, so a reload does not show the same error again.
  writeScenarioHash(useLabStore, window);
}

export function ShareAlert() {
  const problem = useLabStore((state) => state.shareProblem);
  if (problem === null) return null;
  return (
    <div role="alert" className="error-banner share-alert">
      <span>{problem.message}</span>
      <span className="share-alert-actions">
        {problem.fromLink && (
          <button type="button" className="primary" onClick={openEmptyScenario}>
            Open empty scenario
          </button>
        )}
        <button type="button" onClick={() => useLabStore.getState().dismissShareProblem()}>
          Dismiss
        </button>
      </span>
    </div>
  );
}
