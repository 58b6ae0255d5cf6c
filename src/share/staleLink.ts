/**
 * A reload right after an edit must show that edit. The address bar's scenario is written
 * once edits settle (urlSync.ts), and a write at `pagehide` comes too late: the browser has
 * taken the URL to reload by then. Autosave has the edit (it saves at `pagehide`), so the
 * tab remembers which scenario it last wrote into the address bar and the revision of its
 * document then. A reload (or Back/Forward) whose link is that write, while the tab's
 * document was saved since with another scenario, reopens the document, not the older link
 * (documents.ts, `continueTabDocument`).
 */
import type { LabState } from '../store/types';
import { sessionStorageOf } from './browserStorage';

const WRITTEN_LINK_KEY = 'edf-ledger-lab/written-link';
const WRITTEN_LINKS_KEY = 'edf-ledger-lab/written-links';
/** Enough for a session's Back and Forward; each is a few dozen characters. */
const WRITTEN_LINKS_MAX = 30;

interface WrittenLink {
  fingerprint: string;
  /** The tab's document when the link was written; null before its first save. */
  documentId: string | null;
  rev: number;
}

/** Length and FNV-1a of the link's scenario part: a link this tab wrote, not the text itself (it may be megabytes). */
function fingerprintOf(scenarioParam: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < scenarioParam.length; index += 1) {
    hash = Math.imul(hash ^ scenarioParam.charCodeAt(index), 0x01000193);
  }
  return `${scenarioParam.length}:${(hash >>> 0).toString(16)}`;
}

function scenarioParamOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('s');
}

/** Called after the address bar got the scenario part `param` (null: no scenario) while the tab's document was `document`. */
export function rememberWrittenLink(win: Window, param: string | null, document: LabState['document']): void {
  const session = sessionStorageOf(win);
  try {
    if (param === null) {
      session?.removeItem(WRITTEN_LINK_KEY);
      return;
    }
    const written: WrittenLink = { fingerprint: fingerprintOf(param), documentId: document?.id ?? null, rev: document?.rev ?? 0 };
    session?.setItem(WRITTEN_LINK_KEY, JSON.stringify(written));
    const earlier = writtenLinks(win).filter((link) => link.fingerprint !== written.fingerprint);
    session?.setItem(WRITTEN_LINKS_KEY, JSON.stringify([...earlier.slice(1 - WRITTEN_LINKS_MAX), written]));
  } catch {
    // Without sessionStorage a reload opens the address bar's link, as it always did.
  }
}

/**
 * The tab's document was saved while the address bar already showed its scenario (the
 * first save often lands after the first write): the link written stands for this
 * revision of it.
 */
export function restampWrittenLink(win: Window, document: NonNullable<LabState['document']>): void {
  const last = writtenLink(win);
  const param = scenarioParamOf(win.location.hash);
  // The record may be of another address: one this tab wrote before it was sent elsewhere.
  if (last === null || param === null || fingerprintOf(param) !== last.fingerprint) return;
  const stamped: WrittenLink = { ...last, documentId: document.id, rev: document.rev };
  try {
    sessionStorageOf(win)?.setItem(WRITTEN_LINK_KEY, JSON.stringify(stamped));
    const links = writtenLinks(win).map((link) => (link.fingerprint === stamped.fingerprint ? stamped : link));
    sessionStorageOf(win)?.setItem(WRITTEN_LINKS_KEY, JSON.stringify(links));
  } catch {
    // As in rememberWrittenLink.
  }
}

function asWrittenLink(value: unknown): WrittenLink | null {
  if (typeof value !== 'object' || value === null) return null;
  const { fingerprint, documentId, rev } = value as Partial<WrittenLink>;
  const validId = typeof documentId === 'string' || documentId === null;
  return typeof fingerprint === 'string' && validId && typeof rev === 'number' ? { fingerprint, documentId: documentId ?? null, rev } : null;
}

function readSession(win: Window, key: string): unknown {
  try {
    const text = sessionStorageOf(win)?.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function writtenLink(win: Window): WrittenLink | null {
  return asWrittenLink(readSession(win, WRITTEN_LINK_KEY));
}

/** The links this tab wrote into the address bar, oldest first: Back and Forward return to them. */
function writtenLinks(win: Window): WrittenLink[] {
  const list = readSession(win, WRITTEN_LINKS_KEY);
  return Array.isArray(list) ? list.map(asWrittenLink).filter((link) => link !== null) : [];
}

/**
 * The document this tab was showing when it wrote `hash` into the address bar, with its
 * revision then; null for a link it never wrote (a pasted one) or one written before the
 * document's first save.
 */
export function documentOfWrittenLink(win: Window, hash: string): { documentId: string; rev: number } | null {
  const param = scenarioParamOf(hash);
  if (param === null) return null;
  const fingerprint = fingerprintOf(param);
  const written = writtenLinks(win).findLast((link) => link.fingerprint === fingerprint);
  return written?.documentId ? { documentId: written.documentId, rev: written.rev } : null;
}

/** True when this page was loaded by a reload or by Back/Forward (the only loads that reuse this tab's URL). */
export function loadedAgain(win: Window): boolean {
  const entry = win.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * True when `hash` is the link this tab last wrote into the address bar and document
 * `documentId` at `rev` was saved after that write (a later revision, or a document the
 * tab took on since): the document is newer than the link.
 */
export function savedAfterLink(win: Window, hash: string, documentId: string, rev: number): boolean {
  const written = writtenLink(win);
  const param = scenarioParamOf(hash);
  if (written === null || param === null || written.fingerprint !== fingerprintOf(param)) return false;
  return written.documentId !== documentId || rev > written.rev;
}
