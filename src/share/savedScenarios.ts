/**
 * Scenarios kept in this browser's localStorage, one entry per document a person worked on.
 *
 * Each document has two keys: `<prefix><id>/meta` (name, revision, time, size; small, so the
 * Recent menu lists documents without decoding any) and `<prefix><id>/data` (the scenario in
 * the link encoding, without the link's length limit). Opening a link, a preset or a file
 * starts a new document rather than overwriting one, so a person's earlier work stays here.
 *
 * Nothing here deletes a person's work on its own: a save this version cannot read is moved
 * aside under `UNREADABLE_PREFIX` (or, if written by a newer version, left where it is) and
 * both can be exported from the Recent menu. Only an explicit Delete removes an entry.
 *
 * Two tabs share this storage. Every write names the revision it was based on; a write based
 * on an older revision than the stored one is refused as a conflict (see `writeSavedScenario`),
 * so a tab never overwrites another tab's newer save without knowing.
 */
import { z } from 'zod';
import { decodeScenarioParam, type DecodeLimits } from '../scenario/codec';
import { SAVED_INFLATED_BYTES_MAX, SAVED_SCENARIO_LENGTH_MAX } from '../scenario/limits';
import type { ScenarioResult } from '../scenario/schema';
import type { Scenario } from '../scenario/types';

export const SAVE_PREFIX = 'edf-ledger-lab/doc/';
export const UNREADABLE_PREFIX = 'edf-ledger-lab/unreadable/';
/** The single autosave slot of earlier versions; migrated into a document on start. */
export const LEGACY_AUTOSAVE_KEY = 'edf-ledger-lab/autosave';
const META_FORMAT_VERSION = 1;

export const SAVE_DECODE_LIMITS: DecodeLimits = {
  lengthMax: SAVED_SCENARIO_LENGTH_MAX,
  inflatedBytesMax: SAVED_INFLATED_BYTES_MAX,
};

export interface SaveMeta {
  id: string;
  name: string;
  /** Milliseconds since the epoch of the last write. */
  savedAt: number;
  /** Increases by one with every write; what conflict checks compare. */
  rev: number;
  operations: number;
  /** Characters of the stored data, shown so people see what fills their storage. */
  chars: number;
}

/** An entry this version cannot open: moved aside, or written by a newer version. */
export interface UnreadableSave {
  key: string;
  reason: string;
  savedAt: number;
}

/** The longest document name a description may hold; longer reads as damaged. */
export const DOCUMENT_NAME_MAX = 200;

const metaSchema = z.object({
  v: z.number().int(),
  name: z.string().max(DOCUMENT_NAME_MAX),
  savedAt: z.number(),
  rev: z.number().int().min(1),
  operations: z.number().int().min(0),
  chars: z.number().int().min(0),
});

export const metaKey = (id: string) => `${SAVE_PREFIX}${id}/meta`;
export const dataKey = (id: string) => `${SAVE_PREFIX}${id}/data`;

export function newDocumentId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

type MetaRead = { kind: 'ok'; meta: SaveMeta } | { kind: 'missing' } | { kind: 'newer'; version: number } | { kind: 'corrupt' };

function parseMeta(id: string, text: string | null): MetaRead {
  if (text === null) return { kind: 'missing' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'corrupt' };
  }
  const parsed = metaSchema.safeParse(json);
  if (!parsed.success) return { kind: 'corrupt' };
  if (parsed.data.v > META_FORMAT_VERSION) return { kind: 'newer', version: parsed.data.v };
  const { name, savedAt, rev, operations, chars } = parsed.data;
  return { kind: 'ok', meta: { id, name, savedAt, rev, operations, chars } };
}

export function readMeta(storage: Storage, id: string): MetaRead {
  return parseMeta(id, storage.getItem(metaKey(id)));
}

function documentIds(storage: Storage): string[] {
  const ids: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(SAVE_PREFIX) && key.endsWith('/meta')) ids.push(key.slice(SAVE_PREFIX.length, -'/meta'.length));
  }
  return ids;
}

export interface SavedScenarioList {
  saves: SaveMeta[];
  unreadable: UnreadableSave[];
}

