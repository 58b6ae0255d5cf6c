/**
 * Decodes the large scenarios the app may open ahead of time, in the codec worker: at
 * startup the link's, this tab's saved document and the newest saved one; later, a link
 * pasted into the tab. The app's own (synchronous) decode then finds each answer ready
 * (codec.ts, rememberDecodedAhead).
 * A 20,000-operation link takes a quarter of a second to inflate and validate, which on
 * the page's thread is one long task before the first paint. Small ones are left to
 * startSharing: a round trip to a worker would only delay them.
 */
import { LINK_DECODE_LIMITS, rememberDecodedAhead, type DecodeLimits } from '../scenario/codec';
import { storageOf } from './browserStorage';
import { tabDocumentId } from './documents';
import { decodeParamOffThread } from './offThreadCodec';
import { dataKey, listSavedScenarios, SAVE_DECODE_LIMITS } from './savedScenarios';

/** Below this many characters a scenario decodes on the page in a few milliseconds. */
const DECODE_AHEAD_CHARS_MIN = 20_000;

function linkParam(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('s');
}

/** The saved data restoreLastDocument reads first: this tab's document, then the newest. */
function savedCandidates(win: Window): string[] {
  const storage = storageOf(win);
  if (storage === null) return [];
  try {
    const newest = listSavedScenarios(storage).saves[0]?.id ?? null;
    const ids = new Set([tabDocumentId(win), newest].filter((id): id is string => id !== null));
    return [...ids].map((id) => storage.getItem(dataKey(id))).filter((data): data is string => data !== null);
  } catch {
    // Storage that throws is reported when the app reads it for real.
    return [];
  }
}

async function decodeAhead(param: string, limits: DecodeLimits): Promise<void> {
  if (param.length < DECODE_AHEAD_CHARS_MIN || param.length > limits.lengthMax) return;
  rememberDecodedAhead(param, limits, await decodeParamOffThread(param, limits));
}

export async function decodeStartupScenariosAhead(win: Window): Promise<void> {
  const link = linkParam(win.location.hash);
  const decodes = savedCandidates(win).map((data) => decodeAhead(data, SAVE_DECODE_LIMITS));
  if (link !== null) decodes.push(decodeAhead(link, LINK_DECODE_LIMITS));
  await Promise.all(decodes);
}

/** The same for a link pasted into an open tab, before urlSync opens it. */
export async function decodeLinkAhead(hash: string): Promise<void> {
  const link = linkParam(hash);
  if (link !== null) await decodeAhead(link, LINK_DECODE_LIMITS);
}
