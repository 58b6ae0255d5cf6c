// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeScenarioHash } from '../scenario/codec';
import type { Scenario } from '../scenario/types';
import { rememberTabDocument } from './documents';
import { dataKey, listSavedScenarios } from './savedScenarios';
import { startSharing } from './startSharing';
import { createTestStore } from './testing/createTestStore';
import { saveDocument, storedScenarioNames } from './testing/savedDocuments';

const linked: Scenario = { policy: 'reject', operations: [{ kind: 'grant', id: 'from-link', amount: 5, start: 0, end: 5 }] };
const saved: Scenario = { policy: 'pending', operations: [{ kind: 'grant', id: 'from-save', amount: 5, start: 0, end: 5 }] };
const other: Scenario = { policy: 'pending', operations: [{ kind: 'grant', id: 'other', amount: 5, start: 0, end: 5 }] };

let stopSharing = () => {};

beforeEach(() => {
  saveDocument('saved', saved);
});

afterEach(() => {
  stopSharing();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

function start() {
  const store = createTestStore();
  stopSharing = startSharing(store, window);
  return store;
}

describe('startSharing', () => {
  it('opens the scenario in the URL rather than a saved one, without overwriting it', () => {
    window.history.replaceState(null, '', `/${encodeScenarioHash(linked)}`);
    const store = start();
    expect([store.getState().scenario, store.getState().document]).toEqual([linked, null]);
  });

  it('opens the newest saved document when the URL has none', () => {
    const store = start();
    expect([store.getState().scenario, store.getState().document?.id]).toEqual([saved, 'saved']);
  });

  it("opens this tab's own document rather than a newer one from another tab", () => {
    saveDocument('other', other);
    rememberTabDocument(window, 'saved');
    expect(start().getState().scenario).toEqual(saved);
  });

  it("continues this tab's document after a reload, instead of starting a copy", () => {
    rememberTabDocument(window, 'saved');
    window.history.replaceState(null, '', `/${encodeScenarioHash(saved)}`);
    expect(start().getState().document?.id).toBe('saved');
  });

  it('starts with an empty history, so Undo cannot go back before what was opened', () => {
    expect(start().getState().undoStack).toEqual([]);
  });

  it('keeps the saved document when a broken link is followed by an edit', () => {
    window.history.replaceState(null, '', '/#s=9.AAAA');
    const store = start();
    expect(store.getState().shareProblem?.fromLink).toBe(true);
    store.getState().addOperation({ kind: 'grant', id: 'new', amount: 1, start: 0, end: 1 });
    window.dispatchEvent(new Event('pagehide'));
    expect(storedScenarioNames()).toEqual(['Untitled', 'doc saved']);
  });

  it('moves a damaged document aside, says so, and opens the next readable one', () => {
    saveDocument('damaged', other);
    window.localStorage.setItem(dataKey('damaged'), '2.broken');
    rememberTabDocument(window, 'damaged');
    const store = start();
    expect(store.getState().scenario).toEqual(saved);
    expect(store.getState().shareProblem?.message).toMatch(/^A saved scenario could not be read .* moved aside/);
    expect(listSavedScenarios(window.localStorage).unreadable).toHaveLength(1);
  });

  it('opens a link whose step is malformed without the step, and says so', () => {
    window.history.replaceState(null, '', `/${encodeScenarioHash(linked)}&step=abc`);
    const store = start();
    expect([store.getState().scenario, store.getState().playbackStep]).toEqual([linked, null]);
    expect(store.getState().shareNotice).toMatch(/without part of its view: step="abc" is not a whole number/);
  });
});
