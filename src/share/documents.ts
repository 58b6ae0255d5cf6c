/**
 * Opening saved documents: the one this tab last worked on (kept in sessionStorage, so a
 * reload continues it), else the newest; a document chosen under "Recent"; and keeping the
 * store's list of documents current. A document that cannot be read is moved aside (never
 * deleted) and the person is told where to find it.
 */
import type { StoreApi } from 'zustand';
import { sameScenario } from '../scenario/equality';
import type { Scenario } from '../scenario/types';
import type { LabState } from '../store/types';
import { sessionStorageOf } from './browserStorage';
import { listSavedScenarios, moveAside, readSavedScenario, type SaveMeta } from './savedScenarios';
import { documentOfWrittenLink, loadedAgain, savedAfterLink } from './staleLink';

const TAB_DOCUMENT_KEY = 'edf-ledger-lab/tab-document';

export function rememberTabDocument(win: Window, id: string): void {
  try {
    sessionStorageOf(win)?.setItem(TAB_DOCUMENT_KEY, id);
  } catch {
    // Without sessionStorage a reload opens the newest document instead; nothing is lost.
  }
}

export function tabDocumentId(win: Window): string | null {
  try {
    return sessionStorageOf(win)?.getItem(TAB_DOCUMENT_KEY) ?? null;
  } catch {
    return null;
  }
}

export function refreshSavedScenarios(store: StoreApi<LabState>, storage: Storage | null): void {
  if (storage === null) return;
  try {
    store.getState().setSavedScenarios(listSavedScenarios(storage));
  } catch {
    // Storage that throws on reading has nothing to list.
  }
}

/** Shows a saved document in this tab; later edits are saved to it. */
export function showSavedDocument(store: StoreApi<LabState>, meta: SaveMeta, scenario: Scenario, label: string): void {
  const state = store.getState();
  state.editScenario(scenario, label, { newDocument: true });
  state.goToStep(scenario.operations.length);
  state.setVisibleRange(null);
  state.setDocument({ id: meta.id, name: meta.name, rev: meta.rev });
}

/**
 * Opens document `id`; a damaged one is moved aside and reported. Returns true when opened.
 */
export function openSavedDocument(store: StoreApi<LabState>, storage: Storage, id: string): boolean {
  const read = readSavedScenario(storage, id);
  if (read.ok) {
    showSavedDocument(store, read.meta, read.scenario, `Open “${read.meta.name}”`);
    return true;
  }
  if (read.problem === 'corrupt') {
    moveAside(storage, id, read.error);
    store.getState().reportShareProblem({
      message: `A saved scenario could not be read (${read.error}). It was moved aside, not deleted: Recent lists it, and Download there keeps its text.`,
      fromLink: false,
    });
  }
  refreshSavedScenarios(store, storage);
  return false;
}

/** Opens this tab's document, else the newest readable one. Returns true when one was opened. */
export function restoreLastDocument(store: StoreApi<LabState>, storage: Storage | null, win: Window): boolean {
  if (storage === null) return false;
  const candidates = [tabDocumentId(win), ...listSavedScenarios(storage).saves.map((meta) => meta.id)];
  for (const id of new Set(candidates)) {
    if (id !== null && openSavedDocument(store, storage, id)) return true;
  }
  return false;
}

/**
 * After a reload, the address bar still holds the tab's scenario: if this tab's document
 * holds the same, keep writing to it rather than starting a copy on every reload. If it
 * holds a later one saved after the address bar was written (a reload right after an
 * edit, staleLink.ts), show that instead. Returns true when the document replaced the link.
 */
export function continueTabDocument(store: StoreApi<LabState>, storage: Storage | null, win: Window): boolean {
  const id = tabDocumentId(win);
  if (storage === null || id === null) return false;
  const read = readSavedScenario(storage, id);
  if (!read.ok) return false;
  if (sameScenario(read.scenario, store.getState().scenario)) {
    store.getState().setDocument({ id, name: read.meta.name, rev: read.meta.rev });
    return false;
  }
  if (!loadedAgain(win) || !savedAfterLink(win, win.location.hash, id, read.meta.rev)) return false;
  showSavedDocument(store, read.meta, read.scenario, `Open “${read.meta.name}”`);
  return true;
}

/**
 * Back or Forward within the page to a link this tab wrote while showing another document:
 * that document is opened as saved now, which may be newer than the link (edits saved as
 * the tab moved on), instead of the link's copy as a new "Opened link" beside it. Returns
 * true when it was opened.
 */
export function reopenDocumentOfWrittenLink(store: StoreApi<LabState>, storage: Storage | null, win: Window, hash: string): boolean {
  const written = documentOfWrittenLink(win, hash);
  if (storage === null || written === null || written.documentId === store.getState().document?.id) return false;
  const read = readSavedScenario(storage, written.documentId);
  if (!read.ok) return false;
  showSavedDocument(store, read.meta, read.scenario, `Open “${read.meta.name}”`);
  if (read.meta.rev > written.rev) {
    store.getState().showShareNotice(`Back to “${read.meta.name}”: its latest saved version is open, with the edits made after the address was written.`);
  }
  return true;
}
