/**
 * Teaching playback: a cursor over the arrival order. `playbackStep` k means "the ledger
 * after the first k operations"; null means live, which shows the same ledger as the last
 * step, so stepping onto the last step returns to live and later edits are seen at once.
 * Any change of the scenario also returns to live: an edit made while looking at an earlier
 * step must show its effect, not hide it behind the cursor. (A link that carries a step sets
 * the step right after loading its scenario, so it still opens at that step.)
 */
import type { StateCreator } from 'zustand';
import type { LabState } from './types';

/** Steps per second offered by the "Speed" control. */
export const PLAYBACK_SPEEDS = [0.5, 1, 2, 4] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

export interface PlaybackSlice {
  /** null = live (all operations); k = the ledger after the first k operations. */
  playbackStep: number | null;
  playing: boolean;
  playbackSpeed: PlaybackSpeed;
  /** Moves the cursor to step k, clamped to 0..n; the last step is live. */
  goToStep(step: number): void;
  stepBy(delta: number): void;
  /** Starts or pauses; starting at the end replays from the first step. */
  togglePlaying(): void;
  /** One tick of play: the next step, pausing once the end is reached (or at a question). */
  advancePlayback(): void;
  setPlaybackSpeed(speed: PlaybackSpeed): void;
}

function operationCountOf(state: LabState): number {
  return state.scenario.operations.length;
}

/** The step shown: the cursor, or the last step when live (also after edits shrank the scenario). */
export function selectCurrentStep(state: LabState): number {
  const operationCount = operationCountOf(state);
  return state.playbackStep === null ? operationCount : Math.min(state.playbackStep, operationCount);
}

export function selectOperationCount(state: LabState): number {
  return operationCountOf(state);
}

export const createPlaybackSlice: StateCreator<LabState, [], [], PlaybackSlice> = (set, get, api) => {
  api.subscribe((state, previous) => {
    if (state.scenario !== previous.scenario && (state.playbackStep !== null || state.playing)) {
      set({ playbackStep: null, playing: false });
      // An edit made while stepping lands after every operation, so the lesson jumps to its
      // end: said, or the class wonders where step 2 went. A new scenario (a lesson, a
      // preset) is no surprise, and picks its own step.
      if (state.documentEpoch === previous.documentEpoch) {
        const count = state.scenario.operations.length.toLocaleString('en-US');
        get().showShareNotice(`Playback is live again: “${state.lastEditLabel}” changed the scenario, so all ${count} operations are applied now.`);
      }
    }
  });

  function goToStep(step: number): void {
    const operationCount = operationCountOf(get());
    const clamped = Math.min(Math.max(0, Math.round(step)), operationCount);
    set({ playbackStep: clamped === operationCount ? null : clamped });
  }

  return {
    playbackStep: null,
    playing: false,
    playbackSpeed: 1,
    goToStep,
    stepBy: (delta) => goToStep(selectCurrentStep(get()) + delta),
    togglePlaying() {
      const state = get();
      if (state.playing) {
        set({ playing: false });
        return;
      }
      const atEnd = selectCurrentStep(state) >= operationCountOf(state);
      if (atEnd) goToStep(0);
      set({ playing: true });
    },
    advancePlayback() {
      // Through nextStep, so "Ask first" pauses the play at each question.
      get().nextStep();
      if (get().playbackStep === null) set({ playing: false });
    },
    setPlaybackSpeed: (speed) => set({ playbackSpeed: speed }),
  };
};
