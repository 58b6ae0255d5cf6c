/**
 * Base64url without padding (RFC 4648 §5), the only alphabet that survives URLs, chat tools
 * and `&`-separated hash parameters untouched. Built on atob/btoa, which exist in browsers,
 * workers and Node alike.
 */

const BASE64URL_PATTERN = /^[A-Za-z0-9_-]*$/;

/** Bytes per String.fromCharCode call: large enough to be fast, small enough for the call stack. */
const CHUNK_BYTES = 0x8000;

export function encodeBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + CHUNK_BYTES));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Returns null for anything that is not unpadded base64url, instead of throwing. */
export function decodeBase64url(text: string): Uint8Array | null {
  // A length of 4k+1 cannot come from any byte string.
  if (!BASE64URL_PATTERN.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
