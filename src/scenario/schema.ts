/**
 * The boundary check for scenarios from outside the app (links, files, localStorage): shape
 * and ranges with zod, then the engine's own validation of each operation, then ids reused
 * with different parameters. Every problem becomes one message that names the operation and
 * the rule, e.g. "operation 3: amount must be at least 1".
 */
import './zodConfig';
import { z } from 'zod';
import { LedgerInputError, validateConsumption, validateGrant } from '../ledger/validation';
import { formatNumber } from '../text/formatNumber';
import { ID_LENGTH_MAX, OPERATIONS_PER_SCENARIO_MAX } from './limits';
import { wellFormedScenario } from './schemaFastPath';
import type { Operation, Scenario } from './types';

export type ScenarioResult = { ok: true; scenario: Scenario } | { ok: false; error: string };

const idSchema = z
  .string({ error: 'id must be a string' })
  .min(1, { error: 'id must not be empty' })
  .max(ID_LENGTH_MAX, { error: `id must be at most ${ID_LENGTH_MAX} characters` });

function safeIntegerSchema(field: string, minimum: number, rule: string) {
  return z
    .int({ error: `${field} must be a safe integer` })
    .min(minimum, { error: `${field} ${rule}` });
}

const amountSchema = safeIntegerSchema('amount', 1, 'must be at least 1');
const timeSchema = (field: string) => safeIntegerSchema(field, 0, 'must not be negative');

const grantSchema = z.strictObject({
  kind: z.literal('grant'),
  id: idSchema,
  amount: amountSchema,
  start: timeSchema('start'),
  end: timeSchema('end'),
});

const consumeSchema = z.strictObject({
  kind: z.literal('consume'),
  id: idSchema,
  amount: amountSchema,
  timestamp: timeSchema('timestamp'),
});

const operationSchema = z.discriminatedUnion('kind', [grantSchema, consumeSchema], {
  error: 'kind must be "grant" or "consume"',
});

export const scenarioSchema = z.strictObject({
  policy: z.enum(['reject', 'pending'], { error: 'policy must be "reject" or "pending"' }),
  operations: z.array(operationSchema, { error: 'operations must be a list' }),
});

/** "operation 3" for the third operation: people count from one. */
export function operationLabel(index: number): string {
  return `operation ${index + 1}`;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const [section, index] = issue.path;
  const where = section === 'operations' && typeof index === 'number' ? operationLabel(index) : 'scenario';
  if (issue.code === 'unrecognized_keys') {
    return `${where}: unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
  }
  if (issue.code === 'invalid_type' && issue.expected === 'object') {
    return `${where}: must be an object`;
  }
  return `${where}: ${issue.message}`;
}

/** Quotes an untrusted id for a message, shortened so a 256-character id stays readable. */
export function quoteId(id: string): string {
  return JSON.stringify(id.length > 40 ? `${id.slice(0, 40)}…` : id);
}

function engineProblem(operation: Operation): string | null {
  try {
    if (operation.kind === 'grant') validateGrant(operation);
    else validateConsumption(operation);
    return null;
  } catch (error) {
    if (error instanceof LedgerInputError) return error.message.replace(/^(\w+): /, '$1 ');
    throw error;
  }
}

function sameParameters(a: Operation, b: Operation): boolean {
  if (a.kind === 'grant' && b.kind === 'grant') {
    return a.amount === b.amount && a.start === b.start && a.end === b.end;
  }
  if (a.kind === 'consume' && b.kind === 'consume') {
    return a.amount === b.amount && a.timestamp === b.timestamp;
  }
  return false;
}

/**
 * Grant and consumption ids are separate namespaces (LEDGER-SPEC "Identifiers"). A grant id
 * reused with other parameters is always refused by the engine. A consumption id is only
 * refused for sure under `pending`, where nothing is dropped; under `reject` a rejected
 * consumption leaves no trace and its id may be retried, so only the engine can tell.
 */
function duplicateProblem(scenario: Scenario): string | null {
  const firstIndexById = { grant: new Map<string, number>(), consume: new Map<string, number>() };
  for (const [index, operation] of scenario.operations.entries()) {
    if (operation.kind === 'consume' && scenario.policy === 'reject') continue;
    const seen = firstIndexById[operation.kind];
    const firstIndex = seen.get(operation.id);
    if (firstIndex === undefined) {
      seen.set(operation.id, index);
    } else if (!sameParameters(scenario.operations[firstIndex], operation)) {
      const noun = operation.kind === 'grant' ? 'grant' : 'consumption';
      return `${operationLabel(index)}: ${noun} id ${quoteId(operation.id)} was already used by ${operationLabel(firstIndex)} with different parameters`;
    }
  }
  return null;
}

export function operationCountError(count: number): string {
  return `scenario: has ${formatNumber(count)} operations, more than the limit of ${formatNumber(OPERATIONS_PER_SCENARIO_MAX)}`;
}

function operationCountProblem(input: unknown): string | null {
  if (typeof input !== 'object' || input === null) return null;
  const operations = (input as { operations?: unknown }).operations;
  if (!Array.isArray(operations) || operations.length <= OPERATIONS_PER_SCENARIO_MAX) return null;
  return operationCountError(operations.length);
}

/** Validates an untrusted value as a scenario; never throws for bad input. */
export function validateScenario(input: unknown): ScenarioResult {
  // Counted first so an oversized list is refused before zod walks every element.
  const countProblem = operationCountProblem(input);
  if (countProblem) return { ok: false, error: countProblem };
  let scenario = wellFormedScenario(input);
  if (scenario === null) {
    // Not plainly well formed: zod decides, and names the first problem.
    const parsed = scenarioSchema.safeParse(input);
    if (!parsed.success) return { ok: false, error: describeIssue(parsed.error.issues[0]) };
    scenario = parsed.data;
  }
  for (const [index, operation] of scenario.operations.entries()) {
    const problem = engineProblem(operation);
    if (problem) return { ok: false, error: `${operationLabel(index)}: ${problem}` };
  }
  const duplicate = duplicateProblem(scenario);
  return duplicate ? { ok: false, error: duplicate } : { ok: true, scenario };
}
