/** Each named limit, checked right at its edge: the limit itself passes, one more is refused. */
import { describe, expect, it } from 'vitest';
import { decodeScenarioHash, decodeScenarioParam, encodeScenarioParam, linkLengthWarning } from './codec';
import { inflateRawBounded, deflateRaw } from './deflate';
import { parseScenarioFileText, readScenarioFile } from './fileIo';
import {
  ID_LENGTH_MAX,
  INFLATED_BYTES_MAX,
  LINK_LENGTH_MAX,
  LINK_WARNING_LENGTH,
  OPERATIONS_PER_SCENARIO_MAX,
  SCENARIO_FILE_BYTES_MAX,
} from './limits';
import { validateScenario } from './schema';
import type { Operation } from './types';
import { formatNumber } from '../text/formatNumber';

function consumptions(count: number): Operation[] {
  return Array.from({ length: count }, (_, index) => ({ kind: 'consume', id: `c${index}`, amount: 1, timestamp: index }));
}

function withId(id: string) {
  return { policy: 'reject', operations: [{ kind: 'consume', id, amount: 1, timestamp: 0 }] };
}

describe('limits', () => {
  it(`accepts ${OPERATIONS_PER_SCENARIO_MAX} operations`, () => {
    expect(validateScenario({ policy: 'reject', operations: consumptions(OPERATIONS_PER_SCENARIO_MAX) }).ok).toBe(true);
  });

  it(`refuses ${OPERATIONS_PER_SCENARIO_MAX + 1} operations`, () => {
    expect(validateScenario({ policy: 'reject', operations: consumptions(OPERATIONS_PER_SCENARIO_MAX + 1) })).toEqual({
      ok: false,
      error: `scenario: has ${formatNumber(OPERATIONS_PER_SCENARIO_MAX + 1)} operations, more than the limit of ${formatNumber(OPERATIONS_PER_SCENARIO_MAX)}`,
    });
  });

  it('refuses too many operations inside a link too', () => {
    const param = encodeScenarioParam({ policy: 'reject', operations: consumptions(OPERATIONS_PER_SCENARIO_MAX + 1) });
    expect(decodeScenarioParam(param)).toMatchObject({ ok: false, error: expect.stringContaining('more than the limit') });
  });

  it(`accepts an id of ${ID_LENGTH_MAX} characters`, () => {
    expect(validateScenario(withId('x'.repeat(ID_LENGTH_MAX))).ok).toBe(true);
  });

  it(`refuses an id of ${ID_LENGTH_MAX + 1} characters`, () => {
    expect(validateScenario(withId('x'.repeat(ID_LENGTH_MAX + 1)))).toEqual({
      ok: false,
      error: `operation 1: id must be at most ${ID_LENGTH_MAX} characters`,
    });
  });

  it(`refuses a link longer than ${LINK_LENGTH_MAX} characters`, () => {
    const hash = `#s=1.${'A'.repeat(LINK_LENGTH_MAX)}`;
    expect(decodeScenarioHash(hash)).toMatchObject({ ok: false, error: expect.stringContaining(`limit of ${formatNumber(LINK_LENGTH_MAX)}`) });
  });

  it(`inflates exactly ${INFLATED_BYTES_MAX} bytes`, () => {
    expect(inflateRawBounded(deflateRaw(new Uint8Array(INFLATED_BYTES_MAX)), INFLATED_BYTES_MAX).ok).toBe(true);
  });

  it(`stops inflating past ${INFLATED_BYTES_MAX} bytes`, () => {
    expect(inflateRawBounded(deflateRaw(new Uint8Array(INFLATED_BYTES_MAX + 1)), INFLATED_BYTES_MAX)).toEqual({
      ok: false,
      problem: 'too-large',
    });
  });

  it(`refuses a scenario file over ${SCENARIO_FILE_BYTES_MAX} bytes before reading it`, async () => {
    const oversized = new Blob([new Uint8Array(SCENARIO_FILE_BYTES_MAX + 1)]);
    expect(await readScenarioFile(oversized)).toMatchObject({ ok: false, error: expect.stringContaining('more than the limit') });
  });

  it(`refuses scenario file text over ${SCENARIO_FILE_BYTES_MAX} characters`, () => {
    expect(parseScenarioFileText(' '.repeat(SCENARIO_FILE_BYTES_MAX + 1))).toMatchObject({
      ok: false,
      error: expect.stringContaining('more than the limit'),
    });
  });

  it(`does not warn about a link of ${LINK_WARNING_LENGTH} characters`, () => {
    expect(linkLengthWarning(LINK_WARNING_LENGTH)).toBeNull();
  });

  it(`warns about a link of ${LINK_WARNING_LENGTH + 1} characters`, () => {
    expect(linkLengthWarning(LINK_WARNING_LENGTH + 1)).toBe(
      `This link is ${LINK_WARNING_LENGTH + 1} characters; chat tools may cut it. Use Export instead.`,
    );
  });
});
