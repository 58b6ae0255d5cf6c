/**
 * Asks the worker why a refused or waiting consumption does not fit, against the ledger it
 * met and the ledger now. It asks again whenever a new compute answer lands, because "now"
 * is the worker's latest ledger (which follows the playback step).
 */
import { useEffect, useState } from 'react';
import { ledgerClient, useLabStore } from '../store';
import type { RefusalExplanation } from '../teaching/refusalRepair';
import type { RefusedAttempt } from './refusedAttempt';

interface Answer {
  attempt: RefusedAttempt;
  explanation: RefusalExplanation;
}

export function useRefusalExplanation(attempt: RefusedAttempt | null): RefusalExplanation | null {
  const derived = useLabStore((state) => state.derived);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const { id, amount, timestamp } = attempt?.consumption ?? { id: null, amount: 0, timestamp: 0 };
  const index = attempt?.index ?? -1;

  useEffect(() => {
    if (attempt === null || derived === null) return undefined;
    let stale = false;
    ledgerClient.explainRefusal(attempt.consumption, attempt.index).then(
      (explanation) => {
        if (!stale) setAnswer({ attempt, explanation });
      },
      () => {
        // A crash restarts the worker and recomputes; the new `derived` asks again.
      },
    );
    return () => {
      stale = true;
    };
  }, [id, amount, timestamp, index, derived]);

  const same = answer !== null && attempt !== null && answer.attempt.index === attempt.index && answer.attempt.consumption.id === attempt.consumption.id;
  return same ? answer.explanation : null;
}
