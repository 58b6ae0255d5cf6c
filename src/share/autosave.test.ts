// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeScenarioParam } from '../scenario/codec';
import type { PresetName } from '../scenario/presets';
import type { Scenario } from '../scenario/types';
import { tabDocumentId } from './documents';
import { DOCUMENT_NAME_MAX } from './savedScenarios';
import { addGrant, failEverySave, idsOf, openDocumentScenario, restartAutosave, settle, stopAutosave, store, useAutosaveHarness } from './testing/autosaveHarness';
import { announceOtherTabWrite, saveDocument, storedScenarioNames } from './testing/savedDocuments';

useAutosaveHarness();

describe('autosave', () => {
  it('saves the scenario to a new document once edits settle, and remembers it for this tab', async () => {
    addGrant('g1');
    await settle();
    expect(openDocumentScenario()).toEqual(store.getState().scenario);
    expect(tabDocumentId(window)).toBe(store.getState().document?.id);
  });

  it('makes no document for an untouched empty page', async () => {
    store.getState().setPolicy('pending');
    store.getState().setPolicy('reject');
    await settle();
    expect(storedScenarioNames()).toEqual([]);
  });

  it('saves at once when the page is hidden', () => {
    addGrant('g1');
    window.dispatchEvent(new Event('pagehide'));
    expect(openDocumentScenario()).toEqual(store.getState().scenario);
  });

  it('keeps the earlier document when a preset replaces the scenario', async () => {
    addGrant('mine');
    await settle();
    store.getState().loadPreset('Seed example 1');
    await settle();
    expect(storedScenarioNames()).toEqual(['Seed example 1', 'Untitled']);
  });

  /** Opens `preset`, saves it by `save`, opens Seed example 2, then `preset` again: the document ids before and after. */
  async function openPresetTwice(preset: PresetName, save: () => Promise<void>): Promise<(string | undefined)[]> {
    store.getState().loadPreset(preset);
    await save();
    const first = store.getState().document?.id;
    store.getState().loadPreset('Seed example 2');
    await settle();
    store.getState().loadPreset(preset);
    await settle();
    return [first, store.getState().document?.id];
  }

  it('continues the unchanged copy of a preset opened again, instead of listing a look-alike', async () => {
    const [first, again] = await openPresetTwice('Seed example 1', settle);
    expect(again).toBe(first);
    expect(storedScenarioNames()).toEqual(['Seed example 1', 'Seed example 2']);
  });

  it('recognises the unchanged copy saved uncompressed as the page was hidden', async () => {
    restartAutosave((scenario) => Promise.resolve(encodeScenarioParam(scenario)));
    const [first, again] = await openPresetTwice('Cascade', async () => void window.dispatchEvent(new Event('pagehide')));
    expect(again).toBe(first);
    expect(storedScenarioNames()).toEqual(['Cascade', 'Seed example 2']);
  });

  it('opens a preset as a new document when its earlier copy holds edits', async () => {
    store.getState().loadPreset('Seed example 1');
    addGrant('mine');
    await settle();
    const edited = store.getState().document?.id;
    store.getState().loadPreset('Seed example 1');
    await settle();
    expect(store.getState().document?.id).not.toBe(edited);
    expect(storedScenarioNames()).toEqual(['Seed example 1', 'Seed example 1']);
    addGrant('more');
    await settle();
    expect(idsOf(openDocumentScenario())).not.toContain('mine');
  });

  it('keeps both versions when another tab saved the same document meanwhile', async () => {
    addGrant('g1');
    await settle();
    const document = store.getState().document!;
    saveDocument(document.id, { policy: 'reject', operations: [] }, document.rev, document.name);
    addGrant('g2');
    await settle();
    expect(storedScenarioNames()).toEqual(['Untitled', 'Untitled (copy)']);
    expect(idsOf(openDocumentScenario())).toEqual(['g1', 'g2']);
    expect(store.getState().shareNotice).toMatch(/changed in another tab while you edited it here/);
  });

  it('cuts the name of a copy of a copy so that its description still holds it', async () => {
    addGrant('g1');
    await settle();
    const long = `${'n'.repeat(DOCUMENT_NAME_MAX - 3)} (copy)`.slice(0, DOCUMENT_NAME_MAX);
    const document = saveDocument(store.getState().document!.id, store.getState().scenario, store.getState().document!.rev, long);
    store.getState().setDocument({ id: document.id, name: long, rev: document.rev });
    saveDocument(document.id, { policy: 'reject', operations: [] }, document.rev, long);
    addGrant('g2');
    await settle();
    const copy = storedScenarioNames().find((name) => name !== long);
    expect(copy).toMatch(/ \(copy\)$/);
    expect(copy!.length).toBe(DOCUMENT_NAME_MAX);
    expect(idsOf(openDocumentScenario())).toEqual(['g1', 'g2']);
  });

  it('follows another tab that saved the same document, when nothing here is unsaved', async () => {
    addGrant('g1');
    await settle();
    const document = store.getState().document!;
    const theirs: Scenario = { policy: 'pending', operations: [{ kind: 'grant', id: 'theirs', amount: 2, start: 0, end: 3 }] };
    saveDocument(document.id, theirs, document.rev, document.name);
    announceOtherTabWrite(document.id);
    expect([store.getState().scenario, store.getState().document?.rev]).toEqual([theirs, document.rev + 1]);
    expect(store.getState().shareNotice).toMatch(/changed in another tab; this tab now shows that version/);
  });

  it('reports a full storage, naming the size and the way out, instead of throwing', async () => {
    failEverySave();
    addGrant('g1');
    await settle();
    expect(store.getState().shareProblem?.message).toMatch(/^Autosave failed: this scenario \(\d+ characters\) does not fit.*Use Export/);
  });

  it('has the browser ask before leaving a page whose scenario storage would not take', async () => {
    failEverySave();
    addGrant('g1');
    await settle();
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
  });

  it('lets the page go without asking once the scenario is saved', async () => {
    addGrant('g1');
    const leavingAtOnce = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leavingAtOnce);
    // Saved by the leaving itself, uncompressed, like a hidden page.
    expect(leavingAtOnce.defaultPrevented).toBe(false);
    expect(openDocumentScenario()).toEqual(store.getState().scenario);
  });

  it('reports a full storage once, not after every edit', async () => {
    failEverySave();
    addGrant('g1');
    await settle();
    store.getState().dismissShareProblem();
    addGrant('g2');
    await settle();
    expect(store.getState().shareProblem).toBeNull();
  });

  it('names the size of the scenario failing now while the report is on screen', async () => {
    failEverySave();
    addGrant('g1');
    await settle();
    const first = store.getState().shareProblem?.message;
    for (let index = 2; index <= 20; index += 1) addGrant(`grant-number-${index}`);
    await settle();
    const now = store.getState().shareProblem?.message;
    expect(now).not.toBe(first);
    expect(now).toMatch(/^Autosave failed: this scenario \([\d,.]+ (million )?characters\)/);
  });
});

describe('autosave of the scenario the page opened with', () => {
  beforeEach(() => stopAutosave());

  it('saves a link opened in a new tab as a document, so Recent lists it', async () => {
    store.getState().loadPreset('Seed example 2');
    store.getState().setDocument(null);
    restartAutosave();
    await settle();
    expect(openDocumentScenario()).toEqual(store.getState().scenario);
  });

  it('reports storage that will not take it, as after an edit', async () => {
    failEverySave();
    store.getState().loadPreset('Seed example 2');
    store.getState().setDocument(null);
    restartAutosave();
    await settle();
    expect(store.getState().shareProblem?.message).toMatch(/^Autosave failed/);
  });

  it('makes no document for an empty page', async () => {
    restartAutosave();
    await settle();
    expect(storedScenarioNames()).toEqual([]);
  });
});
