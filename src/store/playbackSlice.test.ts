import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLedgerClient, type LedgerClient } from '../worker/client';
import { spawnInProcessWorker } from '../worker/testing/inProcessWorker';
import { createLabStore, type LabStore } from './createLabStore';
import { selectCurrentStep } from './playbackSlice';

let client: LedgerClient;
let store: LabStore;

beforeEach(() => {
  client = createLedgerClient({ spawn: () => spawnInProcessWorker() });
  store = createLabStore(client);
  store.getState().loadPreset('Seed example 2');
});

afterEach(() => client.dispose());

describe('the playback slice', () => {
  it('starts live, showing every operation', () => {
    expect([store.getState().playbackStep, selectCurrentStep(store.getState())]).toEqual([null, 3]);
  });

  it('steps back from live to the step before the last', () => {
    store.getState().stepBy(-1);
    expect(store.getState().playbackStep).toBe(2);
  });

  it('returns to live on the last step', () => {
    store.getState().goToStep(1);
    store.getState().goToStep(3);
    expect(store.getState().playbackStep).toBeNull();
  });

  it('clamps a step outside 0..n', () => {
    store.getState().goToStep(-5);
    expect(store.getState().playbackStep).toBe(0);
  });

  it('replays from the first step when play starts at the end', () => {
    store.getState().togglePlaying();
    expect([store.getState().playing, store.getState().playbackStep]).toEqual([true, 0]);
  });

  it('pauses when a tick of play reaches the end', () => {
    store.getState().goToStep(2);
    store.getState().togglePlaying();
    store.getState().advancePlayback();
    expect([store.getState().playing, store.getState().playbackStep]).toEqual([false, null]);
  });

  it('returns to live when the scenario is edited, so the edit shows', () => {
    store.getState().goToStep(1);
    store.getState().addOperation({ kind: 'consume', id: 'c_new', amount: 1, timestamp: 9 });
    expect([store.getState().playbackStep, selectCurrentStep(store.getState())]).toEqual([null, 4]);
    expect(store.getState().shareNotice).toBe('Playback is live again: “Add consumption c_new” changed the scenario, so all 4 operations are applied now.');
  });

  it('says nothing when a lesson or preset replaces the scenario being stepped', () => {
    store.getState().goToStep(1);
    store.getState().loadPreset('Cascade');
    expect(store.getState().shareNotice).toBeNull();
  });

  it('stops playing when the scenario is edited', () => {
    store.getState().goToStep(1);
    store.getState().togglePlaying();
    store.getState().loadPreset('Cascade');
    expect(store.getState().playing).toBe(false);
  });
});
