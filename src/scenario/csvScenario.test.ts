import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { parseScenarioFileText, readScenarioFile } from './fileIo';
import { parseScenarioCsv, scenarioToCsv } from './csvScenario';
import { scenarioArbitrary } from './testing/arbitraries';
import type { Scenario } from './types';

/** The scenario as a spreadsheet would save it. */
function csvOf(scenario: Scenario): string {
  const rows = scenario.operations.map((operation) =>
    operation.kind === 'grant'
      ? ['grant', operation.id, operation.amount, operation.start, operation.end, '']
      : ['consume', operation.id, operation.amount, '', '', operation.timestamp],
  );
  return Papa.unparse([['kind', 'id', 'amount', 'start', 'end', 'timestamp'], ...rows]);
}

const nonEmptyScenarios = scenarioArbitrary().filter((scenario) => scenario.operations.length > 0);

const nov1 = Date.UTC(2026, 10, 1);

describe('parseScenarioCsv', () => {
  it('reads one operation per row in arrival order, columns in any order and case, other columns left alone', () => {
    const text = 'ID,Kind,amount,timestamp,start,end,note\r\ng1,grant,100,,0,10,bought in May\r\nc1,consume,80,6,,,\r\n"c,2",Consumption,"1,000",7,,,\r\n\r\n';
    expect(parseScenarioCsv(text, 'pending')).toEqual({
      ok: true,
      scenario: {
        policy: 'pending',
        operations: [
          { kind: 'grant', id: 'g1', amount: 100, start: 0, end: 10 },
          { kind: 'consume', id: 'c1', amount: 80, timestamp: 6 },
          { kind: 'consume', id: 'c,2', amount: 1000, timestamp: 7 },
        ],
      },
    });
  });

  it('reads UTC dates in the unit of the file: milliseconds, or seconds where its numbers are Unix seconds', () => {
    const inMilliseconds = parseScenarioCsv('kind,id,amount,start,end,time\ngrant,g,5,2026-11-01,2026-11-30 23:59,\nconsume,c,1,,,2026-11-02 09:00\n', 'reject');
    expect(inMilliseconds.ok && inMilliseconds.scenario.operations).toEqual([
      { kind: 'grant', id: 'g', amount: 5, start: nov1, end: Date.UTC(2026, 10, 30, 23, 59) },
      { kind: 'consume', id: 'c', amount: 1, timestamp: Date.UTC(2026, 10, 2, 9) },
    ]);
    const inSeconds = parseScenarioCsv(`kind,id,amount,start,end,timestamp\ngrant,g,5,${nov1 / 1000},2026-11-30,\nconsume,c,1,,,2026-11-02 09:00\n`, 'reject');
    expect(inSeconds.ok && inSeconds.scenario.operations.map((operation) => (operation.kind === 'grant' ? operation.end : operation.timestamp))).toEqual([
      // An end written as a date alone is the last second of that day.
      Date.UTC(2026, 11, 1) / 1000 - 1,
      Date.UTC(2026, 10, 2, 9) / 1000,
    ]);
  });

  it('names the line and the column of every problem', () => {
    const header = 'kind,id,amount,start,end,timestamp\n';
    expect(parseScenarioCsv('id,amount\nc1,5\n', 'reject')).toEqual({
      ok: false,
      error: 'CSV line 1: the header must name the columns kind, id and amount (and start, end, timestamp); it has no kind column',
    });
    expect(parseScenarioCsv(header, 'reject')).toEqual({ ok: false, error: 'CSV the file has a header and no operations' });
    expect(parseScenarioCsv(`${header}grant,g,100,0,10,\nrefund,r,5,,,3\n`, 'reject')).toEqual({ ok: false, error: 'CSV line 3: kind must be grant or consume (found "refund")' });
    expect(parseScenarioCsv(`${header}constructor,c,5,,,3\n`, 'reject')).toEqual({ ok: false, error: 'CSV line 2: kind must be grant or consume (found "constructor")' });
    expect(parseScenarioCsv(`${header}consume,c,-5,,,3\n`, 'reject')).toEqual({ ok: false, error: 'CSV line 2: amount must be at least 1' });
    expect(parseScenarioCsv(`${header}consume,c,99999999999999999999,,,3\n`, 'reject')).toEqual({ ok: false, error: 'CSV line 2: amount must be at most 9,007,199,254,740,991' });
    expect(parseScenarioCsv(`${header}consume,c,1.5,,,3\n`, 'reject')).toEqual({ ok: false, error: 'CSV line 2: amount must be a whole number (found "1.5")' });
    expect(parseScenarioCsv(`${header}consume,c,5,,,\n`, 'reject')).toEqual({ ok: false, error: 'CSV line 2: timestamp is empty' });
    expect(parseScenarioCsv(`${header}consume,c,5,,,2026-02-30\n`, 'reject')).toEqual({ ok: false, error: 'CSV line 2: timestamp is not a date that exists (2026-02-30)' });
    expect(parseScenarioCsv('kind,id,amount,timestamp\ngrant,g,5,3\n', 'reject')).toEqual({
      ok: false,
      error: 'CSV line 2: start is needed by this grant row, and the header has no start column',
    });
    // The engine's own checks, on the line they concern.
    expect(parseScenarioCsv(`${header}grant,g,0,0,10,\n`, 'reject')).toEqual({ ok: false, error: 'CSV line 2: amount must be at least 1' });
    expect(parseScenarioCsv(`${header}grant,g,100,0,10,\ngrant,g,200,0,10,\n`, 'reject')).toEqual({
      ok: false,
      error: 'CSV line 3: grant id "g" was already used by line 2 with different parameters',
    });
    expect(parseScenarioCsv(`${header}consume,"c,5,,,3\n`, 'reject')).toMatchObject({ ok: false, error: expect.stringMatching(/^CSV line 2: /) });
  });
});