/** Every document, newest first, and every entry that cannot be opened here. */
export function listSavedScenarios(storage: Storage): SavedScenarioList {
  const saves: SaveMeta[] = [];
  const unreadable: UnreadableSave[] = [];
  for (const id of documentIds(storage)) {
    const read = readMeta(storage, id);
    if (read.kind === 'ok') saves.push(read.meta);
    else if (read.kind === 'newer') unreadable.push({ key: metaKey(id), reason: `saved by a newer version of the app (format ${read.version})`, savedAt: 0 });
    else unreadable.push({ key: metaKey(id), reason: 'its description is damaged', savedAt: 0 });
  }
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(UNREADABLE_PREFIX)) unreadable.push(describeMovedAside(key, storage.getItem(key)));
  }
  saves.sort((a, b) => b.savedAt - a.savedAt);
  unreadable.sort((a, b) => b.savedAt - a.savedAt);
  return { saves, unreadable };
}

function describeMovedAside(key: string, text: string | null): UnreadableSave {
  try {
    const { reason, movedAt } = JSON.parse(text ?? '') as { reason?: unknown; movedAt?: unknown };
    return { key, reason: typeof reason === 'string' ? reason : 'unknown', savedAt: typeof movedAt === 'number' ? movedAt : 0 };
  } catch {
    return { key, reason: 'unknown', savedAt: 0 };
  }
}

export type SavedScenarioRead =
  | { ok: true; meta: SaveMeta; scenario: Scenario }
  | { ok: false; problem: 'missing' | 'newer' | 'corrupt'; error: string };

/** Reads one document; never throws and never changes storage. */
export function readSavedScenario(storage: Storage, id: string): SavedScenarioRead {
  const meta = readMeta(storage, id);
  if (meta.kind === 'missing') return { ok: false, problem: 'missing', error: 'it is no longer in this browser' };
  if (meta.kind === 'newer') return { ok: false, problem: 'newer', error: 'it was saved by a newer version of the app' };
  if (meta.kind === 'corrupt') return { ok: false, problem: 'corrupt', error: 'its description is damaged' };
  const decoded = decodeSavedData(storage.getItem(dataKey(id)));
  return decoded.ok ? { ok: true, meta: meta.meta, scenario: decoded.scenario } : { ok: false, problem: 'corrupt', error: decoded.error };
}

export function decodeSavedData(data: string | null): ScenarioResult {
  if (data === null) return { ok: false, error: 'its data is missing' };
  return decodeScenarioParam(data, SAVE_DECODE_LIMITS);
}

export type WriteResult =
  | { kind: 'saved'; meta: SaveMeta }
  /** Another tab saved this document since `basedOnRev`; nothing was written. */
  | { kind: 'conflict'; current: SaveMeta }
  /** The browser refused the write (usually the quota); what was stored before is intact. */
  | { kind: 'failed' };

/**
 * Writes a document if its stored revision is still `basedOnRev` (0: the document must not
 * exist yet). The data goes first: if the meta write then fails, the old meta still
 * describes a readable document.
 */
export function writeSavedScenario(
  storage: Storage,
  document: { id: string; name: string; basedOnRev: number },
  data: string,
  operations: number,
): WriteResult {
  const stored = readMeta(storage, document.id);
  if (stored.kind === 'ok' && stored.meta.rev !== document.basedOnRev) return { kind: 'conflict', current: stored.meta };
  const meta: SaveMeta = {
    id: document.id,
    name: document.name,
    savedAt: Date.now(),
    rev: Math.max(document.basedOnRev, stored.kind === 'ok' ? stored.meta.rev : 0) + 1,
    operations,
    chars: data.length,
  };
  const { id, ...fields } = meta;
  const previousData = storage.getItem(dataKey(id));
  try {
    storage.setItem(dataKey(id), data);
  } catch {
    return { kind: 'failed' };
  }
  try {
    storage.setItem(metaKey(id), JSON.stringify({ v: META_FORMAT_VERSION, ...fields }));
  } catch {
    // The description failed after the data: new data under the old description (its
    // revision unchanged) would let another tab's save pass the conflict check and
    // overwrite it. The data goes back to what the description describes.
    restoreData(storage, id, previousData);
    return { kind: 'failed' };
  }
  return { kind: 'saved', meta };
}

