/**
 * Form input to operations, with the engine's own validation rules applied at the
 * boundary. Each problem is reported against the field it belongs to, in words that name
 * the field as the form labels it, so the message can sit next to that field.
 */
import { DuplicateIdError, LedgerInputError, validateAmount, validateGrant, validateId, validateTime } from '../ledger/validation';
import type { Operation } from '../scenario/types';
import { parseDateText, scenarioUnixUnit, type DayEdge } from '../scenario/timeText';
import type { UnixUnit } from '../text/unixDates';
import { NUMBER_MOST_TEXT, wholeNumberOf } from '../text/wholeNumberText';

export type GrantFieldName = 'id' | 'amount' | 'start' | 'end';
export type ConsumptionFieldName = 'id' | 'amount' | 'timestamp';
export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;
export type ParseOutcome<Name extends string> =
  | { operation: Operation; errors?: undefined }
  | { operation?: undefined; errors: FieldErrors<Name> };

export const grantFieldLabels: Record<GrantFieldName, string> = { id: 'Grant ID', amount: 'Amount', start: 'Start', end: 'End' };
export const consumptionFieldLabels: Record<ConsumptionFieldName, string> = { id: 'Event ID', amount: 'Amount', timestamp: 'Timestamp' };

/** The rule part of a validation message ("amount: must be at least 1" -> "must be at least 1"). */
function ruleOf(error: unknown): string {
  if (!(error instanceof LedgerInputError)) throw error;
  return error.message.slice(error.field.length + 2);
}

function checkField<Name extends string>(errors: FieldErrors<Name>, name: Name, label: string, check: () => unknown): void {
  try {
    check();
  } catch (error) {
    errors[name] = `${label} ${ruleOf(error)}`;
  }
}

/**
 * The ledger takes any id of 1 to 256 characters, so files and links keep theirs. Typed into
 * the form, a space at either end or an invisible character makes an id that looks like
 * another one (or like nothing) in every list, so the form asks for it without.
 */
function validateTypedId(id: string, kind: Operation['kind'], operations: readonly Operation[]): void {
  validateId(id);
  // An id the scenario already has (from a file or a link) stays editable and retriable.
  if (operations.some((operation) => operation.kind === kind && operation.id === id)) return;
  if (id.trim() !== id) throw new LedgerInputError('id', 'must not start or end with a space');
  const invisible = /[\u200B-\u200D\u2060\uFEFF]/.exec(id);
  if (invisible !== null) {
    const code = invisible[0].codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0');
    throw new LedgerInputError('id', `must not hold an invisible character (U+${code})`);
  }
}

/**
 * A number typed, or copied from the page, where every number is grouped by thousands
 * ("1,764,547,200,000"), so one pasted back must be taken (text/wholeNumberText.ts).
 */
function parseNumber(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') throw new LedgerInputError('value', 'is required');
  // 1e12 is a whole number, but the form reads digits only: say that, not "not whole".
  if (/^-?\d+(\.\d+)?e[+-]?\d+$/i.test(trimmed)) throw new LedgerInputError('value', 'must be written in digits (no exponent like 1e12)');
  const value = wholeNumberOf(trimmed);
  if (value === null) throw new LedgerInputError('value', 'must be a whole number');
  // Said in numbers, not as the engine's "safe integer": past this, digits are lost.
  if (!Number.isSafeInteger(value)) throw new LedgerInputError('value', value > 0 ? `must be at most ${NUMBER_MOST_TEXT}` : 'must not be negative');
  return value;
}

/** A time field: a UTC date (scenario/timeText.ts) in the scenario's Unix unit, or a whole number. */
function parseTime(text: string, unit: UnixUnit, edge: DayEdge = 'start'): number {
  const date = parseDateText(text, unit, edge);
  if (date !== null) return validateTime(date);
  // "2026-11-14 18:0" or "14/11/2026" meant a date: say how one is written.
  if (/[-:/]/.test(text.trim().slice(1))) throw new LedgerInputError('value', 'must be a whole number or a UTC date written like 2026-11-14 18:00');
  return validateTime(parseNumber(text));
}

function sameParameters(left: Operation, right: Operation): boolean {
  return JSON.stringify({ ...left, id: '' }) === JSON.stringify({ ...right, id: '' });
}

