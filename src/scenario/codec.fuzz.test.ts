/**
 * A link is untrusted input: whatever arrives, decoding returns `{ ok: false, error }` with a
 * message, or a valid scenario; it never throws. fast-check seeds make failures reproducible.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeBase64url } from './base64url';
import { decodeScenarioHash, encodeScenarioHash, type DecodeResult } from './codec';
import { deflateRaw } from './deflate';
import { LINK_LENGTH_MAX } from './limits';
import { validateScenario } from './schema';
import { generateScenario } from './testing/generateScenario';
import { formatNumber } from '../text/formatNumber';

/** Decodes and checks the result is one of the two allowed shapes. */
function decodeSafely(hash: string): DecodeResult {
  const result = decodeScenarioHash(hash);
  if (result.ok) {
    expect(validateScenario(result.scenario)).toEqual({ ok: true, scenario: result.scenario });
  } else {
    expect(result.error).toMatch(/\w/);
  }
  return result;
}

const validHash = encodeScenarioHash(generateScenario(20), { step: 5 });

describe('decoder fuzz', () => {
  it('answers random strings with an error, never a throw', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300, size: 'max' }), (text) => void decodeSafely(`#s=${text}`)), { numRuns: 500 });
  });

  it('answers random version numbers and base64url payloads with an error', () => {
    const payload = fc.string({ unit: fc.constantFrom(...'AZaz09-_'), maxLength: 200, size: 'max' });
    fc.assert(fc.property(fc.nat({ max: 12 }), payload, (version, text) => void decodeSafely(`#s=${version}.${text}`)), {
      numRuns: 500,
    });
  });

  it('answers every truncation of a valid link with an error', () => {
    for (let length = 0; length < validHash.length - '&step=5'.length; length += 1) {
      expect(decodeSafely(validHash.slice(0, length)).ok).toBe(false);
    }
  });

  it('never throws on single bit flips of a valid link', () => {
    const bytes = new TextEncoder().encode(validHash);
    for (let index = 0; index < bytes.length; index += 1) {
      for (let bit = 0; bit < 8; bit += 1) {
        const flipped = bytes.slice();
        flipped[index] ^= 1 << bit;
        decodeSafely(new TextDecoder().decode(flipped));
      }
    }
  });

  it('answers valid base64url of random bytes with an error', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2), fc.uint8Array({ maxLength: 300, size: 'max' }), (version, bytes) => {
        expect(decodeSafely(`#s=${version}.${encodeBase64url(bytes)}`).ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('answers deflated random JSON values with an error naming the problem', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (json) => {
        const payload = encodeBase64url(deflateRaw(new TextEncoder().encode(JSON.stringify(json))));
        decodeSafely(`#s=2.${payload}`);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses oversized input before decoding it', () => {
    const hugeHash = `#s=2.${'A'.repeat(LINK_LENGTH_MAX)}`;
    expect(decodeSafely(hugeHash)).toEqual({
      ok: false,
      error: `link is ${formatNumber(hugeHash.length)} characters, more than the limit of ${formatNumber(LINK_LENGTH_MAX)}`,
    });
  });

  it('stops inflating a deflate bomb at the size cap', () => {
    const bomb = encodeBase64url(deflateRaw(new Uint8Array(8 * 1024 * 1024).fill(32)));
    expect(decodeSafely(`#s=2.${bomb}`)).toMatchObject({ ok: false, error: expect.stringContaining('inflates to more than') });
  });
});
