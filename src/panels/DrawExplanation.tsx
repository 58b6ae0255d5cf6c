/**
 * Explains the selected consumption: which grants paid for it and how much each gave,
 * read from the snapshot's draws, and the EDF priority queue at its timestamp from the
 * engine's `explainDraw` (every eligible grant in order, with what it had and gave).
 */
import { useLabStore } from '../store';
import { IdText } from '../text/IdText';
import { DrawQueueTable } from './DrawQueueTable';

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
    <section className="panel explanation" aria-labelledby="explanation-title">
      <h2 id="explanation-title">Explanation</h2>
      {selectedId === null ? (
        <p className="muted">Select a consumption in the event log or on the timeline to see which grants paid for it.</p>
      ) : consumption === undefined ? (
        <p>
          <strong><IdText id={selectedId} /></strong> holds no credit: it was rejected, or has not arrived yet.
        </p>
      ) : consumption.status === 'pending' ? (
        <p>
          <strong><IdText id={consumption.id} /></strong> ({consumption.amount} credits at t={consumption.timestamp}) is pending: it waits
          for a grant that lets it fit.
        </p>
      ) : (
        <>
          <p>
            <strong><IdText id={consumption.id} /></strong> took {consumption.amount} credits at t={consumption.timestamp}, earliest-ending
            grant first:
          </p>
          {explanation !== null ? (
            <DrawQueueTable caption={`EDF priority queue at t=${explanation.timestamp}`} queue={explanation.queue} />
          ) : (
            <ul className="draw-list">
              {consumption.draws.map((draw) => (
                <li key={draw.grantId}>
                  <span className="draw-grant">
                    <IdText id={draw.grantId} />
                  </span> gave {draw.amount}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
