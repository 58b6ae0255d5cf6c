/**
 * Raw deflate through fflate, with an inflate that cannot be made to allocate more than a
 * given number of bytes. `inflateSync` alone would grow its buffer to whatever the data
 * claims, so a few kilobytes of crafted link could ask for gigabytes (a "deflate bomb").
 */
import { Inflate, deflateSync } from 'fflate';

/**
 * Compressed bytes fed to the inflater per push. Deflate expands at most about 1,032 times,
 * so one push yields at most about 17 MB before the size check runs again: a bounded spike,
 * and 16 times fewer pushes than 1 KB (a 20,000-operation link inflates in 7 ms, not 18).
 */
const INPUT_CHUNK_BYTES = 16 * 1024;

export type InflateResult =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; problem: 'corrupt' | 'too-large' };

export function deflateRaw(bytes: Uint8Array): Uint8Array {
  return deflateSync(bytes, { level: 9 });
}

/**
 * The same raw deflate, done by the browser's CompressionStream where there is one (native,
 * off the JavaScript thread), by fflate otherwise.
 */
export async function deflateRawAsync(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  if (typeof CompressionStream !== 'function') return deflateRaw(bytes);
  const input = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const compressed = input.pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(compressed).arrayBuffer());
}

function concatenate(chunks: Uint8Array[], totalBytes: number): Uint8Array {
  const bytes = new Uint8Array(totalBytes);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** Inflates raw deflate data, giving up as soon as the output passes `outputBytesMax`. */
export function inflateRawBounded(compressed: Uint8Array, outputBytesMax: number): InflateResult {
  if (compressed.length === 0) return { ok: false, problem: 'corrupt' };
  const chunks: Uint8Array[] = [];
  let totalBytes = 0;
  const inflater = new Inflate((chunk) => {
    chunks.push(chunk);
    totalBytes += chunk.length;
  });
  try {
    for (let offset = 0; offset < compressed.length; offset += INPUT_CHUNK_BYTES) {
      const isFinal = offset + INPUT_CHUNK_BYTES >= compressed.length;
      inflater.push(compressed.subarray(offset, offset + INPUT_CHUNK_BYTES), isFinal);
      if (totalBytes > outputBytesMax) return { ok: false, problem: 'too-large' };
    }
  } catch {
    // fflate throws plain Errors for malformed streams (bad block type, truncated data).
    return { ok: false, problem: 'corrupt' };
  }
  return { ok: true, bytes: concatenate(chunks, totalBytes) };
}
