/**
 * Predict-then-reveal: before a consumption's outcome is shown, the class says whether it
 * will be accepted and, if refused, which accepted consumption it would break. These are the
 * plain rules for what to ask and how an answer is graded against the engine's outcome.
 */
import type { ConsumeResult } from '../ledger/types';
import type { Operation } from '../scenario/types';
import { formatNumber } from '../text/formatNumber';

/** Keys 1..9 pick a suspect, so at most nine accepted consumptions are offered. */
export const SUSPECTS_MAX = 9;

export interface Prediction {
  /** The step whose arrival was predicted (its consumption's arrival number). */
  step: number;
  consumptionId: string;
  said: 'accepted' | 'refused';
  /** For a refusal: the accepted consumption it would break, or null for "not enough credit". */
  brokenId: string | null;
}

export interface GradedPrediction extends Prediction {
  correct: boolean;
  /** What the engine did, in a few words, e.g. "refused: would break c_late". */
  actual: string;
}

/** The consumption whose arrival a step forward would reveal, or null when there is nothing to ask. */
export function consumptionToPredict(operations: readonly Operation[], nextStep: number): Extract<Operation, { kind: 'consume' }> | null {
  const operation = operations[nextStep - 1];
  return operation?.kind === 'consume' ? operation : null;
}

/**
 * The accepted consumptions the class may name as broken: only those at later times (the
 * candidate is replayed after those at its own time, so nothing earlier or at the same time
 * can break), nearest first, at most SUSPECTS_MAX. Nearest in either direction offered
 * earlier ones that never break and left out the one that did (the month preset, step 494).
 */
export function suspectsFor(accepted: readonly { id: string; timestamp: number }[], timestamp: number): string[] {
  return accepted
    .filter((consumption) => consumption.timestamp > timestamp)
    .sort((a, b) => a.timestamp - b.timestamp || (a.id < b.id ? -1 : 1))
    .slice(0, SUSPECTS_MAX)
    .map((consumption) => consumption.id);
}

function actualText(result: ConsumeResult): string {
  if (result.status === 'accepted') return 'accepted';
  const verb = result.status === 'pending' ? 'refused (it waits)' : 'refused';
  if (!('reason' in result)) return `${verb}: still waiting`;
  if (result.reason === 'insufficient') return `${verb}: not enough credit, ${formatNumber(result.shortfall)} short`;
  return `${verb}: would break ${result.broken.join(', ')}`;
}

function isCorrect(prediction: Prediction, result: ConsumeResult): boolean {
  if (result.status === 'accepted') return prediction.said === 'accepted';
  if (prediction.said !== 'refused') return false;
  // A retry still waiting has no reason of its own; saying "refused" is all there is to know.
  if (!('reason' in result)) return true;
  if (result.reason === 'insufficient') return prediction.brokenId === null;
  return prediction.brokenId !== null && result.broken.includes(prediction.brokenId);
}

/** Grades a prediction against the engine's outcome for that consumption's arrival. */
export function gradePrediction(prediction: Prediction, result: ConsumeResult): GradedPrediction {
  return { ...prediction, correct: isCorrect(prediction, result), actual: actualText(result) };
}

/** "accepted", "refused, breaking c_late", "refused, not enough credit". */
export function predictionText(prediction: Prediction): string {
  if (prediction.said === 'accepted') return 'accepted';
  return prediction.brokenId === null ? 'refused, not enough credit' : `refused, breaking ${prediction.brokenId}`;
}
