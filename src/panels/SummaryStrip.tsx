/**
 * Totals at a glance: credit granted, consumptions holding credit or waiting (from the
 * ledger snapshot, so an identical retry is not counted twice) and refused attempts
 * (from the outcomes, since a refusal leaves nothing in the ledger).
 */
import { useDeferredValue, useMemo } from 'react';
import type { ComputeResult } from '../worker/protocol';
import { useLabStore } from '../store';
import { formatNumber } from '../text/formatNumber';

interface SummaryCounts {
  accepted: number;
  rejected: number;
  pending: number;
  errors: number;
}

function countSummary(derived: ComputeResult | null): SummaryCounts {
  const counts: SummaryCounts = { accepted: 0, rejected: 0, pending: 0, errors: 0 };
  for (const consumption of derived?.snapshot.consumptions ?? []) counts[consumption.status] += 1;
  for (const outcome of derived?.outcomes ?? []) {
    if (outcome.kind === 'error') counts.errors += 1;
    else if (outcome.kind === 'consume' && outcome.result.status === 'rejected') counts.rejected += 1;
  }
  return counts;
}

export function SummaryStrip() {
  // Deferred like the timeline's (Timeline.tsx): counting is a walk of every consumption.
  const derived = useDeferredValue(useLabStore((state) => state.derived));
  const computing = useLabStore((state) => state.computing);
  const progress = useLabStore((state) => state.computeProgress);
  const counts = useMemo(() => countSummary(derived), [derived]);
  const totalGranted = derived?.snapshot.totalGranted ?? 0;
  return (
    <div className="summary-strip">
      <dl className="summary-figures" aria-label="Summary">
        <div>
          <dt>Total granted</dt>
          <dd>{formatNumber(totalGranted)}</dd>
        </div>
        <div className="status-accepted">
          <dt>Accepted</dt>
          <dd>{formatNumber(counts.accepted)}</dd>
        </div>
        <div className="status-rejected" title="Consumption attempts that were refused">
          <dt>Rejected</dt>
          <dd>{formatNumber(counts.rejected)}</dd>
        </div>
        <div className="status-pending">
          <dt>Pending</dt>
          <dd>{formatNumber(counts.pending)}</dd>
        </div>
        {counts.errors > 0 && (
          <div className="status-error" title="Operations the engine refused as invalid">
            <dt>Errors</dt>
            <dd>{formatNumber(counts.errors)}</dd>
          </div>
        )}
      </dl>
      <div className="summary-status-area">
        <p className="summary-status" role="status">
          {computing ? 'Computing…' : ''}
        </p>
        {/* Outside the live region: read five times a second, it would drown a screen reader. */}
        {computing && progress !== null && (
          <p className="summary-progress">
            <progress max={progress.of} value={progress.applied} aria-label="Operations applied" />
            <span>
              {formatNumber(progress.applied)} of {formatNumber(progress.of)}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
