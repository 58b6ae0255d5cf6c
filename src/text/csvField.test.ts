import { describe, expect, it } from 'vitest';
import { csvField, unguardedCsvId } from './csvField';

describe('csvField', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('opens an id that looks like a formula as text', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe('"\'+1"');
    expect(csvField('-2')).toBe('"\'-2"');
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"');
  });

  it('leaves plain ids and numbers alone', () => {
    expect([csvField('c_late'), csvField(8000)]).toEqual(['c_late', '8000']);
  });

  it('reads back every id exactly', () => {
    for (const id of ['=x', "'abc", "'=x", 'c_late', '-2', "''"]) {
      const field = csvField(id);
      const cell = field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;
      expect(unguardedCsvId(cell)).toBe(id);
    }
  });
});
