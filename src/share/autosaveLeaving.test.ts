// @vitest-environment jsdom
/** Autosave as the tab moves from one scenario to another (a preset, a file, a link), and back with Undo. */
import { describe, expect, it, vi } from 'vitest';
import { encodeScenarioParam } from '../scenario/codec';
import { readSavedScenario } from './savedScenarios';
import { addGrant, failEverySave, idsOf, openDocumentScenario, restartAutosave, settle, store, useAutosaveHarness } from './testing/autosaveHarness';
import { storedScenarioNames } from './testing/savedDocuments';

useAutosaveHarness();

describe('autosave of a scenario the tab leaves that no save holds', () => {
  const leaving = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('says so as the next scenario opens, even after the first failure was dismissed, and asks before the page goes', async () => {
    failEverySave();
    addGrant('g1');
    addGrant('g2');
    await settle();
    store.getState().dismissShareProblem();
    store.getState().loadPreset('Seed example 2');
    await settle();
    expect(store.getState().shareProblem?.message).toMatch(/^Not saved: the scenario open before this one \(2 operations\).*Undo brings it back, then Export/);
    vi.restoreAllMocks();
    failEverySave();
    expect(leaving()).toBe(true);
  });

  it('is saved compressed when only its uncompressed form does not fit, and then lets the page go', async () => {
    restartAutosave((scenario) => Promise.resolve(encodeScenarioParam(scenario)));
    for (let index = 1; index <= 40; index += 1) addGrant(`a-rather-long-grant-name-${index}`);
    await settle();
    const left = store.getState().document!.id;
    addGrant('one-more');
    const compressed = encodeScenarioParam(store.getState().scenario).length;
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (value.length > compressed) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    store.getState().loadPreset('Seed example 2');
    await settle();
    const read = readSavedScenario(window.localStorage, left);
    expect(idsOf(read.ok ? read.scenario : null)).toContain('one-more');
    expect(store.getState().shareProblem).toBeNull();
    expect(leaving()).toBe(false);
  });
});

describe('autosave when the scenario is replaced', () => {
  it('saves unsaved edits to the document being left before a preset replaces it', async () => {
    addGrant('g1');
    await settle();
    const left = store.getState().document!.id;
    addGrant('g2');
    store.getState().loadPreset('Cascade');
    const read = readSavedScenario(window.localStorage, left);
    expect(idsOf(read.ok ? read.scenario : null)).toEqual(['g1', 'g2']);
  });

  it('saves edits of a scenario that had no document yet before it is replaced, and keeps it apart', async () => {
    addGrant('g1');
    store.getState().loadPreset('Cascade');
    expect(storedScenarioNames()).toEqual(['Untitled']);
    await settle();
    expect(storedScenarioNames()).toEqual(['Cascade', 'Untitled']);
    expect(store.getState().document?.name).toBe('Cascade');
  });
});

describe('autosave with undo and redo across a preset', () => {

  it('reopens the document the person left when Undo takes a preset back, and the preset document with Redo', async () => {
    addGrant('g1');
    await settle();
    const mine = store.getState().document!.id;
    addGrant('g2');
    store.getState().loadPreset('Cascade');
    await settle();
    const preset = store.getState().document!.id;
    store.getState().undo();
    expect(store.getState().document?.id).toBe(mine);
    store.getState().redo();
    expect(store.getState().document?.id).toBe(preset);
    store.getState().undo();
    addGrant('g3');
    await settle();
    expect(store.getState().document?.id).toBe(mine);
    expect(idsOf(openDocumentScenario())).toEqual(['g1', 'g2', 'g3']);
    // No "(copy)": every revision reopened was the one stored.
    expect(storedScenarioNames()).toEqual(['Cascade', 'Untitled']);
  });

  it('reopens the preset document at the revision saved as Undo left it', async () => {
    addGrant('g1');
    await settle();
    store.getState().loadPreset('Cascade');
    await settle();
    addGrant('mine-in-cascade');
    store.getState().undo();
    store.getState().undo();
    store.getState().redo();
    store.getState().redo();
    addGrant('more');
    await settle();
    expect(idsOf(openDocumentScenario())?.slice(-2)).toEqual(['mine-in-cascade', 'more']);
    expect(storedScenarioNames()).toEqual(['Cascade', 'Untitled']);
  });

  it('reopens a scenario first saved only as it was left', async () => {
    addGrant('g1');
    store.getState().loadPreset('Cascade');
    await settle();
    store.getState().undo();
    addGrant('g2');
    await settle();
    expect(idsOf(openDocumentScenario())).toEqual(['g1', 'g2']);
    expect(storedScenarioNames()).toEqual(['Cascade', 'Untitled']);
  });
});
