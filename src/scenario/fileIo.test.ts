import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenarioFileText, readScenarioFile, scenarioToFileText } from './fileIo';
import { scenarioArbitrary } from './testing/arbitraries';
import type { Scenario } from './types';

const scenario: Scenario = {
  policy: 'pending',
  operations: [
    { kind: 'grant', id: 'g1', amount: 100, start: 0, end: 10 },
    { kind: 'consume', id: 'c1', amount: 30, timestamp: 5 },
  ],
};

/** Text as Windows-1252 bytes (Latin-1 letters only here, which it encodes as themselves). */
function windows1252(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

describe('scenario files', () => {
  it('writes the format, version, policy and one operation per line', () => {
    expect(scenarioToFileText(scenario)).toBe(
      [
        '{',
        '  "format": "edf-ledger-lab/scenario",',
        '  "version": 1,',
        '  "policy": "pending",',
        '  "operations": [',
        '    {"kind":"grant","id":"g1","amount":100,"start":0,"end":10},',
        '    {"kind":"consume","id":"c1","amount":30,"timestamp":5}',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('round-trips random valid scenarios', () => {
    fc.assert(
      fc.property(scenarioArbitrary(), (random) => {
        expect(parseScenarioFileText(scenarioToFileText(random))).toEqual({ ok: true, scenario: random });
      }),
      { numRuns: 100 },
    );
  });

  it('names a JSON syntax error', () => {
    expect(parseScenarioFileText('{"format": ')).toMatchObject({ ok: false, error: expect.stringMatching(/^file is not valid JSON: /) });
    expect(parseScenarioFileText(' \n')).toEqual({ ok: false, error: 'file is empty' });
  });

  it('says a binary file is not text instead of quoting its bytes', () => {
    const binary = new TextDecoder().decode(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0xff]));
    expect(parseScenarioFileText(binary)).toEqual({
      ok: false,
      error: 'file is not text (it looks like a binary file); choose a scenario file (.json or .csv)',
    });
  });

  it('refuses a JSON file of another format', () => {
    expect(parseScenarioFileText('{"format":"other","version":1}')).toEqual({
      ok: false,
      error: 'file is JSON but not a scenario file: it has "format": "other", where a scenario file exported from this app has "format": "edf-ledger-lab/scenario"; choose a scenario file (.json) exported from this app',
    });
    expect(parseScenarioFileText('{"operations": 5}')).toEqual({
      ok: false,
      error: 'file is JSON but not a scenario file: it has no "format", where a scenario file exported from this app has "format": "edf-ledger-lab/scenario"; choose a scenario file (.json) exported from this app',
    });
  });

  it('names a file version newer than the app', () => {
    const text = scenarioToFileText(scenario).replace('"version": 1', '"version": 3');
    expect(parseScenarioFileText(text)).toEqual({ ok: false, error: 'file version 3 is newer than this app supports (newest: 1)' });
  });

  it('applies the scenario validation with its messages', () => {
    const text = scenarioToFileText(scenario).replace('"amount":30', '"amount":-3');
    expect(parseScenarioFileText(text)).toEqual({ ok: false, error: 'operation 2: amount must be at least 1' });
  });

  it('reads a file chosen by the user', async () => {
    expect(await readScenarioFile(new Blob([scenarioToFileText(scenario)]))).toEqual({ ok: true, scenario });
    const tooLarge = new Blob([new Uint8Array(11 * 1024 * 1024)]);
    expect(await readScenarioFile(tooLarge)).toEqual({ ok: false, error: 'file is 11.0 MB, more than the limit of 10.0 MB' });
  });

  it('reads a CSV saved by Excel on Windows (Windows-1252), accented ids whole', async () => {
    const csv = 'kind,id,amount,start,end,timestamp\r\ngrant,crédit-été,100,0,10,\r\nconsume,café-1,30,,,5\r\n';
    const result = await readScenarioFile(new File([windows1252(csv)], 'usage.csv'));
    expect(result.ok && result.scenario.operations.map((operation) => operation.id)).toEqual(['crédit-été', 'café-1']);
  });

  it('reads UTF-8 as UTF-8, a spreadsheet BOM dropped', async () => {
    const csv = '\uFEFFkind,id,amount,start,end,timestamp\ngrant,crédit-été,100,0,10,\n';
    const result = await readScenarioFile(new File([csv], 'usage.csv'));
    expect(result.ok && result.scenario.operations.map((operation) => operation.id)).toEqual(['crédit-été']);
  });

  it('still says a binary file with no NUL near its start is not text', async () => {
    const pdfLike = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a, 0x01, 0x02, 0x1f, 0x8b]);
    expect(await readScenarioFile(new File([pdfLike], 'report.pdf'))).toEqual({
      ok: false,
      error: 'file is not text (it looks like a binary file); choose a scenario file (.json or .csv)',
    });
  });
});
