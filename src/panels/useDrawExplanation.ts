/**
 * Fetches the EDF queue of the selected consumption from the worker. It re-asks whenever a
 * new compute answer lands, because the worker explains against its latest ledger (which
 * follows the playback step) and the page must never show a queue from another revision.
 */
import { useEffect, useState } from 'react';
import type { DrawExplanation } from '../ledger/types';
import { ledgerClient, useLabStore } from '../store';

interface ExplanationAnswer {
  consumptionId: string;
  explanation: DrawExplanation | null;
}

export function useDrawExplanation(consumptionId: string | null): DrawExplanation | null {
  const derived = useLabStore((state) => state.derived);
  // The previous answer stays on screen until the next one lands, so stepping does not flicker.
  const [answer, setAnswer] = useState<ExplanationAnswer | null>(null);

  useEffect(() => {
    if (consumptionId === null || derived === null) return undefined;
    let stale = false;
    ledgerClient.explainDraw(consumptionId).then(
      (explanation) => {
        if (!stale) setAnswer({ consumptionId, explanation });
      },
      () => {
        // A crash restarts the worker and recomputes; the new `derived` asks again.
      },
    );
    return () => {
      stale = true;
    };
  }, [consumptionId, derived]);

  return answer?.consumptionId === consumptionId ? answer.explanation : null;
}
