// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeScenarioHash, encodeScenarioHash } from '../scenario/codec';
import type { Scenario } from '../scenario/types';
import type { TestStore } from './testing/createTestStore';
import { settleHashWrite, startUrlSyncHarness, type UrlSyncHarness } from './testing/urlSyncHarness';
import { openScenarioHash, URL_SYNC_DELAY_MS } from './urlSync';

const scenario: Scenario = {
  policy: 'pending',
  operations: [
    { kind: 'grant', id: 'g1', amount: 100, start: 0, end: 10 },
    { kind: 'consume', id: 'c1', amount: 30, timestamp: 5 },
  ],
};

let sync: UrlSyncHarness;
let store: TestStore;

beforeEach(() => {
  sync = startUrlSyncHarness();
  store = sync.store;
});

afterEach(() => sync.stop());

const settle = settleHashWrite;

function addGrant(id: string): void {
  store.getState().addOperation({ kind: 'grant', id, amount: 1, start: 0, end: 1 });
}

describe('URL sync', () => {
  it('leaves the hash alone while edits are still coming', () => {
    addGrant('g1');
    vi.advanceTimersByTime(URL_SYNC_DELAY_MS - 1);
    addGrant('g2');
    vi.advanceTimersByTime(URL_SYNC_DELAY_MS - 1);
    expect(window.location.hash).toBe('');
  });

  it('writes the hash once edits settle, with replaceState and no new history entry', async () => {
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const historyLength = window.history.length;
    addGrant('g1');
    addGrant('g2');
    await settle();
    expect([replaceState.mock.calls.length, window.history.length]).toEqual([1, historyLength]);
  });

  it('leaves the address alone when a write finds the link there already', async () => {
    store.getState().editScenario(scenario);
    await settle();
    const replaceState = vi.spyOn(window.history, 'replaceState');
    replaceState.mockClear();
    const written = vi.fn();
    store.setState({ setLinkLength: written });
    // Stepped back and live again before the write: the link it makes is the one written.
    store.getState().goToStep(1);
    store.getState().goToStep(2);
    await vi.advanceTimersByTimeAsync(URL_SYNC_DELAY_MS);
    await vi.waitFor(() => expect(written).toHaveBeenCalled());
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('writes the scenario and the playback step into the hash', async () => {
    store.getState().editScenario(scenario);
    store.getState().goToStep(1);
    await settle();
    expect(decodeScenarioHash(window.location.hash)).toMatchObject({ ok: true, scenario, view: { step: 1 } });
  });

  it('records the length of the full link for the long-link warning', async () => {
    addGrant('g1');
    await settle();
    expect(store.getState().linkLength).toBe(window.location.href.length);
  });

  it('opens a link with its step and visible range', () => {
    openScenarioHash(store, encodeScenarioHash(scenario, { step: 1, visibleRange: { from: 2, to: 8 } }), 'Open link');
    const state = store.getState();
    expect([state.scenario, state.playbackStep, state.visibleRange]).toEqual([scenario, 1, { from: 2, to: 8 }]);
  });

  it('reports a broken link and keeps the scenario it had', () => {
    addGrant('g1');
    const before = store.getState().scenario;
    openScenarioHash(store, '#s=9.AAAA', 'Open link');
    expect([store.getState().scenario, store.getState().shareProblem]).toEqual([
      before,
      { message: 'This link cannot be opened: link version 9 is newer than this app supports (newest: 2).', fromLink: true },
    ]);
  });

  it('answers false for a hash without a scenario, and says nothing was opened from it', () => {
    expect(openScenarioHash(store, '#from=1&to=2', 'Open link')).toBe(false);
    expect(store.getState().shareNotice).toMatch(/holds no scenario .*so nothing was opened from it/);
  });

  it('says nothing of an empty hash', () => {
    expect(openScenarioHash(store, '', 'Open link')).toBe(false);
    expect(openScenarioHash(store, '#', 'Open link')).toBe(false);
    expect(store.getState().shareNotice).toBeNull();
  });

  it('opens a link pasted into the same tab', async () => {
    window.location.hash = encodeScenarioHash(scenario);
    await vi.waitFor(() => expect(store.getState().scenario).toEqual(scenario));
  });

  it('writes the hash at once when the page goes away before an edit was written', () => {
    store.getState().editScenario(scenario);
    window.dispatchEvent(new Event('pagehide'));
    expect(decodeScenarioHash(window.location.hash)).toMatchObject({ ok: true, scenario });
  });

  it('leaves a written hash alone when the page goes away', async () => {
    store.getState().editScenario(scenario);
    await settle();
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const callsBefore = replaceState.mock.calls.length;
    window.dispatchEvent(new Event('pagehide'));
    expect(replaceState.mock.calls.length).toBe(callsBefore);
  });
});

