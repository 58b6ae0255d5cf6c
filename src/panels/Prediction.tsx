/**
 * Predict-then-reveal on the page: the "Ask first" switch with the lesson's running score,
 * and the open question with one button per answer. Every answer also has a key (shown on
 * its button), so a teacher at the keyboard can take the class's call without the mouse.
 */
import { useShallow } from 'zustand/react/shallow';
import { useLabStore } from '../store';
import { selectNothingToAsk, selectScore, selectSuspects } from '../store/teachingSlice';
import { usePredictionKeys } from './usePredictionKeys';
import { PhraseId } from '../text/IdText';
import { formatNumber } from '../text/formatNumber';
import { shortTime } from '../text/unixDates';

export function AskFirstControl() {
  const { askFirst, right, asked, nothingToAsk } = useLabStore(
    useShallow((state) => ({ askFirst: state.askFirst, ...selectScore(state), nothingToAsk: selectNothingToAsk(state) })),
  );
  return (
    <div className="ask-first">
      <label>
        <input id="ask-first" type="checkbox" checked={askFirst} onChange={(event) => useLabStore.getState().setAskFirst(event.target.checked)} />{' '}
        Ask first
      </label>
      {/* A score of nothing asked means nothing until the class is asked. */}
      {(askFirst || asked > 0) && (
        <output className="prediction-score" aria-label="Score">
          Score: {right} of {asked}
        </output>
      )}
      {nothingToAsk !== null && <span className="muted ask-first-hint">{nothingToAsk}</span>}
    </div>
  );
}

function OutcomeChoices() {
  const answer = useLabStore.getState().answerOutcome;
  return (
    <div className="question-choices">
      <button type="button" onClick={() => answer('accepted')}>
        <kbd>A</kbd> Accepted
      </button>
      <button type="button" onClick={() => answer('refused')}>
        <kbd>R</kbd> Refused
      </button>
    </div>
  );
}

function BrokenChoices({ suspects }: { suspects: string[] }) {
  const answer = useLabStore.getState().answerBroken;
  return (
    <div className="question-choices">
      {suspects.map((id, index) => (
        <button key={id} type="button" onClick={() => answer(id)}>
          <kbd>{index + 1}</kbd> {id}
        </button>
      ))}
      <button type="button" onClick={() => answer(null)}>
        <kbd>0</kbd> None: not enough credit
      </button>
    </div>
  );
}

export function QuestionPanel() {
  const question = useLabStore((state) => state.question);
  const suspects = useLabStore(useShallow(selectSuspects));
  usePredictionKeys();
  // The live region stays mounted, so the question is announced when it appears in it.
  return (
    <div className="question-slot" aria-live="polite">
      {question !== null && (
        <section className="panel question" aria-label="Question">
          <p className="question-lead">
            Step {formatNumber(question.step)}: <PhraseId id={question.consumptionId} /> asks for {formatNumber(question.amount)} at {shortTime(question.timestamp)}.
          </p>
          <h3 className="question-text">
            {question.phase === 'outcome' ? 'Accepted or refused?' : 'Which accepted consumption would break?'}
          </h3>
          {question.phase === 'outcome' ? <OutcomeChoices /> : <BrokenChoices suspects={suspects} />}
          <p className="muted question-hint">Next step reveals without an answer.</p>
        </section>
      )}
    </div>
  );
}
