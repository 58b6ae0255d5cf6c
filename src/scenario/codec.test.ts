import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeScenarioHash,
  decodeScenarioParam,
  encodeScenarioHash,
  encodeScenarioParam,
  forgetDecodedAhead,
  hashHasScenario,
  LINK_DECODE_LIMITS,
  rememberDecodedAhead,
  SUPPORTED_LINK_VERSIONS,
} from './codec';
import fixtures from './fixtures/links.json';
import { scenarioArbitrary } from './testing/arbitraries';
import { generateScenario } from './testing/generateScenario';
import type { Scenario } from './types';

const tinyScenario: Scenario = {
  policy: 'reject',
  operations: [{ kind: 'grant', id: 'g1', amount: 100, start: 0, end: 10 }],
};

describe('committed fixture links', () => {
  for (const fixture of fixtures.links) {
    it(`decodes ${fixture.name} to its recorded scenario`, () => {
      expect(decodeScenarioHash(fixture.link)).toEqual({ ok: true, scenario: fixture.scenario, view: fixture.view, ignoredViewParams: [] });
    });
  }

  it('covers every link version the decoder knows', () => {
    const versions = new Set(fixtures.links.map((fixture) => Number(fixture.link.match(/s=(\d+)\./)?.[1])));
    expect([...versions].sort()).toEqual([...SUPPORTED_LINK_VERSIONS].sort());
  });
});