describe('Import of a CSV file', () => {
  it('reads a file named .csv, or text that is not JSON, as CSV', async () => {
    const text = 'kind,id,amount,start,end,timestamp\ngrant,g1,100,0,10,\n';
    expect(parseScenarioFileText(text)).toMatchObject({ ok: true });
    expect(await readScenarioFile(new File([text], 'credits.csv'), 'pending')).toMatchObject({ ok: true, scenario: { policy: 'pending' } });
    expect(await readScenarioFile(new File(['{"format": '], 'credits.csv'))).toMatchObject({ ok: false, error: expect.stringMatching(/^CSV line 1: the header/) });
  });
});

describe('parseScenarioCsv on any input', () => {
  it('reads back every valid scenario a spreadsheet saves, ids exactly', () => {
    fc.assert(
      fc.property(nonEmptyScenarios, (scenario) => {
        const unguarded = scenario.operations.every((operation) => !operation.id.startsWith("'"));
        if (unguarded) expect(parseScenarioCsv(csvOf(scenario), scenario.policy)).toEqual({ ok: true, scenario });
      }),
      { numRuns: 200 },
    );
  });

  it('reads back every valid scenario the event log exports, outcomes left alone', () => {
    fc.assert(
      fc.property(nonEmptyScenarios, (scenario) => {
        const texts = scenario.operations.map((_, index) => (index % 2 === 0 ? 'accepted' : 'rejected: would break "=c1", c2'));
        const text = scenarioToCsv(scenario.operations, { column: 'outcome', texts });
        expect(parseScenarioFileText(text, { fileName: 'event-log.csv', csvPolicy: scenario.policy })).toEqual({ ok: true, scenario });
      }),
      { numRuns: 200 },
    );
  });

  it('never throws, and says what is wrong with text that is no scenario', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const result = parseScenarioCsv(`kind,id,amount,start,end,timestamp\n${text}`, 'reject');
        if (!result.ok) expect(result.error).toMatch(/^CSV /);
      }),
      { numRuns: 500 },
    );
  });
});
