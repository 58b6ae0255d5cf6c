/**
 * "Download CSV": the event log as a spreadsheet opens it, one row per arrival with its
 * outcome, and as Import reads it back (the outcome column is left alone there).
 */
import { scenarioToCsv } from '../scenario/csvScenario';
import { downloadTextFile } from '../scenario/fileIo';
import { useLabStore } from '../store';
import { selectShownOutcomes } from '../store/derivedSlice';
import { plainText } from '../text/phrase';
import { describeOutcome } from './outcomeText';

/** Each arrival's outcome as its log row words it, from the same outcomes the log shows. */
function outcomeTexts(): string[] {
  const state = useLabStore.getState();
  const shown = selectShownOutcomes(state);
  return state.scenario.operations.map((operation, index) => {
    if (state.playbackStep !== null && index >= state.playbackStep) return 'not yet arrived';
    const outcome = shown.operations?.[index] === operation ? shown.outcomes?.[index] : undefined;
    return plainText(describeOutcome(outcome).text);
  });
}

export function EventLogDownload() {
  return (
    <button
      type="button"
      onClick={() => {
        const { operations } = useLabStore.getState().scenario;
        downloadTextFile(scenarioToCsv(operations, { column: 'outcome', texts: outcomeTexts() }), 'event-log.csv', 'text/csv');
      }}
    >
      Download CSV
    </button>
  );
}
