/**
 * Scenario files as a spreadsheet writes them: CSV, one operation per row in arrival order,
 * under a header row naming the columns (any order, any case):
 *
 *   kind,id,amount,start,end,timestamp
 *   grant,november,5000,2026-11-01,2026-11-30 23:59,
 *   consume,job-1,40,,,2026-11-02 09:00
 *
 * `kind` is `grant` or `consume` (or `consumption`); grants need `start` and `end`,
 * consumptions `timestamp` (or `time`). Times are whole numbers or UTC dates (timeText.ts),
 * in the file's Unix unit: seconds when its numbers are Unix seconds, else milliseconds. An
 * end written as a date alone is the end of that day, since windows include their end.
 * Other columns (a billing export has many) are left alone. Spaces around a kind, amount or
 * time are not part of it; an id is taken exactly as written, as a JSON file's is, so a
 * scenario exported with `scenarioToCsv` reads back the same. A file holds no policy: the
 * scenario takes the one the page has. Every problem names the line of the file it is on.
 */
import Papa from 'papaparse';
import { LedgerInputError } from '../ledger/validation';
import type { Policy } from '../ledger/types';
import { csvField, unguardedCsvId } from '../text/csvField';
import { unixUnitOf, type UnixUnit } from '../text/unixDates';
import { NUMBER_MOST_TEXT, wholeNumberOf } from '../text/wholeNumberText';
import { validateScenario, type ScenarioResult } from './schema';
import { parseDateText } from './timeText';
import type { Operation } from './types';

type Column = 'kind' | 'id' | 'amount' | 'start' | 'end' | 'timestamp';

// Maps, not object literals: a header or kind named "constructor" must find nothing.
const COLUMN_NAMES = new Map<string, Column>([
  ['kind', 'kind'], ['type', 'kind'], ['id', 'id'], ['amount', 'amount'], ['start', 'start'], ['end', 'end'], ['timestamp', 'timestamp'], ['time', 'timestamp'],
]);
const KINDS = new Map<string, Operation['kind']>([['grant', 'grant'], ['consume', 'consume'], ['consumption', 'consume']]);
const TIME_COLUMNS: readonly Column[] = ['start', 'end', 'timestamp'];

/** A CSV file: named .csv, or text that is not a JSON object. */
export function looksLikeCsv(text: string, fileName = ''): boolean {
  return /\.csv$/i.test(fileName) || !/^\s*[{[]/.test(text);
}

class CsvProblem extends Error {}

function columnsOf(header: readonly string[]): Map<Column, number> {
  const columns = new Map<Column, number>();
  header.forEach((name, index) => {
    const column = COLUMN_NAMES.get(name.trim().toLowerCase());
    if (column === undefined) return;
    if (columns.has(column)) throw new CsvProblem(`line 1: the header names the ${column} column twice`);
    columns.set(column, index);
  });
  const missing = (['kind', 'id', 'amount'] as const).filter((column) => !columns.has(column));
  if (missing.length > 0) {
    throw new CsvProblem(`line 1: the header must name the columns kind, id and amount (and start, end, timestamp); it has no ${missing.join(', ')} column`);
  }
  return columns;
}

/** Seconds when a whole-number time of the file is Unix seconds, else milliseconds (timeText.ts). */
function unitOfRows(rows: readonly string[][], columns: Map<Column, number>): UnixUnit {
  for (const row of rows) {
    for (const column of TIME_COLUMNS) {
      const value = wholeNumberOf(row[columns.get(column) ?? -1] ?? '');
      if (value !== null && unixUnitOf(value) === 1000) return 1000;
    }
  }
  return 1;
}

function readRow(row: readonly string[], line: number, columns: Map<Column, number>, unit: UnixUnit): Operation {
  const raw = (column: Column) => row[columns.get(column) ?? -1] ?? '';
  const cell = (column: Column) => raw(column).trim();
  const problem = (column: Column, rule: string) => new CsvProblem(`line ${line}: ${column} ${rule}`);
  const number = (column: Column) => {
    const text = cell(column);
    if (text === '') throw problem(column, 'is empty');
    const value = wholeNumberOf(text);
    if (value === null) throw problem(column, `must be a whole number (found ${JSON.stringify(text.slice(0, 40))})`);
    // Said in numbers, as the forms say it: past this, digits are lost.
    if (Math.abs(value) > Number.MAX_SAFE_INTEGER) throw problem(column, `must be at most ${NUMBER_MOST_TEXT}`);
    return value;
  };
  const time = (column: Column) => {
    if (!columns.has(column)) throw problem(column, `is needed by this ${cell('kind')} row, and the header has no ${column} column`);
    try {
      return parseDateText(cell(column), unit, column === 'end' ? 'end' : 'start') ?? number(column);
    } catch (error) {
      if (error instanceof LedgerInputError) throw problem(column, error.message.slice(error.field.length + 2));
      throw error;
    }
  };
  const kind = KINDS.get(cell('kind').toLowerCase());
  if (kind === undefined) throw problem('kind', `must be grant or consume (found ${JSON.stringify(cell('kind').slice(0, 40))})`);
  const base = { id: unguardedCsvId(raw('id')), amount: number('amount') };
  return kind === 'grant' ? { kind, ...base, start: time('start'), end: time('end') } : { kind, ...base, timestamp: time('timestamp') };
}

const HEADER = ['kind', 'id', 'amount', 'start', 'end', 'timestamp'];

/**
 * The operations as this file format reads them, times as exact numbers, with one more
 * column when `notes` are given (the event log's outcomes), which reading leaves alone.
 */
export function scenarioToCsv(operations: readonly Operation[], notes?: { column: string; texts: readonly string[] }): string {
  const lines = [[...HEADER, ...(notes ? [notes.column] : [])].join(',')];
  operations.forEach((operation, index) => {
    const fields =
      operation.kind === 'grant'
        ? ['grant', csvField(operation.id), operation.amount, operation.start, operation.end, '']
        : ['consume', csvField(operation.id), operation.amount, '', '', operation.timestamp];
    if (notes) fields.push(csvField(notes.texts[index] ?? ''));
    lines.push(fields.join(','));
  });
  // CRLF, as RFC 4180 writes it; spreadsheets read it everywhere.
  return `${lines.join('\r\n')}\r\n`;
}

/** Reads the text of a CSV scenario file (see above); never throws. */
export function parseScenarioCsv(text: string, policy: Policy): ScenarioResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [error] = parsed.errors;
  // Papa counts data rows from 0, the header included: line numbers as an editor shows them.
  if (error !== undefined && error.row !== undefined) return { ok: false, error: `CSV line ${error.row + 1}: ${error.message}` };
  const [header = [], ...rows] = parsed.data;
  try {
    const columns = columnsOf(header);
    if (rows.length === 0) throw new CsvProblem('the file has a header and no operations');
    const unit = unitOfRows(rows, columns);
    const operations = rows.map((row, index) => readRow(row, index + 2, columns, unit));
    const result = validateScenario({ policy, operations });
    // The engine's checks name "operation 12": the file's line is one more, under the header.
    return result.ok ? result : { ok: false, error: `CSV ${result.error.replace(/\boperation (\d+)\b/g, (_, n: string) => `line ${Number(n) + 1}`)}` };
  } catch (problem) {
    if (problem instanceof CsvProblem) return { ok: false, error: `CSV ${problem.message}` };
    throw problem;
  }
}
