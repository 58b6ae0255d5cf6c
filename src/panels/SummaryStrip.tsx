/** Totals at a glance: credit granted and how many consumptions each status has. */
import { useMemo } from 'react';
import { useLabStore } from '../store';
import type { OperationOutcome } from '../worker/protocol';
import { describeOutcome, type OutcomeStatus } from './outcomeText';

function countStatuses(outcomes: readonly OperationOutcome[]): Record<OutcomeStatus, number> {
  const counts: Record<OutcomeStatus, number> = { accepted: 0, rejected: 0, pending: 0, grant: 0, error: 0, computing: 0 };
  for (const outcome of outcomes) counts[describeOutcome(outcome).status] += 1;
  return counts;
}

export function SummaryStrip() {
  const derived = useLabStore((state) => state.derived);
  const counts = useMemo(() => countStatuses(derived?.outcomes ?? []), [derived]);
  const totalGranted = derived?.snapshot.totalGranted ?? 0;
  return (
    <dl className="summary-strip" aria-label="Summary">
      <div>
        <dt>Total granted</dt>
        <dd>{totalGranted.toLocaleString('en-US')}</dd>
      </div>
      <div className="status-accepted">
        <dt>Accepted</dt>
        <dd>{counts.accepted}</dd>
      </div>
      <div className="status-rejected">
        <dt>Rejected</dt>
        <dd>{counts.rejected}</dd>
      </div>
      <div className="status-pending">
        <dt>Pending</dt>
        <dd>{counts.pending}</dd>
      </div>
      {counts.error > 0 && (
        <div className="status-error">
          <dt>Errors</dt>
          <dd>{counts.error}</dd>
        </div>
      )}
    </dl>
  );
}