function restoreData(storage: Storage, id: string, previousData: string | null): void {
  try {
    if (previousData === null) storage.removeItem(dataKey(id));
    else storage.setItem(dataKey(id), previousData);
  } catch {
    // It held this much before, so it fits again; if storage still refuses, nothing more can be done here.
  }
}

/**
 * A document named `name` that holds exactly `data`, or the same scenario as `plainData()`
 * gives it uncompressed (what a save as the page is hidden writes), or null. Compared as
 * stored, so nothing is decoded; `plainData` is called only for a document of that name
 * whose text has another length. Opening the same preset, file or link again continues
 * that copy, as long as nobody changed it, rather than listing a look-alike under Recent.
 */
export function findIdenticalDocument(storage: Storage, name: string, data: string, plainData: () => string): SaveMeta | null {
  let plain: string | null = null;
  const holds = (meta: SaveMeta, text: string) => meta.chars === text.length && storage.getItem(dataKey(meta.id)) === text;
  const { saves } = listSavedScenarios(storage);
  return saves.find((meta) => meta.name === name && (holds(meta, data) || (meta.chars !== data.length && holds(meta, (plain ??= plainData()))))) ?? null;
}

/**
 * Moves a document this version cannot read under UNREADABLE_PREFIX, raw text and reason
 * together, so it can still be exported. If the copy cannot be written the original stays.
 */
export function moveAside(storage: Storage, id: string, reason: string): void {
  const record = { reason, movedAt: Date.now(), meta: storage.getItem(metaKey(id)), data: storage.getItem(dataKey(id)) };
  try {
    storage.setItem(`${UNREADABLE_PREFIX}${Date.now()}-${id}`, JSON.stringify(record));
  } catch {
    return;
  }
  storage.removeItem(metaKey(id));
  storage.removeItem(dataKey(id));
}

/** Removes a document or an unreadable entry; only ever called on a person's explicit Delete. */
export function deleteSavedEntry(storage: Storage, key: string): void {
  if (key.startsWith(UNREADABLE_PREFIX)) {
    storage.removeItem(key);
    return;
  }
  const id = key.startsWith(SAVE_PREFIX) ? key.slice(SAVE_PREFIX.length).replace(/\/(meta|data)$/, '') : key;
  storage.removeItem(metaKey(id));
  storage.removeItem(dataKey(id));
}

/** The raw text behind an unreadable entry, for "Export": whatever is there, unchanged. */
export function rawEntryText(storage: Storage, key: string): string {
  if (key.startsWith(UNREADABLE_PREFIX)) return storage.getItem(key) ?? '';
  const id = key.slice(SAVE_PREFIX.length).replace(/\/meta$/, '');
  return JSON.stringify({ meta: storage.getItem(metaKey(id)), data: storage.getItem(dataKey(id)) });
}

/**
 * Brings the single autosave slot of earlier versions into a document of its own. The old
 * key is removed only once its text is safely stored elsewhere (as a document, or aside).
 */
export function migrateLegacyAutosave(storage: Storage): void {
  const legacy = storage.getItem(LEGACY_AUTOSAVE_KEY);
  if (legacy === null) return;
  const decoded = decodeSavedData(legacy);
  const id = newDocumentId();
  if (decoded.ok) {
    const written = writeSavedScenario(storage, { id, name: 'Autosave', basedOnRev: 0 }, legacy, decoded.scenario.operations.length);
    if (written.kind === 'saved') storage.removeItem(LEGACY_AUTOSAVE_KEY);
    return;
  }
  const record = { reason: `the autosaved scenario could not be read: ${decoded.error}`, movedAt: Date.now(), meta: null, data: legacy };
  try {
    storage.setItem(`${UNREADABLE_PREFIX}${Date.now()}-${id}`, JSON.stringify(record));
    storage.removeItem(LEGACY_AUTOSAVE_KEY);
  } catch {
    // Left where it is: reading it again next time is better than losing it.
  }
}
