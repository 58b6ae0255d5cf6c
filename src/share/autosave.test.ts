// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeScenarioParam, encodeScenarioParamPlain } from '../scenario/codec';
import type { PresetName } from '../scenario/presets';
import type { Scenario } from '../scenario/types';
import { AUTOSAVE_DELAY_MS, startAutosave } from './autosave';
import { tabDocumentId } from './documents';
import { DOCUMENT_NAME_MAX, readSavedScenario } from './savedScenarios';
import { createTestStore, type TestStore } from './testing/createTestStore';
import { announceOtherTabWrite, saveDocument, storedScenarioNames } from './testing/savedDocuments';

let store: TestStore;
let stopAutosave: () => void;

const encodeForTest = (scenario: Scenario) => Promise.resolve(encodeScenarioParamPlain(scenario));

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  store = createTestStore();
  stopAutosave = startAutosave(store, window, encodeForTest);
});

afterEach(() => {
  stopAutosave();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function addGrant(id: string): void {
  store.getState().addOperation({ kind: 'grant', id, amount: 1, start: 0, end: 1 });
}

async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
}

const idsOf = (scenario: Scenario | null) => scenario?.operations.map((operation) => operation.id);

function openDocumentScenario(): Scenario | null {
  const id = store.getState().document?.id;
  const read = id === undefined ? null : readSavedScenario(window.localStorage, id);
  return read?.ok ? read.scenario : null;
}

function failEverySave(): void {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
}

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
    stopAutosave();
    stopAutosave = startAutosave(store, window, (scenario) => Promise.resolve(encodeScenarioParam(scenario)));
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
    stopAutosave();
    stopAutosave = startAutosave(store, window, (scenario) => Promise.resolve(encodeScenarioParam(scenario)));
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

describe('autosave of the scenario the page opened with', () => {
  beforeEach(() => stopAutosave());

  it('saves a link opened in a new tab as a document, so Recent lists it', async () => {
    store.getState().loadPreset('Seed example 2');
    store.getState().setDocument(null);
    stopAutosave = startAutosave(store, window, encodeForTest);
    await settle();
    expect(openDocumentScenario()).toEqual(store.getState().scenario);
  });

  it('reports storage that will not take it, as after an edit', async () => {
    failEverySave();
    store.getState().loadPreset('Seed example 2');
    store.getState().setDocument(null);
    stopAutosave = startAutosave(store, window, encodeForTest);
    await settle();
    expect(store.getState().shareProblem?.message).toMatch(/^Autosave failed/);
  });

  it('makes no document for an empty page', async () => {
    stopAutosave = startAutosave(store, window, encodeForTest);
    await settle();
    expect(storedScenarioNames()).toEqual([]);
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
