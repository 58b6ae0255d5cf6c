/**
 * Tells the person when a link, a save or an imported file could not be opened, and what
 * was wrong, with the ways out: their saved work ("Restore autosaved scenario") or an empty
 * page. Notices that need no action (a view parameter skipped, another tab's change) show
 * as a status below. Messages may quote text from a link; React renders them as text only,
 * with each quoted stretch (ids, field names) isolated so it cannot reorder the message.
 */
import { storageOf } from '../share/browserStorage';
import { restoreLastDocument } from '../share/documents';
import { writeScenarioHash } from '../share/urlSync';
import { useLabStore } from '../store';
import { EMPTY_SCENARIO } from '../store/scenarioSlice';
import { PhraseText } from '../text/IdText';
import { quotedIdsPhrase } from '../text/phrase';

function openEmptyScenario(): void {
  const state = useLabStore.getState();
  // Before the switch: a problem reported as it happens (the scenario left could not be saved) stays.
  state.dismissShareProblem();
  state.editScenario(EMPTY_SCENARIO, 'Open empty scenario', { newDocument: true });
  state.setVisibleRange(null);
  // Replaces the broken link at once, so a reload does not show the same error again.
  writeScenarioHash(useLabStore, window);
}

function restoreSavedScenario(): void {
  const answered = useLabStore.getState().shareProblem;
  if (!restoreLastDocument(useLabStore, storageOf(window), window)) return;
  // Only the problem this button answered goes: one the restore reported on its way (a
  // damaged save it passed over and moved aside) stays on screen.
  if (useLabStore.getState().shareProblem === answered) useLabStore.getState().dismissShareProblem();
  writeScenarioHash(useLabStore, window);
}

export function ShareAlert() {
  const problem = useLabStore((state) => state.shareProblem);
  const hasSaves = useLabStore((state) => state.savedScenarios.saves.length > 0);
  if (problem === null) return null;
  return (
    <div role="alert" className="error-banner share-alert">
      <span>
        <PhraseText phrase={quotedIdsPhrase(problem.message)} />
      </span>
      <span className="share-alert-actions">
        {problem.fromLink && hasSaves && (
          <button type="button" className="primary" onClick={restoreSavedScenario}>
            Restore autosaved scenario
          </button>
        )}
        {problem.fromLink && (
          <button type="button" className={hasSaves ? undefined : 'primary'} onClick={openEmptyScenario}>
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

export function ShareNotice() {
  const notice = useLabStore((state) => state.shareNotice);
  if (notice === null) return null;
  return (
    <div role="status" className="notice-banner">
      <span>
        <PhraseText phrase={quotedIdsPhrase(notice)} />
      </span>
      <button type="button" onClick={() => useLabStore.getState().dismissShareNotice()}>
        Dismiss
      </button>
    </div>
  );
}
