/**
 * Boundary checks for every engine call. Each rule throws a `LedgerInputError` whose
 * message names the field and the rule, before anything is changed, so a refused call
 * always leaves the ledger exactly as it was.
 */
import type { ConsumptionInput, GrantInput, Policy, PreviewInput } from './types';

/** Ids longer than this are refused: they are shown in the UI and carried in links. */
export const ID_LENGTH_MAX = 256;

export class LedgerInputError extends Error {
  readonly field: string;
  constructor(field: string, rule: string) {
    super(`${field}: ${rule}`);
    this.name = 'LedgerInputError';
    this.field = field;
  }
}

/** Raised when the same id comes back with different parameters. */
export class DuplicateIdError extends LedgerInputError {
  constructor(kind: 'grant' | 'consumption', id: string) {
    super('id', `${kind} id "${id}" already exists with different parameters`);
    this.name = 'DuplicateIdError';
  }
}

/** Raised when a grant would push the total granted credit past Number.MAX_SAFE_INTEGER. */
export class OverflowError extends LedgerInputError {
  constructor() {
    super('amount', 'total granted credit would exceed Number.MAX_SAFE_INTEGER');
    this.name = 'OverflowError';
  }
}

export function validateId(value: unknown, field = 'id'): string {
  if (typeof value !== 'string') throw new LedgerInputError(field, 'must be a string');
  if (value.length === 0) throw new LedgerInputError(field, 'must not be empty');
  if (value.length > ID_LENGTH_MAX) {
    throw new LedgerInputError(field, `must be at most ${ID_LENGTH_MAX} characters`);
  }
  return value;
}

function validateSafeInteger(value: unknown, field: string): number {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new LedgerInputError(field, 'must be a number');
  }
  if (!Number.isSafeInteger(value)) throw new LedgerInputError(field, 'must be a safe integer');
  return value;
}

export function validateAmount(value: unknown, field = 'amount'): number {
  const amount = validateSafeInteger(value, field);
  if (amount < 1) throw new LedgerInputError(field, 'must be at least 1');
  return amount;
}

export function validateTime(value: unknown, field = 't'): number {
  const time = validateSafeInteger(value, field);
  if (time < 0) throw new LedgerInputError(field, 'must not be negative');
  return time;
}

function asRecord(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) {
    throw new LedgerInputError(what, 'must be an object');
  }
  return value as Record<string, unknown>;
}

export function validateGrant(input: unknown): GrantInput {
  const record = asRecord(input, 'grant');
  const grant = {
    id: validateId(record.id),
    amount: validateAmount(record.amount),
    start: validateTime(record.start, 'start'),
    end: validateTime(record.end, 'end'),
  };
  if (grant.start > grant.end) throw new LedgerInputError('start', 'must not be after end');
  return grant;
}

export function validateConsumption(input: unknown): ConsumptionInput {
  const record = asRecord(input, 'consumption');
  return {
    id: validateId(record.id),
    amount: validateAmount(record.amount),
    timestamp: validateTime(record.timestamp, 'timestamp'),
  };
}

export function validatePreview(input: unknown): PreviewInput {
  const record = asRecord(input, 'preview');
  return {
    amount: validateAmount(record.amount),
    timestamp: validateTime(record.timestamp, 'timestamp'),
  };
}

/** Checks that adding `amount` to `totalGranted` stays exact. */
export function checkGrantTotal(totalGranted: number, amount: number): void {
  if (totalGranted + amount > Number.MAX_SAFE_INTEGER) throw new OverflowError();
}

export function validatePolicy(value: unknown): Policy {
  if (value !== 'reject' && value !== 'pending') {
    throw new LedgerInputError('policy', "must be 'reject' or 'pending'");
  }
  return value;
}

/** Checks the inclusive range of a step series: two valid times, `from` not after `to`. */
export function validateTimeRange(from: unknown, to: unknown): { from: number; to: number } {
  const range = { from: validateTime(from, 'from'), to: validateTime(to, 'to') };
  if (range.from > range.to) throw new LedgerInputError('from', 'must not be after to');
  return range;
}