describe('encoding', () => {
  it('round-trips random valid scenarios with their view', () => {
    fc.assert(
      fc.property(scenarioArbitrary(), fc.option(fc.nat()), (scenario, step) => {
        const view = step === null ? {} : { step: step % (scenario.operations.length + 1) };
        expect(decodeScenarioHash(encodeScenarioHash(scenario, view))).toEqual({ ok: true, scenario, view, ignoredViewParams: [] });
      }),
      { numRuns: 200 },
    );
  });

  it('uses the plain version 1 when it is shorter than deflate', () => {
    expect(encodeScenarioParam(tinyScenario)).toMatch(/^1\./);
  });

  it('uses the deflated version 2 for larger scenarios', () => {
    expect(encodeScenarioParam(generateScenario(20))).toMatch(/^2\./);
  });

  it('produces only characters that need no escaping in a URL hash', () => {
    expect(encodeScenarioHash(generateScenario(200), { step: 4 })).toMatch(/^#s=\d+\.[A-Za-z0-9_-]+&step=4$/);
  });

  it('round-trips a visible range', () => {
    const view = { visibleRange: { from: -20, to: 50 } };
    expect(decodeScenarioHash(encodeScenarioHash(tinyScenario, view))).toEqual({ ok: true, scenario: tinyScenario, view, ignoredViewParams: [] });
  });
});

describe('zoomed ranges in links', () => {
  it('reopens a zoomed range, its edges rounded outward to hundredths', () => {
    const hash = encodeScenarioHash(tinyScenario, { visibleRange: { from: 54.71701602959308, to: 60.123 } });
    expect(hash).toMatch(/&from=54\.71&to=60\.13$/);
    expect(decodeScenarioHash(hash)).toMatchObject({ ok: true, view: { visibleRange: { from: 54.71, to: 60.13 } }, ignoredViewParams: [] });
  });

  it('names a range edge that is not a time', () => {
    const decoded = decodeScenarioHash(`${encodeScenarioHash(tinyScenario)}&from=1e3&to=5`);
    expect(decoded).toMatchObject({ ok: true, view: {}, ignoredViewParams: ['from="1e3" is not a time'] });
  });

  it('names a parameter a link cannot set, and opens without it', () => {
    const decoded = decodeScenarioHash(`${encodeScenarioHash(tinyScenario, { step: 1 })}&foo=bar`);
    expect(decoded).toMatchObject({ ok: true, view: { step: 1 }, ignoredViewParams: ['"foo" is not something a link can set (step, from, to and view are)'] });
  });

  it('names a parameter given twice, and opens with the first', () => {
    const hash = encodeScenarioHash(tinyScenario, { step: 1 });
    const decoded = decodeScenarioHash(`${hash}&step=0&${hash.slice(1).split('&')[0]}`);
    expect(decoded).toMatchObject({
      ok: true,
      view: { step: 1 },
      ignoredViewParams: ['s is given 2 times: only the first is used', 'step is given 2 times: only the first is used'],
    });
  });
});

describe('decoding errors', () => {
  it('names a version newer than the app', () => {
    expect(decodeScenarioParam('9.WyJyIixbXV0')).toEqual({
      ok: false,
      error: 'link version 9 is newer than this app supports (newest: 2)',
    });
  });

  it('names a version that never existed', () => {
    expect(decodeScenarioParam('0.WyJyIixbXV0')).toEqual({ ok: false, error: 'link version 0 does not exist' });
  });

  it('names a missing version', () => {
    expect(decodeScenarioParam('WyJyIixbXV0')).toMatchObject({ ok: false, error: expect.stringContaining('no version') });
  });

  it('names bad base64url', () => {
    expect(decodeScenarioParam('2.abc$def')).toEqual({ ok: false, error: 'link is not valid base64url' });
  });

  it('names the operation and rule of an invalid value inside the link', () => {
    const link = `1.${btoa('["r",[["g","g1",0,0,5]]]')}`.replace(/=+$/, '');
    expect(decodeScenarioParam(link)).toEqual({ ok: false, error: 'operation 1: amount must be at least 1' });
  });

  it('names a tuple of the wrong shape', () => {
    const link = `1.${btoa('["r",[["g","g1",1,0]]]')}`.replace(/=+$/, '');
    expect(decodeScenarioParam(link)).toMatchObject({ ok: false, error: expect.stringMatching(/^operation 1: is not a grant/) });
  });

  it('names an unknown policy code', () => {
    const link = `1.${btoa('["x",[]]')}`.replace(/=+$/, '');
    expect(decodeScenarioParam(link)).toMatchObject({ ok: false, error: expect.stringContaining('policy code') });
  });

  it('names JSON that is cut short', () => {
    const link = `1.${btoa('["r",[["g","g1",1,0')}`.replace(/=+$/, '');
    expect(decodeScenarioParam(link)).toMatchObject({ ok: false, error: expect.stringContaining('not valid JSON') });
  });

  it('opens the scenario without a step past the last operation, and says why', () => {
    const hash = `${encodeScenarioHash(tinyScenario)}&step=2`;
    expect(decodeScenarioHash(hash)).toEqual({
      ok: true,
      scenario: tinyScenario,
      view: {},
      ignoredViewParams: ['step 2 is outside 0..1 (the scenario has 1 operation)'],
    });
  });

  it('opens the scenario without a step that is not a number', () => {
    for (const step of ['-1', 'abc', '99', '1.5', '']) {
      const decoded = decodeScenarioHash(`${encodeScenarioHash(tinyScenario)}&step=${step}`);
      expect(decoded).toMatchObject({ ok: true, scenario: tinyScenario, view: {} });
      expect(decoded.ok && decoded.ignoredViewParams).toHaveLength(1);
    }
  });

  it('opens the scenario without a visible range that ends before it starts, keeping a good step', () => {
    const hash = `${encodeScenarioHash(tinyScenario)}&step=1&from=10&to=3`;
    expect(decodeScenarioHash(hash)).toEqual({
      ok: true,
      scenario: tinyScenario,
      view: { step: 1 },
      ignoredViewParams: ['from (10) must be before to (3)'],
    });
  });

  it('reports a hash without a scenario', () => {
    expect(hashHasScenario('#step=3')).toBe(false);
    expect(decodeScenarioHash('#step=3')).toEqual({ ok: false, error: 'link has no scenario (s=...)' });
  });
});

describe('decoded ahead', () => {
  it('answers the next decode of the same parameter and limits once, then decodes again', () => {
    const param = encodeScenarioParam({ policy: 'reject', operations: [{ kind: 'grant', id: 'g1', amount: 5, start: 0, end: 9 }] });
    const ahead = decodeScenarioParam(param);
    rememberDecodedAhead(param, LINK_DECODE_LIMITS, ahead);
    expect(decodeScenarioParam(param)).toBe(ahead);
    const again = decodeScenarioParam(param);
    expect(again).not.toBe(ahead);
    expect(again).toEqual(ahead);
  });

  it('is not taken by a decode with other limits, and is forgotten on request', () => {
    const param = encodeScenarioParam({ policy: 'reject', operations: [] });
    const ahead = decodeScenarioParam(param);
    rememberDecodedAhead(param, LINK_DECODE_LIMITS, ahead);
    expect(decodeScenarioParam(param, { ...LINK_DECODE_LIMITS })).not.toBe(ahead);
    forgetDecodedAhead();
    expect(decodeScenarioParam(param)).not.toBe(ahead);
  });
});