/** An id already used by another operation of the same kind with different parameters. */
function duplicateMessage(candidate: Operation, operations: readonly Operation[], editingIndex: number | null): string | null {
  const clash = operations.find(
    (existing, index) =>
      index !== editingIndex &&
      existing.kind === candidate.kind &&
      existing.id === candidate.id &&
      !sameParameters(existing, candidate),
  );
  return clash === undefined ? null : ruleOf(new DuplicateIdError(candidate.kind === 'grant' ? 'grant' : 'consumption', candidate.id));
}

export function parseGrantFields(
  fields: Record<GrantFieldName, string>,
  operations: readonly Operation[],
  editingIndex: number | null,
): ParseOutcome<GrantFieldName> {
  const errors: FieldErrors<GrantFieldName> = {};
  checkField(errors, 'id', grantFieldLabels.id, () => validateTypedId(fields.id, 'grant', operations));
  const unit = scenarioUnixUnit(operations);
  let [amount, start, end] = [0, 0, 0];
  checkField(errors, 'amount', grantFieldLabels.amount, () => (amount = validateAmount(parseNumber(fields.amount))));
  checkField(errors, 'start', grantFieldLabels.start, () => (start = parseTime(fields.start, unit)));
  checkField(errors, 'end', grantFieldLabels.end, () => (end = parseTime(fields.end, unit, 'end')));
  if (Object.keys(errors).length > 0) return { errors };
  const grant = { id: fields.id, amount, start, end };
  checkField(errors, 'start', grantFieldLabels.start, () => validateGrant(grant));
  if (errors.start !== undefined) return { errors };
  const operation: Operation = { kind: 'grant', ...grant };
  const duplicate = duplicateMessage(operation, operations, editingIndex);
  if (duplicate !== null) return { errors: { id: duplicate } };
  const overflow = overflowMessage(operation, operations, editingIndex);
  return overflow === null ? { operation } : { errors: { amount: overflow } };
}

/**
 * The ledger refuses a grant that takes the total granted past the largest safe integer;
 * said next to Amount, like every other refusal the form can foresee, rather than only as
 * an error row in the log. A retry of a grant adds nothing, so each id counts once.
 */
function overflowMessage(candidate: Operation & { kind: 'grant' }, operations: readonly Operation[], editingIndex: number | null): string | null {
  const counted = new Set<string>();
  let granted = 0;
  operations.forEach((operation, index) => {
    if (index === editingIndex || operation.kind !== 'grant' || counted.has(operation.id)) return;
    // A grant that overflowed is an error row: the ledger holds nothing of it.
    if (granted + operation.amount > Number.MAX_SAFE_INTEGER) return;
    counted.add(operation.id);
    granted += operation.amount;
  });
  if (counted.has(candidate.id) || granted + candidate.amount <= Number.MAX_SAFE_INTEGER) return null;
  return `${grantFieldLabels.amount} would take the total granted past ${NUMBER_MOST_TEXT}, the most this ledger counts (${granted.toLocaleString('en-US')} is granted already)`;
}

export function parseConsumptionFields(
  fields: Record<ConsumptionFieldName, string>,
  operations: readonly Operation[],
  editingIndex: number | null,
): ParseOutcome<ConsumptionFieldName> {
  const errors: FieldErrors<ConsumptionFieldName> = {};
  checkField(errors, 'id', consumptionFieldLabels.id, () => validateTypedId(fields.id, 'consume', operations));
  let [amount, timestamp] = [0, 0];
  checkField(errors, 'amount', consumptionFieldLabels.amount, () => (amount = validateAmount(parseNumber(fields.amount))));
  checkField(errors, 'timestamp', consumptionFieldLabels.timestamp, () => (timestamp = parseTime(fields.timestamp, scenarioUnixUnit(operations))));
  if (Object.keys(errors).length > 0) return { errors };
  const operation: Operation = { kind: 'consume', id: fields.id, amount, timestamp };
  const duplicate = duplicateMessage(operation, operations, editingIndex);
  return duplicate === null ? { operation } : { errors: { id: duplicate } };
}

/** What is wrong with `text` as an amount ("Credits must be at least 1"), or null when it is one. */
export function amountError(text: string, label: string): string | null {
  const errors: FieldErrors<'amount'> = {};
  checkField(errors, 'amount', label, () => validateAmount(parseNumber(text)));
  return errors.amount ?? null;
}

/** The amount as a valid credit count, or null while the text is something else. */
export function validAmountOf(text: string): number | null {
  return amountError(text, 'amount') === null ? wholeNumberOf(text) : null;
}
