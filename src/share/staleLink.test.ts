// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeScenarioHash, encodeScenarioParam } from '../scenario/codec';
import type { Scenario } from '../scenario/types';
import { documentOfWrittenLink, rememberWrittenLink, restampWrittenLink, savedAfterLink } from './staleLink';

const scenario = (id: string): Scenario => ({ policy: 'reject', operations: [{ kind: 'grant', id, amount: 5, start: 0, end: 9 }] });

describe('a link this tab wrote, against the document saved since', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is stale once the document was saved again, or first saved, after the write', () => {
    const hash = encodeScenarioHash(scenario('a'), { step: 1 });
    rememberWrittenLink(window, encodeScenarioParam(scenario('a')), { id: 'doc', name: 'Untitled', rev: 3 });
    expect(savedAfterLink(window, hash, 'doc', 3)).toBe(false);
    expect(savedAfterLink(window, hash, 'doc', 4)).toBe(true);
    // The view part of the link does not matter, only its scenario.
    expect(savedAfterLink(window, encodeScenarioHash(scenario('a')), 'doc', 4)).toBe(true);
    rememberWrittenLink(window, encodeScenarioParam(scenario('a')), null);
    expect(savedAfterLink(window, hash, 'doc', 1)).toBe(true);
  });

  it('is not stale when the address bar holds another link than the one written', () => {
    rememberWrittenLink(window, encodeScenarioParam(scenario('a')), { id: 'doc', name: 'Untitled', rev: 3 });
    expect(savedAfterLink(window, encodeScenarioHash(scenario('b')), 'doc', 9)).toBe(false);
    expect(savedAfterLink(window, '', 'doc', 9)).toBe(false);
    // Written without a scenario (too large for a link): nothing to compare.
    rememberWrittenLink(window, null, { id: 'doc', name: 'Untitled', rev: 3 });
    expect(savedAfterLink(window, encodeScenarioHash(scenario('a')), 'doc', 9)).toBe(false);
  });

  it('reads a damaged record as none', () => {
    window.sessionStorage.setItem('edf-ledger-lab/written-link', '{"fingerprint":3}');
    expect(savedAfterLink(window, encodeScenarioHash(scenario('a')), 'doc', 9)).toBe(false);
    window.sessionStorage.setItem('edf-ledger-lab/written-link', 'not json');
    expect(savedAfterLink(window, encodeScenarioHash(scenario('a')), 'doc', 9)).toBe(false);
  });
});

describe('the links this tab wrote, for Back and Forward within the page', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.location.hash = '';
  });

  it('name the document each was written for, and none for a link never written', () => {
    rememberWrittenLink(window, encodeScenarioParam(scenario('a')), { id: 'mine', name: 'Untitled', rev: 2 });
    rememberWrittenLink(window, encodeScenarioParam(scenario('b')), { id: 'theirs', name: 'Opened link', rev: 1 });
    expect(documentOfWrittenLink(window, encodeScenarioHash(scenario('a'), { step: 1 }))).toEqual({ documentId: 'mine', rev: 2 });
    expect(documentOfWrittenLink(window, encodeScenarioHash(scenario('b')))).toEqual({ documentId: 'theirs', rev: 1 });
    expect(documentOfWrittenLink(window, encodeScenarioHash(scenario('c')))).toBeNull();
    expect(documentOfWrittenLink(window, '#not-a-link')).toBeNull();
  });

  it('keep no document for a link written before the first save, until the save is stamped on it', () => {
    rememberWrittenLink(window, encodeScenarioParam(scenario('a')), null);
    const hash = encodeScenarioHash(scenario('a'));
    expect(documentOfWrittenLink(window, hash)).toBeNull();
    window.location.hash = hash;
    restampWrittenLink(window, { id: 'mine', name: 'Untitled', rev: 1 });
    expect(documentOfWrittenLink(window, hash)).toEqual({ documentId: 'mine', rev: 1 });
    expect(savedAfterLink(window, hash, 'mine', 1)).toBe(false);
  });

  it('stamp nothing while the address shows another link than the one written', () => {
    rememberWrittenLink(window, encodeScenarioParam(scenario('a')), null);
    window.location.hash = encodeScenarioHash(scenario('b'));
    restampWrittenLink(window, { id: 'mine', name: 'Untitled', rev: 1 });
    expect(documentOfWrittenLink(window, encodeScenarioHash(scenario('a')))).toBeNull();
  });
});
