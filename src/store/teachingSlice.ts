/**
 * Teaching in front of a class: the presentation layout and
 * predict-then-reveal. With "Ask first" on, a step forward onto a consumption opens a
 * question instead of moving; answering (or stepping forward again) reveals the step.
 * Predictions are graded once the engine's outcome for that step is in the derived mirror.
 */
import type { StateCreator } from 'zustand';
import { consumptionToPredict, gradePrediction, suspectsFor, type GradedPrediction, type Prediction } from '../teaching/predict';
import type { Narration } from '../teaching/types';
import { selectCurrentStep } from './playbackSlice';
import type { LabState } from './types';

/** The question open before step `step` is revealed. */
export interface OpenQuestion {
  step: number;
  consumptionId: string;
  amount: number;
  timestamp: number;
  /** First "accepted or refused?", then, for a refusal, "which would break?". */
  phase: 'outcome' | 'broken';
}

export interface TeachingSlice {
  presenting: boolean;
  setPresenting(presenting: boolean): void;
  askFirst: boolean;
  setAskFirst(askFirst: boolean): void;
  question: OpenQuestion | null;
  /** The lesson's answers, graded or waiting for the outcome; cleared when the scenario changes. */
  predictions: (Prediction | GradedPrediction)[];
  /** Steps forward, or opens a question first when "Ask first" is on and a consumption arrives next. */
  nextStep(): void;
  answerOutcome(said: 'accepted' | 'refused'): void;
  answerBroken(brokenId: string | null): void;
  /** Grades every answer whose step's outcome the derived mirror now holds. */
  gradePredictions(): void;
}

export function isGraded(prediction: Prediction | GradedPrediction): prediction is GradedPrediction {
  return 'correct' in prediction;
}

export function selectScore(state: LabState): { right: number; asked: number } {
  const graded = state.predictions.filter(isGraded);
  return { right: graded.filter((prediction) => prediction.correct).length, asked: graded.length };
}

/**
 * Why "Ask first" has nothing to ask, when it has not: no consumption arrives after the
 * current step (live, or only grants left), or none in the whole scenario. Null otherwise.
 */
export function selectNothingToAsk(state: LabState): string | null {
  if (!state.askFirst) return null;
  const { operations } = state.scenario;
  for (let index = selectCurrentStep(state); index < operations.length; index += 1) {
    if (operations[index].kind === 'consume') return null;
  }
  // None after the step: any consumption of the scenario came before it.
  return operations.some((operation) => operation.kind === 'consume')
    ? 'No consumption arrives after this step, so nothing to ask: First step starts the lesson over.'
    : 'No consumption in this scenario yet, so nothing to ask.';
}

/** The accepted consumptions the open question offers as "would break", nearest in time first. */
export function selectSuspects(state: LabState): string[] {
  const consumptions = state.derived?.snapshot.consumptions ?? [];
  if (state.question === null) return [];
  return suspectsFor(consumptions.filter((consumption) => consumption.status === 'accepted'), state.question.timestamp);
}

function openQuestion(state: LabState): OpenQuestion | null {
  const step = selectCurrentStep(state) + 1;
  const consumption = consumptionToPredict(state.scenario.operations, step);
  if (consumption === null || state.predictions.some((prediction) => prediction.step === step)) return null;
  return { step, consumptionId: consumption.id, amount: consumption.amount, timestamp: consumption.timestamp, phase: 'outcome' };
}

export const createTeachingSlice: StateCreator<LabState, [], [], TeachingSlice> = (set, get, api) => {
  api.subscribe((state, previous) => {
    if (state.scenario !== previous.scenario && (state.predictions.length > 0 || state.question !== null)) {
      set({ predictions: [], question: null });
    } else if (state.playbackStep === 0 && previous.playbackStep !== 0 && state.predictions.length > 0) {
      // First step starts the lesson over, as the hint says: for the next class the questions
      // are asked again and the score starts from nothing (it kept the last class's answers).
      set({ predictions: [], question: null });
    } else if (state.question !== null && state.playbackStep !== previous.playbackStep) {
      // Moving anywhere else drops the question: it was about the step after the old one.
      set({ question: null });
    }
    if (state.derived !== previous.derived && state.predictions.some((prediction) => !isGraded(prediction))) {
      get().gradePredictions();
    }
  });

  function reveal(prediction: Prediction | null): void {
    const { question } = get();
    if (question === null) return;
    set({ question: null, predictions: prediction === null ? get().predictions : [...get().predictions, prediction] });
    get().goToStep(question.step);
    get().gradePredictions();
  }

  return {
    presenting: false,
    setPresenting: (presenting) => set({ presenting }),
    askFirst: false,
    setAskFirst: (askFirst) => set({ askFirst, question: null }),
    question: null,
    predictions: [],
    nextStep() {
      const state = get();
      if (state.question !== null) {
        reveal(null);
        return;
      }
      const question = state.askFirst ? openQuestion(state) : null;
      if (question === null) state.stepBy(1);
      else set({ question, playing: false });
    },
    answerOutcome(said) {
      const { question } = get();
      if (question === null || question.phase !== 'outcome') return;
      if (said === 'refused') set({ question: { ...question, phase: 'broken' } });
      else reveal({ step: question.step, consumptionId: question.consumptionId, said, brokenId: null });
    },
    answerBroken(brokenId) {
      const { question } = get();
      if (question === null || question.phase !== 'broken') return;
      reveal({ step: question.step, consumptionId: question.consumptionId, said: 'refused', brokenId });
    },
    gradePredictions() {
      const { derived, derivedScenario, scenario, predictions } = get();
      if (derived === null || derivedScenario !== scenario) return;
      let changed = false;
      const graded = predictions.map((prediction) => {
        const outcome = derived.outcomes[prediction.step - 1];
        if (isGraded(prediction) || outcome?.kind !== 'consume') return prediction;
        changed = true;
        return gradePrediction(prediction, outcome.result);
      });
      if (changed) set({ predictions: graded });
    },
  };
};

/** The story of the step the worker last computed (it arrives with the computed ledger). */
export function selectNarration(state: LabState): Narration | null {
  return state.derived?.narration ?? null;
}
