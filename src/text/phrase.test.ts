import { describe, expect, it } from 'vitest';
import { idPart, isolatedText, isolateId, joinIds, needsIsolation, phrase, plainText, quotedIdsPhrase } from './phrase';

const OVERRIDE_ID = 'big\u202E01';
const HEBREW_ID = '\u05D0\u05D1-1';

describe('needsIsolation', () => {
  it('leaves printable ASCII ids alone', () => {
    expect(needsIsolation('c_late <img src=x>')).toBe(false);
  });

  it('isolates ids with bidi controls, right-to-left letters or other non-ASCII text', () => {
    expect([OVERRIDE_ID, HEBREW_ID, '\u0627\u0644\u0641', 'caf\u00e9'].map(needsIsolation)).toEqual([true, true, true, true]);
  });
});

describe('isolateId', () => {
  it('wraps an id that needs it in first strong isolate and pop directional isolate', () => {
    expect(isolateId(OVERRIDE_ID)).toBe('\u2068big\u202E01\u2069');
  });

  it('returns an ASCII id unchanged', () => {
    expect(isolateId('g1')).toBe('g1');
  });
});

describe('phrase', () => {
  it('keeps ids apart from the words and merges neighbouring words', () => {
    expect(phrase`grant ${idPart('g1')} · ${100} for t=${0}`).toEqual(['grant ', { id: 'g1' }, ' · 100 for t=0']);
  });

  it('splices nested phrases in place', () => {
    const broken = joinIds(['a', 'b']);
    expect(phrase`would break ${broken}.`).toEqual(['would break ', { id: 'a' }, ', ', { id: 'b' }, '.']);
  });

  it('reads as plain text with the ids as they are', () => {
    expect(plainText(phrase`grant ${idPart(OVERRIDE_ID)} · 100`)).toBe('grant big\u202E01 · 100');
  });

  it('reads as isolated text with FSI and PDI around ids that need them', () => {
    expect(isolatedText(phrase`${idPart(HEBREW_ID)} from ${idPart('g1')}`)).toBe('\u2068\u05D0\u05D1-1\u2069 from g1');
  });
});

describe('quotedIdsPhrase', () => {
  it('turns each quoted stretch of a message into an id', () => {
    expect(quotedIdsPhrase(`id: grant id "${OVERRIDE_ID}" already exists`)).toEqual([
      'id: grant id "',
      { id: OVERRIDE_ID },
      '" already exists',
    ]);
  });

  it('reads a JSON-quoted id with an escaped quote as one id', () => {
    expect(quotedIdsPhrase('id "a\\"b" was used')).toEqual(['id "', { id: 'a\\"b' }, '" was used']);
  });

  it('leaves a message without quotes as one piece of text', () => {
    expect(quotedIdsPhrase('amount: must be at least 1')).toEqual(['amount: must be at least 1']);
  });
});

describe('phrase numbers', () => {
  it('writes numbers with thousands separators, like every other number on the page', () => {
    expect(plainText(phrase`${idPart('g1')} gives ${8000} at t=${1500}`)).toBe('g1 gives 8,000 at t=1,500');
  });
});
