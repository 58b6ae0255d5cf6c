// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeScenarioParam } from '../scenario/codec';
import { generateScenario } from '../scenario/testing/generateScenario';
import type { Scenario } from '../scenario/types';
import {
  dataKey,
  deleteSavedEntry,
  LEGACY_AUTOSAVE_KEY,
  listSavedScenarios,
  metaKey,
  migrateLegacyAutosave,
  moveAside,
  rawEntryText,
  readSavedScenario,
  writeSavedScenario,
} from './savedScenarios';

const storage = window.localStorage;
const scenario: Scenario = { policy: 'reject', operations: [{ kind: 'grant', id: 'g1', amount: 5, start: 0, end: 5 }] };

function save(id: string, basedOnRev = 0, saved: Scenario = scenario) {
  return writeSavedScenario(storage, { id, name: `doc ${id}`, basedOnRev }, encodeScenarioParam(saved), saved.operations.length);
}

afterEach(() => {
  storage.clear();
  vi.restoreAllMocks();
});

describe('saved scenarios', () => {
  it('reads back what was written, with its name and revision', () => {
    save('a');
    expect(readSavedScenario(storage, 'a')).toMatchObject({ ok: true, scenario, meta: { id: 'a', name: 'doc a', rev: 1, operations: 1 } });
  });

  it('has no length limit of links: a 20,000-operation scenario with long ids saves and reopens', () => {
    const large = generateScenario(20_000);
    const withLongIds: Scenario = {
      ...large,
      operations: large.operations.map((operation, index) => ({ ...operation, id: `${crypto.randomUUID()}-${index}` })),
    };
    expect(save('big', 0, withLongIds).kind).toBe('saved');
    expect(readSavedScenario(storage, 'big')).toMatchObject({ ok: true, scenario: withLongIds });
  }, 30_000);

  it('refuses a write based on an older revision than the stored one', () => {
    save('a');
    save('a', 1);
    expect(save('a', 1)).toMatchObject({ kind: 'conflict', current: { rev: 2 } });
  });

  it('refuses to create a document that another tab created meanwhile', () => {
    save('a');
    expect(save('a', 0).kind).toBe('conflict');
  });

  it('lists documents newest first', () => {
    vi.spyOn(Date, 'now').mockReturnValueOnce(1_000).mockReturnValueOnce(2_000);
    save('old');
    save('new');
    expect(listSavedScenarios(storage).saves.map((meta) => meta.id)).toEqual(['new', 'old']);
  });

  it('reports a full storage as a failed write and keeps what was stored', () => {
    save('a');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(save('a', 1).kind).toBe('failed');
    expect(readSavedScenario(storage, 'a')).toMatchObject({ ok: true, meta: { rev: 1 } });
  });

  it('puts the data back when its description cannot be written, so both still agree', () => {
    save('a');
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key.endsWith('/meta')) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    const grown: Scenario = { ...scenario, operations: [...scenario.operations, { kind: 'grant', id: 'g2', amount: 1, start: 0, end: 1 }] };
    expect(save('a', 1, grown).kind).toBe('failed');
    expect(readSavedScenario(storage, 'a')).toMatchObject({ ok: true, meta: { rev: 1, operations: 1 }, scenario });
    expect(save('b').kind).toBe('failed');
    expect(storage.getItem(dataKey('b'))).toBeNull();
  });

  it('names damaged data without throwing', () => {
    save('a');
    storage.setItem(dataKey('a'), '2.not-deflate');
    expect(readSavedScenario(storage, 'a')).toMatchObject({ ok: false, problem: 'corrupt' });
  });

  it('does not open a save written by a newer version, and lists it as unreadable', () => {
    storage.setItem(metaKey('n'), JSON.stringify({ v: 9, name: 'n', savedAt: 1, rev: 1, operations: 0, chars: 0 }));
    expect(readSavedScenario(storage, 'n')).toMatchObject({ ok: false, problem: 'newer' });
    expect(listSavedScenarios(storage).unreadable).toHaveLength(1);
  });

  it('moves a damaged document aside with its text, where it can still be exported', () => {
    save('a');
    storage.setItem(dataKey('a'), '2.broken');
    moveAside(storage, 'a', 'its data is damaged');
    const { saves, unreadable } = listSavedScenarios(storage);
    expect([saves, unreadable.map((entry) => entry.reason)]).toEqual([[], ['its data is damaged']]);
    expect(rawEntryText(storage, unreadable[0].key)).toContain('2.broken');
  });

  it('removes an entry on an explicit delete', () => {
    save('a');
    deleteSavedEntry(storage, metaKey('a'));
    expect([storage.getItem(metaKey('a')), storage.getItem(dataKey('a'))]).toEqual([null, null]);
  });
});

describe('the autosave slot of earlier versions', () => {
  it('becomes a document of its own', () => {
    storage.setItem(LEGACY_AUTOSAVE_KEY, encodeScenarioParam(scenario));
    migrateLegacyAutosave(storage);
    const [meta] = listSavedScenarios(storage).saves;
    expect([readSavedScenario(storage, meta.id), storage.getItem(LEGACY_AUTOSAVE_KEY)]).toEqual([
      expect.objectContaining({ ok: true, scenario }),
      null,
    ]);
  });

  it('is moved aside, not deleted, when it cannot be read', () => {
    storage.setItem(LEGACY_AUTOSAVE_KEY, '2.not-deflate');
    migrateLegacyAutosave(storage);
    const { unreadable } = listSavedScenarios(storage);
    expect(unreadable).toHaveLength(1);
    expect(rawEntryText(storage, unreadable[0].key)).toContain('2.not-deflate');
  });

  it('stays where it is when there is no room to move it', () => {
    storage.setItem(LEGACY_AUTOSAVE_KEY, '2.not-deflate');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    migrateLegacyAutosave(storage);
    expect(storage.getItem(LEGACY_AUTOSAVE_KEY)).toBe('2.not-deflate');
  });
});
