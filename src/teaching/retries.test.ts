import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { presetScenario } from '../scenario/presets';
import type { Operation, Scenario } from '../scenario/types';
import type { OperationOutcome } from '../worker/protocol';
import { createLedgerSession } from '../worker/ledgerSession';
import { createCreditLedger } from '../worker/engineFactory';
import { retryOrigins, walkRetryOriginsAhead } from './retries';

function originsOf(scenario: Scenario): readonly (number | null)[] {
  const { outcomes } = createLedgerSession(createCreditLedger).compute({ update: { kind: 'replace', scenario }, step: null });
  return retryOrigins(scenario.operations, outcomes);
}

const grant: Operation = { kind: 'grant', id: 'g1', amount: 100, start: 0, end: 10 };

describe('retryOrigins', () => {
  it('marks an identical repeated grant as a retry of the first', () => {
    expect(originsOf({ policy: 'reject', operations: [grant, grant] })).toEqual([null, 0]);
  });

  it('marks a waiting consumption that arrives again as a retry of its first arrival', () => {
    // Pending resolution: p3 first arrives as #4 (index 3) and again as #6 (index 5).
    expect(originsOf(presetScenario('Pending resolution'))[5]).toBe(3);
  });

  it('treats a new attempt after a refusal under the reject policy as a new operation', () => {
    const consume: Operation = { kind: 'consume', id: 'c', amount: 50, timestamp: 5 };
    const operations: Operation[] = [consume, grant, consume];
    expect(originsOf({ policy: 'reject', operations })).toEqual([null, null, null]);
  });

  it('does not count an id reused with other values, which is an error', () => {
    expect(originsOf({ policy: 'reject', operations: [grant, { ...grant, amount: 5 }] })).toEqual([null, null]);
  });

  it('keeps grant and consumption ids apart', () => {
    const sameId: Operation = { kind: 'consume', id: 'g1', amount: 5, timestamp: 1 };
    expect(originsOf({ policy: 'reject', operations: [grant, sameId] })).toEqual([null, null]);
  });
});

/** The definition, walked from scratch every time. */
function originsFromScratch(operations: readonly Operation[], outcomes: readonly OperationOutcome[]): (number | null)[] {
  const seen = new Map<string, number>();
  return outcomes.map((outcome, index) => {
    const operation = operations[index];
    if (outcome.kind === 'error') return null;
    const key = `${operation.kind}:${operation.id}`;
    const origin = seen.get(key);
    if (origin !== undefined) return origin;
    if (outcome.kind === 'grant' || outcome.result.status !== 'rejected') seen.set(key, index);
    return null;
  });
}

describe('retryOrigins across edits', () => {
  it('resumes its last walk on appends and starts over otherwise, with the same answers', () => {
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('grant' as const), id: fc.constantFrom('g1', 'g2', 'c1'), amount: fc.integer({ min: 1, max: 20 }), start: fc.constant(0), end: fc.constant(10) }),
      fc.record({ kind: fc.constant('consume' as const), id: fc.constantFrom('c1', 'c2', 'g1'), amount: fc.integer({ min: 1, max: 20 }), timestamp: fc.integer({ min: 0, max: 12 }) }),
    );
    const edit = fc.record({ operation, replaceAt: fc.option(fc.nat(), { nil: null }) });
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 25, size: 'max' }), fc.constantFrom('reject' as const, 'pending' as const), (edits, policy) => {
        const session = createLedgerSession(createCreditLedger);
        let operations: Operation[] = [];
        for (const { operation: next, replaceAt } of edits) {
          operations = replaceAt === null || operations.length === 0
            ? [...operations, next]
            : operations.map((each, index) => (index === replaceAt % operations.length ? next : each));
          const outcomes = [...session.compute({ update: { kind: 'replace', scenario: { policy, operations } }, step: null }).outcomes];
          expect(retryOrigins(operations, outcomes)).toEqual(originsFromScratch(operations, outcomes));
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('retryOrigins in teaching playback', () => {
  it('answers prefixes replayed anew (stepping back) and their extensions (stepping on) as from scratch', () => {
    const scenario = presetScenario('Pending resolution');
    const { operations } = scenario;
    const replayed = (step: number) => [...createLedgerSession(createCreditLedger).compute({ update: { kind: 'replace', scenario }, step }).outcomes];
    const whole = replayed(operations.length);
    expect(retryOrigins(operations, whole)).toEqual(originsFromScratch(operations, whole));
    for (const step of [operations.length - 1, 3, 1, 0, 2, operations.length]) {
      const outcomes = replayed(step);
      expect(retryOrigins(operations, outcomes)).toEqual(originsFromScratch(operations, outcomes));
    }
  });

  it('does not take a prefix from a walk whose outcomes differ in effect', () => {
    const operations: Operation[] = [grant, { kind: 'consume', id: 'c1', amount: 5, timestamp: 1 }, { kind: 'consume', id: 'c1', amount: 5, timestamp: 1 }];
    const accepted: OperationOutcome[] = [{ kind: 'grant', resolved: [] }, { kind: 'consume', result: { status: 'accepted' }, resolvedBy: null }, { kind: 'consume', result: { status: 'accepted' }, resolvedBy: null }];
    expect(retryOrigins(operations, accepted)).toEqual([null, null, 1]);
    const refused: OperationOutcome[] = [accepted[0], { kind: 'consume', result: { status: 'rejected', reason: 'insufficient', shortfall: 5 }, resolvedBy: null }];
    expect(retryOrigins(operations, refused)).toEqual([null, null]);
    const retried = [...refused, { kind: 'consume', result: { status: 'accepted' }, resolvedBy: null } as const];
    expect(retryOrigins(operations, retried)).toEqual([null, null, null]);
  });
});

describe('walking ahead', () => {
  // 5,000 arrivals, more than one slice: every grant id comes back, identical, four times.
  const operations: Operation[] = Array.from({ length: 5_000 }, (_, index) => ({ kind: 'grant', id: `g${index % 1_250}`, amount: 1, start: 0, end: 10 }));
  const outcomes = () => [...createLedgerSession(createCreditLedger).compute({ update: { kind: 'replace', scenario: { policy: 'reject', operations } }, step: null }).outcomes];

  it('walks in slices and leaves the answer for the ask that comes after', async () => {
    const walked = outcomes();
    await walkRetryOriginsAhead(operations, walked, async () => undefined);
    const origins = retryOrigins(operations, walked);
    expect(origins).toEqual(originsFromScratch(operations, walked));
    expect(origins[1_250]).toBe(0);
  });

  it('lets an ask in the middle finish the walk, with the same answers', async () => {
    const walked = outcomes();
    let resume = () => {};
    const ahead = walkRetryOriginsAhead(operations, walked, () => new Promise<void>((resolve) => { resume = resolve; }));
    expect(retryOrigins(operations, walked)).toEqual(originsFromScratch(operations, walked));
    resume();
    await ahead;
    expect(retryOrigins(operations, walked)).toEqual(originsFromScratch(operations, walked));
  });
});
