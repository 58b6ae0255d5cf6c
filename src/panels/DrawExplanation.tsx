/**
 * Explains the selected consumption: which grants paid for it and how much each gave,
 * read from the snapshot's draws, and the EDF priority queue at its timestamp from the
 * engine's `explainDraw` (every eligible grant in order, with what it had and gave). A
 * refused or waiting one gets why, and what would make it fit (RefusedExplanation.tsx);
 * with nothing selected, a refused last operation does.
 */
import { useLabStore } from '../store';
import { formatNumber } from '../text/formatNumber';
import { shortTime } from '../text/unixDates';
import { PhraseId } from '../text/IdText';
import { DrawQueueTable } from './DrawQueueTable';
import { LastRefusalExplanation, RefusedExplanation } from './RefusedExplanation';

/** The explanation's section, which the timeline's selection line offers to scroll to. */
const EXPLANATION_ID = 'explanation';

/**
 * Brings the explanation into view and moves focus there: on a laptop it sits below the
 * timeline and the playback, out of sight when a dot is clicked. Not a "#explanation"
 * link: the address's hash holds the scenario.
 */
export function showExplanation(): void {
  const section = document.getElementById(EXPLANATION_ID);
  section?.scrollIntoView({ block: 'nearest' });
  section?.focus({ preventScroll: true });
}

export function DrawExplanation() {
  const selectedId = useLabStore((state) => state.selectedConsumptionId);
  // This selector runs on every store change (each drag frame too): no scan when nothing is selected.
  const consumption = useLabStore((state) =>
    selectedId === null ? undefined : state.derived?.snapshot.consumptions.find((candidate) => candidate.id === selectedId),
  );
  // Asked of the worker by store/ledgerSync.ts; the last answer stays until the next lands.
  const explanation = useLabStore((state) =>
    consumption?.status === 'accepted' && state.drawExplanation?.consumptionId === consumption.id ? state.drawExplanation.explanation : null,
  );

  return (
    <section id={EXPLANATION_ID} tabIndex={-1} className="panel explanation" aria-labelledby="explanation-title">
      <h2 id="explanation-title">Explanation</h2>
      {selectedId === null ? (
        <>
          <LastRefusalExplanation />
          <p className="muted">Select a consumption in the event log or on the timeline to see which grants paid for it.</p>
        </>
      ) : consumption === undefined || consumption.status === 'pending' ? (
        <RefusedExplanation consumptionId={selectedId} />
      ) : (
        <>
          <p>
            <strong><PhraseId id={consumption.id} /></strong> took {formatNumber(consumption.amount)} credits at {shortTime(consumption.timestamp)}, earliest-ending
            grant first:
          </p>
          {explanation !== null ? (
            <DrawQueueTable caption={`EDF priority queue at ${shortTime(explanation.timestamp)}`} queue={explanation.queue} />
          ) : (
            <ul className="draw-list">
              {consumption.draws.map((draw) => (
                <li key={draw.grantId}>
                  <span className="draw-grant">
                    <PhraseId id={draw.grantId} />
                  </span> gave {formatNumber(draw.amount)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
