/**
 * Scenarios in the URL hash: `#s=<version>.<payload>` followed by optional view parameters
 * `&step=k` (teaching playback) and `&from=a&to=b` (visible time range).
 *
 * Link versions (every one stays decodable forever; add new ones, never change old ones):
 * - 1: payload = base64url(UTF-8 compact JSON), used when it is the shorter form (tiny scenarios);
 * - 2: payload = base64url(raw deflate(UTF-8 compact JSON)).
 * The compact JSON is described in `compactScenario.ts`.
 *
 * A link is untrusted. Decoding checks, in order and before each step's cost is paid: link
 * length, version, base64url, inflated size, UTF-8, JSON, shape, schema, engine rules. Every
 * failure is a value `{ ok: false, error }` with a message naming the problem; nothing throws.
 */
import { formatNumber } from '../text/formatNumber';
import { base64urlLength, encodeBase64url, decodeBase64url } from './base64url';
import { parseCompactScenario, toCompactScenario } from './compactScenario';
import { deflateRaw, deflateRawAsync, inflateRawBounded } from './deflate';
import { INFLATED_BYTES_MAX, LINK_LENGTH_MAX, LINK_WARNING_LENGTH } from './limits';
import type { ScenarioResult } from './schema';
import type { Scenario } from './types';
import { decodeViewParams, encodeViewParams, type ScenarioView } from './viewParams';

export type { ScenarioView } from './viewParams';

export type DecodeResult =
  /** `ignoredViewParams` names each malformed view parameter that was skipped, for a notice. */
  | { ok: true; scenario: Scenario; view: ScenarioView; ignoredViewParams: string[] }
  | { ok: false; error: string };

type BytesResult = { ok: true; bytes: Uint8Array } | { ok: false; error: string };

const PLAIN_VERSION = 1;
const DEFLATED_VERSION = 2;

/**
 * How much text the decoder looks at and how far it lets it inflate. Links use the link
 * limits; scenarios saved in this browser use the same encoding with larger ones, since a
 * save has no URL to fit in.
 */
export interface DecodeLimits {
  lengthMax: number;
  inflatedBytesMax: number;
}

export const LINK_DECODE_LIMITS: DecodeLimits = { lengthMax: LINK_LENGTH_MAX, inflatedBytesMax: INFLATED_BYTES_MAX };

function inflatePayload(bytes: Uint8Array, inflatedBytesMax: number): BytesResult {
  const inflated = inflateRawBounded(bytes, inflatedBytesMax);
  if (inflated.ok) return inflated;
  return inflated.problem === 'too-large'
    ? { ok: false, error: `link data inflates to more than the limit of ${inflatedBytesMax} bytes` }
    : { ok: false, error: 'link data is not valid deflate data (the link may be cut short)' };
}

/** How one link version turns its payload bytes into JSON text bytes, and reads that JSON. */
interface LinkVersion {
  unpack(bytes: Uint8Array, inflatedBytesMax: number): BytesResult;
  parse(json: unknown): ScenarioResult;
}

const LINK_VERSIONS: Record<number, LinkVersion> = {
  [PLAIN_VERSION]: { unpack: (bytes) => ({ ok: true, bytes }), parse: parseCompactScenario },
  [DEFLATED_VERSION]: { unpack: inflatePayload, parse: parseCompactScenario },
};

/** Every link version this app opens; the fixture test checks each has a committed link. */
export const SUPPORTED_LINK_VERSIONS: readonly number[] = Object.keys(LINK_VERSIONS).map(Number);
const NEWEST_VERSION = Math.max(...SUPPORTED_LINK_VERSIONS);

/** The compact JSON a link carries: fast to make (native JSON), cheap to post to a worker (one string). */
export function compactScenarioJson(scenario: Scenario): string {
  return JSON.stringify(toCompactScenario(scenario));
}

function compactJsonBytes(scenario: Scenario): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(compactScenarioJson(scenario));
}

function plainParam(jsonBytes: Uint8Array): string {
  return `${PLAIN_VERSION}.${encodeBase64url(jsonBytes)}`;
}

function plainParamLength(jsonBytes: Uint8Array): number {
  return `${PLAIN_VERSION}.`.length + base64urlLength(jsonBytes.length);
}

/**
 * The deflated form when it is shorter than the plain one, else the plain one. The plain
 * one's length is known without encoding it, so it is encoded only when it wins.
 */
function shorterParam(jsonBytes: Uint8Array, deflatedBytes: Uint8Array): string {
  const deflatedLength = `${DEFLATED_VERSION}.`.length + base64urlLength(deflatedBytes.length);
  return deflatedLength < plainParamLength(jsonBytes) ? `${DEFLATED_VERSION}.${encodeBase64url(deflatedBytes)}` : plainParam(jsonBytes);
}

/** The `s` parameter value, `<version>.<payload>`, in whichever version is shorter. */
export function encodeScenarioParam(scenario: Scenario): string {
  const jsonBytes = compactJsonBytes(scenario);
  return shorterParam(jsonBytes, deflateRaw(jsonBytes));
}

/** The plain (version 1) form: no compression work, for writes that cannot wait. */
export function encodeScenarioParamPlain(scenario: Scenario): string {
  return plainParam(compactJsonBytes(scenario));
}

/** Below this many characters of plain form, compression cannot win enough to be worth a wait. */
const COMPRESSION_WORTH_CHARS = 200;

/**
 * Like `encodeScenarioParam`, but compressed by the browser's CompressionStream: native
 * deflate, off the JavaScript thread, about five times faster than fflate's at level 9 on
 * a 20,000-operation scenario (38 ms against 205 ms for its 1 MB of JSON, and smaller).
 */
