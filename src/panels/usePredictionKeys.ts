/**
 * Answer keys while a question is open: A or R for "accepted or refused?", then 1..9 for a
 * suspect or 0 for "not enough credit". One listener reads the question from the store when
 * a key arrives, so a quick clicker-then-key sequence is never lost waiting for a render.
 * Keys typed into a field are left alone.
 */
import { useEffect } from 'react';
import { useLabStore, type LabState } from '../store';
import { selectSuspects } from '../store/teachingSlice';
import { isTypedIntoField } from './usePlaybackKeys';

function answerForKey(key: string, state: LabState): (() => void) | null {
  const { question } = state;
  if (question === null) return null;
  if (question.phase === 'outcome') {
    if (key === 'a' || key === 'A') return () => state.answerOutcome('accepted');
    if (key === 'r' || key === 'R') return () => state.answerOutcome('refused');
    return null;
  }
  if (key === '0') return () => state.answerBroken(null);
  const suspect = /^[1-9]$/.test(key) ? selectSuspects(state)[Number(key) - 1] : undefined;
  return suspect === undefined ? null : () => state.answerBroken(suspect);
}

function predictionKeyHandler(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypedIntoField(event)) return;
  const answer = answerForKey(event.key, useLabStore.getState());
  if (answer === null) return;
  event.preventDefault();
  answer();
}

export function usePredictionKeys(): void {
  useEffect(() => {
    window.addEventListener('keydown', predictionKeyHandler);
    return () => window.removeEventListener('keydown', predictionKeyHandler);
  }, []);
}
