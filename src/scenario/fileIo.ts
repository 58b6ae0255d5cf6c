/**
 * Scenario files for Export and Import:
 * `{ "format": "edf-ledger-lab/scenario", "version": 1, "policy": ..., "operations": [...] }`.
 * Written with one operation per line so files stay readable and diff well. Read with the
 * same limits and validation as links, since a file is just as untrusted. Import also reads
 * a spreadsheet's CSV (csvScenario.ts).
 */
import type { Policy } from '../ledger/types';
import { formatNumber } from '../text/formatNumber';
import { looksLikeCsv, parseScenarioCsv } from './csvScenario';
import { SCENARIO_FILE_BYTES_MAX } from './limits';
import { validateScenario, type ScenarioResult } from './schema';
import type { Scenario } from './types';

export const SCENARIO_FILE_FORMAT = 'edf-ledger-lab/scenario';
const NEWEST_FILE_VERSION = 1;
export const SCENARIO_FILE_NAME = 'scenario.edf-ledger.json';

export function scenarioToFileText(scenario: Scenario): string {
  const operationLines = scenario.operations.map((operation) => `    ${JSON.stringify(operation)}`);
  const operations = operationLines.length ? `[\n${operationLines.join(',\n')}\n  ]` : '[]';
  return [
    '{',
    `  "format": ${JSON.stringify(SCENARIO_FILE_FORMAT)},`,
    `  "version": ${NEWEST_FILE_VERSION},`,
    `  "policy": ${JSON.stringify(scenario.policy)},`,
    `  "operations": ${operations}`,
    '}',
    '',
  ].join('\n');
}

function readFileVersion(json: unknown): { ok: true; body: Record<string, unknown> } | { ok: false; error: string } {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, error: 'file must hold a JSON object' };
  }
  const { format, version, ...body } = json as Record<string, unknown>;
  if (format !== SCENARIO_FILE_FORMAT) {
    // Named as a person meets it: a JSON file of something else, not a field to fix.
    const found = format === undefined ? 'has no "format"' : `has "format": ${JSON.stringify(String(format)).slice(0, 60)}`;
    return { ok: false, error: `file is JSON but not a scenario file: it ${found}, where a scenario file exported from this app has "format": "${SCENARIO_FILE_FORMAT}"; choose a scenario file (.json) exported from this app` };
  }
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, error: 'file version must be a whole number from 1' };
  }
  if (version > NEWEST_FILE_VERSION) {
    return { ok: false, error: `file version ${version} is newer than this app supports (newest: ${NEWEST_FILE_VERSION})` };
  }
  return { ok: true, body };
}

/** "11.2 MB": a file's size as people read it (the exact count says nothing more). */
function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const NOT_TEXT = 'file is not text (it looks like a binary file); choose a scenario file (.json or .csv)';

/**
 * Control characters no text file holds (NUL, or C0 codes other than tab and line breaks),
 * or undecodable bytes (U+FFFD), near the start of a file that is not JSON: not a text file.
 * The controls matter since bytes that are not UTF-8 are read as Windows-1252
 * (`decodeFileText`), where every byte is some character.
 */
function looksBinary(text: string): boolean {
  return /[\u0000-\u0008\u000E-\u001F\uFFFD]/.test(text.slice(0, 4096));
}

/**
 * A file's bytes as text: UTF-8 (what this app and most tools write, a BOM dropped), else
 * Windows-1252, what Excel on Windows saves a "CSV (Comma delimited)" in. Read as UTF-8,
 * such a file's accented ids ("café-1") would turn into U+FFFD. Windows-1252 text with any
 * byte above 127 is almost never valid UTF-8, so the fallback reads only files UTF-8 would
 * garble.
 */
export function decodeFileText(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** How a file is read: its name says CSV; a CSV holds no policy, so it takes `csvPolicy`. */
export interface FileReading {
  fileName?: string;
  csvPolicy?: Policy;
}

/** Parses and validates the text of a scenario file (JSON, or CSV: csvScenario.ts); never throws. */
export function parseScenarioFileText(text: string, { fileName = '', csvPolicy = 'reject' }: FileReading = {}): ScenarioResult {
  if (text.length > SCENARIO_FILE_BYTES_MAX) {
    return { ok: false, error: `file is ${formatNumber(text.length)} characters, more than the limit of ${formatNumber(SCENARIO_FILE_BYTES_MAX)}` };
  }
  if (text.trim() === '') return { ok: false, error: 'file is empty' };
  if (looksLikeCsv(text, fileName)) {
    const csv = parseScenarioCsv(text, csvPolicy);
    // A file that is no CSV and holds a NUL is a picture or an archive: no line to name.
    return !csv.ok && looksBinary(text) ? { ok: false, error: NOT_TEXT } : csv;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    // Quoting a binary file's bytes in the message would only show garbage.
    if (looksBinary(text)) return { ok: false, error: NOT_TEXT };
    // The parser's words say where it stopped; the hint says what was expected instead.
    return { ok: false, error: `file is not valid JSON: ${(error as Error).message}. Choose a scenario file (.json) exported from this app` };
  }
  const versioned = readFileVersion(json);
  return versioned.ok ? validateScenario(versioned.body) : versioned;
}

/** Reads a file chosen by the user, refusing oversized files before reading them. */
export async function readScenarioFile(file: Blob, csvPolicy: Policy = 'reject'): Promise<ScenarioResult> {
  if (file.size > SCENARIO_FILE_BYTES_MAX) {
    return { ok: false, error: `file is ${megabytes(file.size)}, more than the limit of ${megabytes(SCENARIO_FILE_BYTES_MAX)}` };
  }
  try {
    return parseScenarioFileText(decodeFileText(await file.arrayBuffer()), { fileName: file instanceof File ? file.name : '', csvPolicy });
  } catch {
    return { ok: false, error: 'file could not be read' };
  }
}

/** Starts a download of the scenario as a JSON file (browser only). */
export function downloadScenarioFile(scenario: Scenario, fileName = SCENARIO_FILE_NAME): void {
  downloadTextFile(scenarioToFileText(scenario), fileName, 'application/json');
}

/** Starts a download of any text, e.g. a save this version cannot read, kept as it is. */
export function downloadTextFile(text: string, fileName: string, type = 'text/plain'): void {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  // Revoked on the next task: the click has handed the URL to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
