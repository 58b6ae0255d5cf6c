import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64urlLength, decodeBase64url, encodeBase64url } from './base64url';

describe('base64url', () => {
  it('encodes as Node’s base64url does, at the length it predicts', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200, size: 'max' }), (bytes) => {
        const text = encodeBase64url(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64url'));
        expect(text.length).toBe(base64urlLength(bytes.length));
        expect(decodeBase64url(text)).toEqual(bytes);
      }),
    );
  });

  it('decodes any text of its alphabet as Node does, and refuses the rest', () => {
    const letters = fc.constantFrom(...'ABCXYZabcxyz0189-_+/=. é'.split(''));
    fc.assert(
      fc.property(fc.array(letters, { maxLength: 40, size: 'max' }).map((chars) => chars.join('')), (text) => {
        const valid = /^[A-Za-z0-9_-]*$/.test(text) && text.length % 4 !== 1;
        const decoded = decodeBase64url(text);
        if (valid) expect(decoded).toEqual(new Uint8Array(Buffer.from(text, 'base64url')));
        else expect(decoded).toBeNull();
      }),
    );
  });
});
