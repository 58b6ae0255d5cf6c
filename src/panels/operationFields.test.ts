import { describe, expect, it } from 'vitest';
import type { Operation } from '../scenario/types';
import { parseConsumptionFields, parseGrantFields, validAmountOf } from './operationFields';

const nov14at18 = Date.UTC(2026, 10, 14, 18);

describe('parseGrantFields and the total granted', () => {
  const big = { kind: 'grant', id: 'big', amount: 1_000_000_000_000, start: 0, end: 10 } as const;
  const fields = (id: string, amount: number) => ({ id, amount: String(amount), start: '0', end: '10' });

  it('refuses next to Amount a grant that would take the total past the largest safe integer', () => {
    const outcome = parseGrantFields(fields('huge', Number.MAX_SAFE_INTEGER), [big], null);
    expect(outcome.errors?.amount).toBe(
      'Amount would take the total granted past 9,007,199,254,740,991, the most this ledger counts (1,000,000,000,000 is granted already)',
    );
  });

  it('takes numbers copied from the page, grouped by thousands, and refuses a decimal comma', () => {
    const parsed = parseGrantFields({ ...fields('copied', 5), amount: '1,000,000', start: '1,764,547,200,000', end: ' 1,767,139,199,999 ' }, [], null);
    expect(parsed.operation).toEqual({ kind: 'grant', id: 'copied', amount: 1_000_000, start: 1_764_547_200_000, end: 1_767_139_199_999 });
    expect(parseGrantFields({ ...fields('comma', 5), amount: '1,5' }, [], null).errors?.amount).toBe('Amount must be a whole number');
    expect(parseGrantFields({ ...fields('group', 5), amount: '10,00' }, [], null).errors?.amount).toBe('Amount must be a whole number');
  });

  it('names the largest number instead of saying "safe integer"', () => {
    expect(parseGrantFields({ ...fields('big', 5), amount: '99999999999999999999' }, [], null).errors?.amount).toBe('Amount must be at most 9,007,199,254,740,991');
    expect(parseGrantFields({ ...fields('neg', 5), start: '-99999999999999999999' }, [], null).errors?.start).toBe('Start must not be negative');
  });

  it('asks for digits when an amount is written with an exponent', () => {
    expect(parseGrantFields(fields('e', 5), [], null).operation).toBeDefined();
    expect(parseGrantFields({ ...fields('e', 5), amount: '1e12' }, [], null).errors?.amount).toBe('Amount must be written in digits (no exponent like 1e12)');
  });

  it('asks for an id without spaces at its ends or invisible characters, which look like another id', () => {
    expect(parseGrantFields(fields('   ', 5), [], null).errors?.id).toBe('Grant ID must not start or end with a space');
    expect(parseGrantFields(fields('g1 ', 5), [], null).errors?.id).toBe('Grant ID must not start or end with a space');
    expect(parseGrantFields(fields('g\u200b1', 5), [], null).errors?.id).toBe('Grant ID must not hold an invisible character (U+200B)');
    expect(parseGrantFields(fields('my grant', 5), [], null).operation).toBeDefined();
    const fromFile = { kind: 'grant', id: 'g1 ', amount: 5, start: 0, end: 10 } as const;
    expect(parseGrantFields(fields('g1 ', 9), [fromFile], 0).operation).toBeDefined();
  });

  it('takes a grant that fits, a retry of a granted one, and an edit of the only grant', () => {
    expect(parseGrantFields(fields('more', Number.MAX_SAFE_INTEGER - big.amount), [big], null).operation).toBeDefined();
    expect(parseGrantFields(fields('big', big.amount), [big, big], null).operation).toBeDefined();
    expect(parseGrantFields(fields('big', Number.MAX_SAFE_INTEGER), [big], 0).operation).toBeDefined();
    const overflowed = { kind: 'grant', id: 'over', amount: Number.MAX_SAFE_INTEGER, start: 0, end: 10 } as const;
    expect(parseGrantFields(fields('small', 5), [big, overflowed], null).operation).toBeDefined();
  });
});

describe('the forms read dates', () => {
  it('in the unit of the scenario, and name a mistyped date', () => {
    const inSeconds: Operation[] = [{ kind: 'grant', id: 'g', amount: 100, start: nov14at18 / 1000, end: nov14at18 / 1000 + 86_400 }];
    const parsed = parseConsumptionFields({ id: 'job', amount: '5', timestamp: '2026-11-14 19:30' }, inSeconds, null);
    expect(parsed.operation).toEqual({ kind: 'consume', id: 'job', amount: 5, timestamp: nov14at18 / 1000 + 5_400 });
    const grant = parseGrantFields({ id: 'december', amount: '10', start: '2026-12-01', end: '2026-12-31 23:59' }, [], null);
    expect(grant.operation).toEqual({ kind: 'grant', id: 'december', amount: 10, start: Date.UTC(2026, 11, 1), end: Date.UTC(2026, 11, 31, 23, 59) });
    expect(parseGrantFields({ id: 'x', amount: '10', start: '2026-12-31', end: '2026-12-01' }, [], null).errors?.start).toBe('Start must not be after end');
    expect(parseConsumptionFields({ id: 'c', amount: '5', timestamp: '2026-11-14 18:0' }, [], null).errors?.timestamp).toBe(
      'Timestamp must be a whole number or a UTC date written like 2026-11-14 18:00',
    );
    expect(parseConsumptionFields({ id: 'c', amount: '5', timestamp: '2026-13-01' }, [], null).errors?.timestamp).toBe(
      'Timestamp is not a date that exists (2026-13-01)',
    );
  });
});

describe('validAmountOf', () => {
  it('gives the amount of a number copied from the page, grouped by thousands', () => {
    expect(validAmountOf('1,000')).toBe(1000);
    expect(validAmountOf('0')).toBeNull();
  });
});
