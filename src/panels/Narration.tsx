/**
 * Tells the current step in plain words. The story comes from the worker (engine data);
 * this component only lays it out, always as text nodes, never as HTML, with ids isolated.
 */
import type { NarrationTone } from '../teaching/types';
import { IdText, PhraseText } from '../text/IdText';
import { DrawQueueTable } from './DrawQueueTable';
import { useNarration } from './useNarration';

const TONE_LABELS: Record<NarrationTone, string> = {
  start: 'Start',
  grant: 'Grant',
  accepted: 'Accepted',
  rejected: 'Rejected',
  pending: 'Pending',
  error: 'Invalid',
};

export function Narration() {
  const narration = useNarration();
  return (
    <section className="panel narration" aria-label="Narration" aria-live="polite">
      {narration === null ? (
        <p className="muted">Preparing the story of this step…</p>
      ) : (
        <>
          <h3 className={`narration-title tone-${narration.tone}`}>
            Step {narration.step}
            {narration.operationId !== null && (
              <>
                : <IdText id={narration.operationId} />
              </>
            )}
            <span className="narration-tone"> · {TONE_LABELS[narration.tone]}</span>
          </h3>
          {narration.sentences.map((sentence, index) => (
            <p key={index}>
              <PhraseText phrase={sentence} />
            </p>
          ))}
          {narration.queue.length > 0 && (
            <DrawQueueTable caption="EDF queue at this time (earliest end first, then id)" queue={narration.queue} />
          )}
        </>
      )}
    </section>
  );
}
