import { describe, expect, it } from 'vitest';
import { validateScenario } from './schema';

const grant = { kind: 'grant', id: 'g1', amount: 100, start: 0, end: 10 };
const consume = { kind: 'consume', id: 'c1', amount: 30, timestamp: 5 };

function errorOf(input: unknown): string | null {
  const result = validateScenario(input);
  return result.ok ? null : result.error;
}

describe('validateScenario', () => {
  it('accepts a valid scenario unchanged', () => {
    const scenario = { policy: 'pending', operations: [grant, consume] };
    expect(validateScenario(scenario)).toEqual({ ok: true, scenario });
  });

  it('names the operation and the rule for a too small amount', () => {
    expect(errorOf({ policy: 'reject', operations: [grant, grant, { ...consume, amount: 0 }] })).toBe(
      'operation 3: amount must be at least 1',
    );
  });

  it('refuses a fractional time', () => {
    expect(errorOf({ policy: 'reject', operations: [{ ...consume, timestamp: 1.5 }] })).toBe(
      'operation 1: timestamp must be a safe integer',
    );
  });

  it('refuses an amount beyond the safe integers', () => {
    expect(errorOf({ policy: 'reject', operations: [{ ...grant, amount: 2 ** 53 }] })).toBe(
      'operation 1: amount must be a safe integer',
    );
  });

  it('refuses a negative time', () => {
    expect(errorOf({ policy: 'reject', operations: [{ ...grant, start: -1 }] })).toBe('operation 1: start must not be negative');
  });

  it('refuses a grant that ends before it starts, through the engine validation', () => {
    expect(errorOf({ policy: 'reject', operations: [{ ...grant, start: 11 }] })).toBe('operation 1: start must not be after end');
  });

  it('refuses an empty id', () => {
    expect(errorOf({ policy: 'reject', operations: [{ ...grant, id: '' }] })).toBe('operation 1: id must not be empty');
  });

  it('refuses an unknown kind', () => {
    expect(errorOf({ policy: 'reject', operations: [{ ...grant, kind: 'refund' }] })).toBe(
      'operation 1: kind must be "grant" or "consume"',
    );
  });

  it('refuses unknown fields, because strict shapes keep links and files unambiguous', () => {
    expect(errorOf({ policy: 'reject', operations: [{ ...grant, note: 'x' }] })).toBe('operation 1: unknown field "note"');
  });

  it('refuses an unknown policy', () => {
    expect(errorOf({ policy: 'queue', operations: [] })).toBe('scenario: policy must be "reject" or "pending"');
  });

  it('refuses a value that is not an object', () => {
    expect(errorOf(42)).toBe('scenario: must be an object');
  });

  it('refuses a grant id reused with different parameters', () => {
    expect(errorOf({ policy: 'reject', operations: [grant, consume, { ...grant, amount: 5 }] })).toBe(
      'operation 3: grant id "g1" was already used by operation 1 with different parameters',
    );
  });

  it('accepts a grant id repeated with identical parameters, which is an idempotent retry', () => {
    expect(errorOf({ policy: 'reject', operations: [grant, grant] })).toBeNull();
  });

  it('refuses a consumption id reused with different parameters under the pending policy', () => {
    expect(errorOf({ policy: 'pending', operations: [consume, { ...consume, timestamp: 6 }] })).toBe(
      'operation 2: consumption id "c1" was already used by operation 1 with different parameters',
    );
  });

  it('leaves a reused consumption id to the engine under reject, where a rejected id may be retried', () => {
    expect(errorOf({ policy: 'reject', operations: [consume, { ...consume, amount: 1 }] })).toBeNull();
  });

  it('keeps grant and consumption ids in separate namespaces', () => {
    expect(errorOf({ policy: 'pending', operations: [grant, { ...consume, id: 'g1' }] })).toBeNull();
  });
});
