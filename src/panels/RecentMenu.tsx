/**
 * "Recent": the scenarios saved in this browser, newest first. Opening one continues it in
 * this tab; Download saves it as a scenario file; Delete (asked twice) is the only way anything
 * saved goes. Saves this version cannot read are listed apart, with a download of their raw text.
 */
import { useState, type KeyboardEvent } from 'react';
import { downloadScenarioFile, downloadTextFile } from '../scenario/fileIo';
import { storageOf } from '../share/browserStorage';
import { openSavedDocument, refreshSavedScenarios } from '../share/documents';
import { deleteSavedEntry, metaKey, rawEntryText, readSavedScenario, type SaveMeta, type UnreadableSave } from '../share/savedScenarios';
import { writeScenarioHash } from '../share/urlSync';
import { useLabStore } from '../store';
import { isolateId } from '../text/phrase';
import './recentMenu.css';

function fileNameFor(name: string, extension: string): string {
  const safe = name.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `${safe || 'scenario'}.${extension}`;
}

function openDocument(id: string): void {
  const storage = storageOf(window);
  if (storage === null || !openSavedDocument(useLabStore, storage, id)) return;
  useLabStore.getState().clearHistory();
  writeScenarioHash(useLabStore, window);
}

function exportDocument(meta: SaveMeta): void {
  const storage = storageOf(window);
  const read = storage === null ? null : readSavedScenario(storage, meta.id);
  if (read?.ok) downloadScenarioFile(read.scenario, fileNameFor(meta.name, 'edf-ledger.json'));
}

function exportUnreadable(entry: UnreadableSave): void {
  const storage = storageOf(window);
  if (storage !== null) downloadTextFile(rawEntryText(storage, entry.key), fileNameFor(`unreadable-save-${entry.savedAt}`, 'txt'));
}

function deleteEntry(key: string): void {
  const storage = storageOf(window);
  if (storage === null) return;
  const state = useLabStore.getState();
  // The open document deleted: the scenario stays on screen, and its next edit starts a new save.
  if (state.document !== null && metaKey(state.document.id) === key) state.setDocument(null);
  deleteSavedEntry(storage, key);
  refreshSavedScenarios(useLabStore, storage);
}

function DeleteButton({ entryKey, name }: { entryKey: string; name: string }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" aria-label={`Delete ${isolateId(name)}`} onClick={() => setAsking(true)}>
        Delete
      </button>
    );
  }
  return (
    <button type="button" className="danger" aria-label={`Confirm delete ${isolateId(name)}`} onClick={() => deleteEntry(entryKey)} onBlur={() => setAsking(false)} autoFocus>
      Confirm delete
    </button>
  );
}

function SavedRow({ meta, isOpen }: { meta: SaveMeta; isOpen: boolean }) {
  const savedAt = new Date(meta.savedAt);
  // A description from another clock, or edited by hand, may hold a time no date can show.
  const when = Number.isNaN(savedAt.getTime()) ? 'time unknown' : savedAt.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="recent-row">
      <button type="button" className="recent-open" onClick={() => openDocument(meta.id)} aria-current={isOpen ? 'true' : undefined}>
        <bdi className="recent-name">{meta.name}</bdi>
        <span className="muted">
          {meta.operations.toLocaleString('en-US')} {meta.operations === 1 ? 'operation' : 'operations'} · {when}
          {isOpen ? ' · open here' : ''}
        </span>
      </button>
      <button type="button" aria-label={`Download ${isolateId(meta.name)}`} onClick={() => exportDocument(meta)}>
        Download
      </button>
      <DeleteButton entryKey={metaKey(meta.id)} name={meta.name} />
    </li>
  );
}

function UnreadableRow({ entry }: { entry: UnreadableSave }) {
  return (
    <li className="recent-row">
      <span className="recent-open">
        <span className="recent-name">Unreadable save</span>
        <span className="muted">{entry.reason}</span>
      </span>
      <button type="button" aria-label="Download unreadable save" onClick={() => exportUnreadable(entry)}>
        Download
      </button>
      <DeleteButton entryKey={entry.key} name="unreadable save" />
    </li>
  );
}

export function RecentMenu() {
  const [open, setOpen] = useState(false);
  // Escape closes it, as it closes any panel that opens over the page, and gives focus back to "Recent".
  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    event.currentTarget.querySelector('summary')?.focus();
  };
  return (
    <details className="recent-menu" open={open} onToggle={(event) => setOpen(event.currentTarget.open)} onKeyDown={closeOnEscape}>
      <summary>Recent</summary>
      {/* Rendered only while open: its many buttons would otherwise crowd every lookup by name. */}
      {open && <RecentPanel />}
    </details>
  );
}

function RecentPanel() {
  const { saves, unreadable } = useLabStore((state) => state.savedScenarios);
  const openId = useLabStore((state) => state.document?.id ?? null);
  return (
    <div className="recent-panel" role="group" aria-label="Recent work">
      <p className="muted recent-help">
        Saved in this browser as you work. Links, presets and files open as new scenarios (or continue their unchanged copy here), so nothing here is overwritten.
      </p>
      {saves.length === 0 && unreadable.length === 0 && <p>Nothing saved yet.</p>}
      <ul className="recent-list">
        {saves.map((meta) => (
          <SavedRow key={meta.id} meta={meta} isOpen={meta.id === openId} />
        ))}
      </ul>
      {unreadable.length > 0 && (
        <>
          <h3>Could not be opened here</h3>
          <ul className="recent-list">
            {unreadable.map((entry) => (
              <UnreadableRow key={entry.key} entry={entry} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
