import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLedgerClient, type LedgerClient } from '../worker/client';
import { spawnInProcessWorker } from '../worker/testing/inProcessWorker';
import { createLabStore, type LabStore } from './createLabStore';
import { selectCurrentStep } from './playbackSlice';
import { selectScore } from './teachingSlice';

let client: LedgerClient;
let store: LabStore;

/** Resolves once the mirror reflects the current scenario and step. */
function settled(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const state = store.getState();
      const computedStep = state.derived?.outcomes.length;
      if (state.derivedScenario === state.scenario && !state.computing && computedStep === selectCurrentStep(state)) {
        stop();
        resolve();
      }
    };
    const stop = store.subscribe(check);
    check();
  });
}

beforeEach(() => {
  client = createLedgerClient({ spawn: () => spawnInProcessWorker() });
  store = createLabStore(client);
  store.getState().loadPreset('Seed example 2');
  store.getState().goToStep(1);
  store.getState().setAskFirst(true);
});

afterEach(() => client.dispose());

describe('predict-then-reveal', () => {
  it('asks before a consumption arrives instead of stepping', () => {
    store.getState().nextStep();
    expect(store.getState().question).toMatchObject({ step: 2, consumptionId: 'c_late', phase: 'outcome' });
    expect(selectCurrentStep(store.getState())).toBe(1);
  });

  it('reveals the step once the class answers, and scores the answer', async () => {
    store.getState().nextStep();
    store.getState().answerOutcome('accepted');
    expect([store.getState().question, selectCurrentStep(store.getState())]).toEqual([null, 2]);
    await settled();
    expect(selectScore(store.getState())).toEqual({ right: 1, asked: 1 });
  });

  it('asks which consumption would break after "refused", and grades the pick', async () => {
    store.getState().goToStep(2);
    store.getState().nextStep();
    store.getState().answerOutcome('refused');
    expect(store.getState().question?.phase).toBe('broken');
    store.getState().answerBroken('c_late');
    await settled();
    expect(store.getState().predictions).toMatchObject([{ step: 3, correct: true, actual: 'refused: would break c_late' }]);
  });

  it('reveals without scoring when the class skips the question', () => {
    store.getState().nextStep();
    store.getState().nextStep();
    expect([selectCurrentStep(store.getState()), store.getState().predictions]).toEqual([2, []]);
  });

  it('steps straight on when "Ask first" is off', () => {
    store.getState().setAskFirst(false);
    store.getState().nextStep();
    expect([store.getState().question, selectCurrentStep(store.getState())]).toEqual([null, 2]);
  });

  it('starts the score again for a new lesson', async () => {
    store.getState().nextStep();
    store.getState().answerOutcome('refused');
    store.getState().answerBroken(null);
    await settled();
    expect(selectScore(store.getState())).toEqual({ right: 0, asked: 1 });
    store.getState().loadPreset('Cascade');
    expect(store.getState().predictions).toEqual([]);
  });

  it('starts the lesson over at First step: the questions are asked again and the score restarts', async () => {
    store.getState().nextStep();
    store.getState().answerOutcome('accepted');
    await settled();
    expect(selectScore(store.getState())).toEqual({ right: 1, asked: 1 });
    store.getState().goToStep(0);
    expect(store.getState().predictions).toEqual([]);
    store.getState().goToStep(1);
    store.getState().nextStep();
    expect(store.getState().question).toMatchObject({ step: 2, consumptionId: 'c_late' });
  });
});
