// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeScenarioHash, encodeScenarioHash } from '../scenario/codec';
import type { Scenario } from '../scenario/types';
import { createTestStore, type TestStore } from './testing/createTestStore';
import { settleHashWrite, startUrlSyncHarness, type UrlSyncHarness } from './testing/urlSyncHarness';
import { openScenarioHash, stepLinkFor, URL_SYNC_DELAY_MS } from './urlSync';

const scenario: Scenario = {
  policy: 'reject',
  operations: [
    { kind: 'grant', id: 'g1', amount: 100, start: 0, end: 10 },
    { kind: 'consume', id: 'c_late', amount: 80, timestamp: 8 },
    { kind: 'consume', id: 'c_early', amount: 30, timestamp: 2 },
  ],
};

let sync: UrlSyncHarness;
let store: TestStore;

beforeEach(() => {
  sync = startUrlSyncHarness(scenario);
  store = sync.store;
});

afterEach(() => sync.stop());

const settle = settleHashWrite;

describe('links and the presentation layout', () => {
  it('writes view=present into the hash while presenting', async () => {
    store.getState().setPresenting(true);
    await settle();
    expect(decodeScenarioHash(window.location.hash)).toMatchObject({ ok: true, scenario, view: { layout: 'present' } });
  });

  it('keeps the step in the hash as playback moves', async () => {
    store.getState().goToStep(1);
    await settle();
    store.getState().stepBy(1);
    await vi.advanceTimersByTimeAsync(URL_SYNC_DELAY_MS);
    await vi.waitFor(() => expect(decodeScenarioHash(window.location.hash)).toMatchObject({ ok: true, scenario, view: { step: 2 } }));
  });

  it('shares a step as a presentation link, with the step even on the last one', () => {
    const link = stepLinkFor(store.getState(), window.location);
    expect(decodeScenarioHash(new URL(link).hash)).toEqual({ ok: true, scenario, view: { step: 3, layout: 'present' }, ignoredViewParams: [] });
  });

  it('opens a presentation link in the presentation layout at its step', () => {
    const fresh = createTestStore();
    openScenarioHash(fresh, encodeScenarioHash(scenario, { step: 2, layout: 'present' }), 'Open link');
    expect([fresh.getState().playbackStep, fresh.getState().presenting]).toEqual([2, true]);
  });

  it('ignores a layout it does not know, says so, and opens the link in the normal layout', () => {
    const fresh = createTestStore();
    openScenarioHash(fresh, `${encodeScenarioHash(scenario, { step: 1 })}&view=%3Cscript%3E`, 'Open link');
    expect([fresh.getState().playbackStep, fresh.getState().presenting]).toEqual([1, false]);
    expect(fresh.getState().shareNotice).toContain('view="<script>" is not a layout');
  });
});