export async function encodeScenarioParamAsync(scenario: Scenario): Promise<string> {
  return encodeCompactJsonParamAsync(compactScenarioJson(scenario));
}

/** `encodeScenarioParamAsync` from the scenario's compact JSON (see `compactScenarioJson`). */
export async function encodeCompactJsonParamAsync(json: string): Promise<string> {
  const jsonBytes = new TextEncoder().encode(json);
  if (plainParamLength(jsonBytes) < COMPRESSION_WORTH_CHARS) return plainParam(jsonBytes);
  return shorterParam(jsonBytes, await deflateRawAsync(jsonBytes));
}

/** The full hash for an already encoded `s` value. */
export function hashFromParam(param: string, view: ScenarioView = {}): string {
  const viewParams = encodeViewParams(view);
  return `#s=${param}${viewParams ? `&${viewParams}` : ''}`;
}

/** The full hash, starting with `#`, for `history.replaceState` or a link. */
export function encodeScenarioHash(scenario: Scenario, view: ScenarioView = {}): string {
  return hashFromParam(encodeScenarioParam(scenario), view);
}

/** True when the hash carries a scenario at all (valid or not), so the app knows to try it. */
export function hashHasScenario(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).has('s');
}

function readVersion(param: string): { version: number; payload: string } | { error: string } {
  const dot = param.indexOf('.');
  if (dot < 0) return { error: 'link has no version (expected s=<version>.<data>)' };
  const versionText = param.slice(0, dot);
  if (!/^[0-9]{1,9}$/.test(versionText)) {
    return { error: `link version ${JSON.stringify(versionText.slice(0, 20))} is not a number` };
  }
  const version = Number(versionText);
  if (version > NEWEST_VERSION) {
    return { error: `link version ${version} is newer than this app supports (newest: ${NEWEST_VERSION})` };
  }
  if (!LINK_VERSIONS[version]) return { error: `link version ${version} does not exist` };
  return { version, payload: param.slice(dot + 1) };
}

function parseJsonBytes(bytes: Uint8Array): { ok: true; json: unknown } | { ok: false; error: string } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, error: 'link data is not valid UTF-8 text' };
  }
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch {
    return { ok: false, error: 'link data is not valid JSON (the link may be cut short)' };
  }
}

/**
 * Results decoded ahead of time, off the page's thread (share/decodeAhead.ts), by limits
 * and parameter; each is taken once, by the decode that asks for it.
 */
const decodedAhead = new Map<DecodeLimits, Map<string, ScenarioResult>>();

/** Makes `result` the answer of the next `decodeScenarioParam(param, limits)`. */
export function rememberDecodedAhead(param: string, limits: DecodeLimits, result: ScenarioResult): void {
  const byParam = decodedAhead.get(limits) ?? new Map<string, ScenarioResult>();
  byParam.set(param, result);
  decodedAhead.set(limits, byParam);
}

/** Drops what was decoded ahead and never asked for (a link opened, so no saved document was read). */
export function forgetDecodedAhead(): void {
  decodedAhead.clear();
}

function takeDecodedAhead(param: string, limits: DecodeLimits): ScenarioResult | undefined {
  const byParam = decodedAhead.get(limits);
  const result = byParam?.get(param);
  byParam?.delete(param);
  return result;
}

/** Decodes the `s` parameter value alone (also, with larger limits, a scenario saved in this browser). */
export function decodeScenarioParam(param: string, limits: DecodeLimits = LINK_DECODE_LIMITS): ScenarioResult {
  const ahead = takeDecodedAhead(param, limits);
  if (ahead !== undefined) return ahead;
  if (param.length > limits.lengthMax) {
    return { ok: false, error: `link is ${formatNumber(param.length)} characters, more than the limit of ${formatNumber(limits.lengthMax)}` };
  }
  const versioned = readVersion(param);
  if ('error' in versioned) return { ok: false, error: versioned.error };
  const bytes = decodeBase64url(versioned.payload);
  if (!bytes) return { ok: false, error: 'link is not valid base64url' };
  const codec = LINK_VERSIONS[versioned.version];
  const unpacked = codec.unpack(bytes, limits.inflatedBytesMax);
  if (!unpacked.ok) return unpacked;
  const parsed = parseJsonBytes(unpacked.bytes);
  return parsed.ok ? codec.parse(parsed.json) : parsed;
}

/** Decodes a whole hash (`#s=...&step=...`); never throws. */
export function decodeScenarioHash(hash: string): DecodeResult {
  if (hash.length > LINK_LENGTH_MAX) {
    return { ok: false, error: `link is ${formatNumber(hash.length)} characters, more than the limit of ${formatNumber(LINK_LENGTH_MAX)}` };
  }
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const scenarioParam = params.get('s');
  if (scenarioParam === null) return { ok: false, error: 'link has no scenario (s=...)' };
  const decoded = decodeScenarioParam(scenarioParam);
  if (!decoded.ok) return decoded;
  const { view, ignored } = decodeViewParams(params, decoded.scenario.operations.length);
  return { ok: true, scenario: decoded.scenario, view, ignoredViewParams: ignored };
}

/** The warning shown next to "Copy link" when a link is long enough for chat tools to cut, or too long to open. */
export function linkLengthWarning(linkLength: number): string | null {
  if (linkLength <= LINK_WARNING_LENGTH) return null;
  if (linkLength > LINK_LENGTH_MAX) {
    return `This scenario is too large for a link (${linkLength} characters; links open up to ${LINK_LENGTH_MAX}). Use Export to share it.`;
  }
  return `This link is ${linkLength} characters; chat tools may cut it. Use Export instead.`;
}
