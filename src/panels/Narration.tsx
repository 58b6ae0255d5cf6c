/**
 * Tells the current step in plain words. The story comes from the worker (engine data);
 * this component only lays it out, always as text nodes, never as HTML, with ids isolated.
 * At step 0 of a lesson it states the lesson's goal; after a prediction it says how the class did.
 */
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useLabStore } from '../store';
import { formatNumber } from '../text/formatNumber';
import { selectOperationsComputedIntoEmpty } from '../store/derivedSlice';
import { selectCurrentStep } from '../store/playbackSlice';
import { selectNarration } from '../store/teachingSlice';
import { lessonOf } from '../teaching/lessons';
import type { NarrationTone } from '../teaching/types';
import { PhraseId, PhraseText } from '../text/IdText';
import { DrawQueueTable } from './DrawQueueTable';
import { PredictionFeedback } from './PredictionFeedback';
import { StepChangeList } from './StepChangeList';

const TONE_LABELS: Record<NarrationTone, string> = {
  start: 'Start',
  grant: 'Grant',
  accepted: 'Accepted',
  rejected: 'Rejected',
  pending: 'Pending',
  error: 'Invalid',
};

function LessonGoal() {
  const { scenario, step } = useLabStore(useShallow((state) => ({ scenario: state.scenario, step: selectCurrentStep(state) })));
  const lesson = useMemo(() => lessonOf(scenario), [scenario]);
  if (lesson === null || step !== 0) return null;
  return (
    <p className="lesson-goal">
      <strong>Lesson: {lesson.title}.</strong> Goal: {lesson.goal}
    </p>
  );
}

export function Narration() {
  const narration = useLabStore(selectNarration);
  const waiting = useLabStore(selectOperationsComputedIntoEmpty) > 0;
  return (
    <section className="panel narration" aria-label="Narration" aria-live="polite">
      <LessonGoal />
      {narration === null || waiting ? (
        <p className="muted">Preparing the story of this step…</p>
      ) : (
        <>
          <h3 className={`narration-title tone-${narration.tone}`}>
            Step {formatNumber(narration.step)}
            {narration.operationId !== null && (
              <>
                : <PhraseId id={narration.operationId} />
              </>
            )}
            <span className="narration-tone"> · {TONE_LABELS[narration.tone]}</span>
          </h3>
          <PredictionFeedback step={narration.step} />
          <StepChangeList changes={narration.changes} />
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
