/**
 * The Explanation panel's answer for a consumption that holds no credit: why it was refused
 * or waits, against the ledger it met and the ledger now, with the engine's repair.
 */
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useLabStore } from '../store';
import { PhraseId } from '../text/IdText';
import { refusalBlocks } from '../teaching/refusalText';
import { latestRefusedAttempt } from '../store/refusedAttempt';
import { retryOrigins } from '../teaching/retries';
import { RefusalBlocks } from './RefusalBlocks';

export function RefusedExplanation({ consumptionId }: { consumptionId: string }) {
  const { operations, outcomes } = useLabStore(
    useShallow((state) => ({ operations: state.derivedScenario?.operations, outcomes: state.derived?.outcomes })),
  );
  const attempt = useMemo(
    () => (operations === undefined || outcomes === undefined ? null : latestRefusedAttempt(operations, outcomes, consumptionId)),
    [operations, outcomes, consumptionId],
  );
  // Asked of the worker by store/ledgerSync.ts for the selected consumption.
  const explanation = useLabStore((state) => {
    const answer = state.refusalExplanation;
    return answer !== null && attempt !== null && answer.consumptionId === consumptionId && answer.index === attempt.index ? answer.explanation : null;
  });
  const name = (
    <strong>
      <PhraseId id={consumptionId} />
    </strong>
  );
  if (attempt === null || outcomes === undefined) {
    return <p>{name} holds no credit: it has not arrived yet, or the engine refused it as invalid input (see the event log).</p>;
  }
  const waiting = attempt.result.status === 'pending';
  const context = { arrivalNumber: attempt.index + 1, appliedCount: outcomes.length, status: attempt.result.status };
  return (
    <div className="refusal-explanation" data-refusal-for={consumptionId}>
      <p>
        {name} holds no credit: {waiting ? 'it waits in the pending queue.' : 'it was refused.'}
      </p>
      {explanation === null ? <p className="muted">Working out what would make it fit…</p> : <RefusalBlocks blocks={refusalBlocks(explanation, context)} />}
    </div>
  );
}

/** With nothing selected: the refusal of the operation that arrived last, if it was one. */
export function LastRefusalExplanation() {
  const { lastRefusal, outcomes, operations } = useLabStore(
    useShallow((state) => ({ lastRefusal: state.derived?.lastRefusal ?? null, outcomes: state.derived?.outcomes, operations: state.derivedScenario?.operations })),
  );
  const last = outcomes?.at(-1);
  if (lastRefusal === null || outcomes === undefined || operations === undefined || last?.kind !== 'consume' || last.result.status === 'accepted') return null;
  // An unchanged retry of a waiting consumption was queued by the arrival it repeats.
  const origin = retryOrigins(operations, outcomes)[outcomes.length - 1] ?? null;
  const context = { arrivalNumber: (origin ?? outcomes.length - 1) + 1, appliedCount: outcomes.length, status: last.result.status, repeated: origin !== null };
  return (
    <div className="refusal-explanation" data-refusal-for={lastRefusal.consumption.id}>
      <p>
        Last operation: <strong><PhraseId id={lastRefusal.consumption.id} /></strong>{' '}
        {last.result.status === 'pending' ? 'waits in the pending queue.' : 'was refused.'}
      </p>
      <RefusalBlocks blocks={refusalBlocks({ atArrival: lastRefusal, now: lastRefusal }, context)} />
    </div>
  );
}
