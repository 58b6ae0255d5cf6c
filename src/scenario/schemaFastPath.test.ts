/**
 * The fast path may only accept what zod's schema accepts, and must give zod's output:
 * checked on valid scenarios (which it must all take, or it saves nothing) and on valid
 * scenarios broken in one place, in every way a file or a link can break them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioSchema } from './schema';
import { wellFormedScenario } from './schemaFastPath';
import { scenarioArbitrary } from './testing/arbitraries';

/** What the fast path says must agree with zod: same output where it answers. */
function expectAgreesWithZod(input: unknown): boolean {
  const fast = wellFormedScenario(input);
  const parsed = scenarioSchema.safeParse(input);
  if (fast !== null) {
    expect(parsed.success).toBe(true);
    expect(fast).toStrictEqual(parsed.data);
    // Same keys in the same order: links and saves are made from the scenario's JSON.
    expect(JSON.stringify(fast)).toBe(JSON.stringify(parsed.data));
  }
  return fast !== null;
}

/** Values a field may hold by mistake: near misses of the rules, and anything at all. */
const oddValue = fc.oneof(
  fc.constantFrom(0, -1, -0, 1.5, 2 ** 53, -(2 ** 53), Number.NaN, Number.POSITIVE_INFINITY, '', 'x'.repeat(257), 'x'.repeat(256)),
  fc.constantFrom('5', null, true, [], {}, undefined, 'grant', 'consume', 'reject', 'pending'),
  fc.jsonValue(),
  fc.anything({ withNullPrototype: true, withObjectString: true, withBoxedValues: true, withSparseArray: true }),
);
const oddKey = fc.oneof(fc.constantFrom('kind', 'id', 'amount', 'start', 'end', 'timestamp', 'policy', 'operations', '__proto__', 'constructor', 'toString', 'extra'), fc.string({ maxLength: 10 }));

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Sets an own, enumerable field, as JSON.parse does (even one named `__proto__`). Through
 * Reflect, so a field that cannot change (an array's `length`, once a mutation has made the
 * input an array) leaves the input as it is instead of throwing.
 */
function setOwn(target: object, key: string, value: unknown): void {
  Reflect.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Removes a field; one that cannot go (an array's `length`) stays, as with `setOwn`. */
function deleteOwn(target: object, key: string): void {
  Reflect.deleteProperty(target, key);
}

/** A field set just outside its rule: each rule's boundary, where a loose check would slip. */
const nearMiss = fc.constantFrom<[string, unknown]>(
  ['amount', 0], ['amount', -1], ['amount', 1.5], ['amount', 2 ** 53], ['amount', '1'], ['amount', Number.NaN],
  ['start', -1], ['start', 0.5], ['start', 2 ** 53], ['start', '0'], ['end', -1], ['end', 2 ** 53 + 2],
  ['timestamp', -1], ['timestamp', -0.5], ['timestamp', 2 ** 53], ['timestamp', null],
  ['id', ''], ['id', 'x'.repeat(257)], ['id', 5], ['id', ['a']],
  ['kind', 'Grant'], ['kind', 'grant'], ['kind', 'consume'], ['kind', undefined], ['extra', undefined], ['__proto__', {}],
);

type Mutation = (scenario: Record<string, unknown>, operations: Record<string, unknown>[], at: number) => unknown;

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.tuple(nearMiss, fc.boolean()).map(([[key, value], onScenario]): Mutation => (scenario, operations, at) => {
    const target = onScenario ? scenario : operations[at];
    if (isObject(target)) setOwn(target, key, value);
    return scenario;
  }),
  // An operation's field changed, added (own, even `__proto__`) or removed.
  fc.tuple(oddKey, oddValue).map(([key, value]): Mutation => (scenario, operations, at) => {
    if (isObject(operations[at])) setOwn(operations[at], key, value);
    return scenario;
  }),
  oddKey.map((key): Mutation => (scenario, operations, at) => {
    if (isObject(operations[at])) deleteOwn(operations[at], key);
    return scenario;
  }),
  // An operation replaced by anything, or given a prototype with enumerable fields.
  oddValue.map((value): Mutation => (scenario, operations, at) => {
    if (at < operations.length) operations[at] = value as Record<string, unknown>;
    return scenario;
  }),
  fc.tuple(oddKey, oddValue).map(([key, value]): Mutation => (scenario, operations, at) => {
    if (isObject(operations[at])) operations[at] = Object.assign(Object.create({ [key]: value }), operations[at]);
    return scenario;
  }),
  // The scenario's own fields, or the whole input.
  fc.tuple(oddKey, oddValue).map(([key, value]): Mutation => (scenario) => {
    setOwn(scenario, key, value);
    return scenario;
  }),
  oddKey.map((key): Mutation => (scenario) => {
    deleteOwn(scenario, key);
    return scenario;
  }),
  oddValue.map((value): Mutation => () => value),
  fc.constant<Mutation>((scenario) => Object.assign(Object.create(null), scenario)),
);

describe('the schema fast path', () => {
  it('takes every valid scenario, with the output zod gives', () => {
    fc.assert(
      fc.property(scenarioArbitrary(), (scenario) => {
        expect(expectAgreesWithZod(scenario)).toBe(true);
        // Also as a file or a link delivers it: parsed from JSON.
        expect(expectAgreesWithZod(JSON.parse(JSON.stringify(scenario)))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('accepts nothing zod refuses, whatever is broken and wherever', () => {
    let refused = 0;
    fc.assert(
      fc.property(scenarioArbitrary(6), fc.nat(6), fc.array(mutation, { minLength: 1, maxLength: 3 }), (scenario, at, mutations) => {
        let input: unknown = JSON.parse(JSON.stringify(scenario));
        for (const mutate of mutations) {
          // A mutation may have replaced the whole input by a value with no fields to break.
          if (typeof input !== 'object' || input === null) break;
          const operations = (input as { operations?: unknown })?.operations;
          input = mutate(input as Record<string, unknown>, Array.isArray(operations) ? operations : [], at);
        }
        if (!expectAgreesWithZod(input)) refused += 1;
      }),
      { numRuns: 3000 },
    );
    // The mutations mostly break the scenario, so both paths are exercised.
    expect(refused).toBeGreaterThan(1500);
  });

  it('refuses, like zod, any operation with one field just outside its rule', () => {
    const withOperations = scenarioArbitrary(6).filter((scenario) => scenario.operations.length > 0);
    fc.assert(
      fc.property(withOperations, fc.nat(), nearMiss, (scenario, pick, [key, value]) => {
        const input = JSON.parse(JSON.stringify(scenario)) as { operations: Record<string, unknown>[] };
        const operation = input.operations[pick % input.operations.length];
        setOwn(operation, key, value);
        expectAgreesWithZod(input);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts nothing zod refuses among arbitrary values', () => {
    fc.assert(fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (value) => void expectAgreesWithZod(value)), { numRuns: 1000 });
  });
});
