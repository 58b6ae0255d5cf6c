/**
 * The session's spare (ledgerSession.ts): an engine a couple of steps behind playback, so
 * a step back advances it instead of replaying from the start. Counted through the engine
 * factory: which engines are made and how many operations each one applies.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LedgerEngine, Policy } from '../ledger/types';
import { generateUsageScenario } from '../scenario/usageGenerator';
import type { Scenario } from '../scenario/types';
import { createCreditLedger } from './engineFactory';
import { createLedgerSession, SPARE_BEHIND, SPARE_MIN_OPERATIONS, type LedgerSession } from './ledgerSession';

const OPERATIONS = SPARE_MIN_OPERATIONS + 300;
const scenario = generateUsageScenario({ seed: 5, days: 60, operationCount: OPERATIONS });
/** The same arrivals under 'pending' with three times the demand: hundreds wait, and grants let them through. */
const pendingScenario: Scenario = {
  policy: 'pending',
  operations: scenario.operations.map((operation) => (operation.kind === 'consume' ? { ...operation, amount: operation.amount * 3 } : operation)),
};

/** An engine factory that counts the engines it made and the operations they applied. */
function countingFactory() {
  const counts = { engines: 0, operations: 0 };
  const create = (policy: Policy): LedgerEngine => {
    counts.engines += 1;
    const engine = createCreditLedger(policy);
    const addGrant = engine.addGrant.bind(engine);
    const consume = engine.consume.bind(engine);
    engine.addGrant = (input) => ((counts.operations += 1), addGrant(input));
    engine.consume = (input) => ((counts.operations += 1), consume(input));
    return engine;
  };
  return { counts, create };
}

function computeAt(session: LedgerSession, at: Scenario, step: number | null) {
  return session.compute({ update: { kind: 'replace', scenario: at }, step });
}

/** What a session that never had a spare answers. */
function freshAnswer(at: Scenario, step: number | null) {
  return computeAt(createLedgerSession(createCreditLedger), at, step);
}

function buildSpare(session: LedgerSession): void {
  for (const pause of session.spareSteps()) void pause;
}

/** A session of counted engines at `step` of `at`, its spare built. */
function sessionWithSpare(at: Scenario, step: number | null) {
  const { counts, create } = countingFactory();
  const session = createLedgerSession(create);
  computeAt(session, at, step);
  buildSpare(session);
  return { counts, session };
}

describe("the session's spare engine", () => {
  it('lets a step back apply only the operations after it, with the same answer', () => {
    const step = OPERATIONS - 100;
    const { counts, session } = sessionWithSpare(scenario, step);
    expect(counts.engines).toBe(2);
    const before = { ...counts };
    const answer = computeAt(session, scenario, step - 1);
    expect(counts.engines).toBe(before.engines);
    // The spare held `step - SPARE_BEHIND` operations; the new step needs `step - 1`.
    expect(counts.operations - before.operations).toBe(SPARE_BEHIND - 1);
    expect(answer).toEqual(freshAnswer(scenario, step - 1));
  });

  it('tells the story of the step it stands at when playback jumps back to it', () => {
    const session = createLedgerSession(createCreditLedger);
    const step = OPERATIONS - 30;
    computeAt(session, scenario, step);
    buildSpare(session);
    const answer = computeAt(session, scenario, step - SPARE_BEHIND);
    expect(answer.narration).toEqual(freshAnswer(scenario, step - SPARE_BEHIND).narration);
    expect(answer).toEqual(freshAnswer(scenario, step - SPARE_BEHIND));
  });

  it('is used once, and a jump back past it replays from the start', () => {
    const { counts, session } = sessionWithSpare(scenario, OPERATIONS - 50);
    computeAt(session, scenario, OPERATIONS - 51);
    const engines = counts.engines;
    computeAt(session, scenario, OPERATIONS - 52);
    expect(counts.engines).toBe(engines + 1);
    computeAt(session, scenario, OPERATIONS - 40);
    buildSpare(session);
    const answer = computeAt(session, scenario, OPERATIONS - 45 - SPARE_BEHIND);
    expect(counts.engines).toBe(engines + 3);
    expect(answer).toEqual(freshAnswer(scenario, OPERATIONS - 45 - SPARE_BEHIND));
  });

  it('lets an Undo of the last operation apply only the one before it', () => {
    const { counts, session } = sessionWithSpare(scenario, null);
    const undone: Scenario = { ...scenario, operations: scenario.operations.slice(0, -1) };
    const before = { ...counts };
    const answer = computeAt(session, undone, null);
    expect(counts.engines).toBe(before.engines);
    expect(counts.operations - before.operations).toBe(SPARE_BEHIND - 1);
    expect(answer).toEqual(freshAnswer(undone, null));
  });

  it('is not built for a short scenario', () => {
    const short = generateUsageScenario({ seed: 5, days: 10, operationCount: SPARE_MIN_OPERATIONS + SPARE_BEHIND - 1 });
    const { counts } = sessionWithSpare(short, null);
    expect(counts.engines).toBe(1);
  });

  it('is not used once an operation it holds was edited', () => {
    const step = OPERATIONS - 10;
    const { counts, session } = sessionWithSpare(scenario, step);
    const edited: Scenario = { ...scenario, operations: scenario.operations.map((operation, index) => (index === 7 ? { ...operation, id: `${operation.id}-edited` } : operation)) };
    const engines = counts.engines;
    const answer = computeAt(session, edited, step - 1);
    expect(counts.engines).toBe(engines + 1);
    expect(answer).toEqual(freshAnswer(edited, step - 1));
  });

  it('stops building when another step arrives meanwhile', () => {
    const { counts, create } = countingFactory();
    const session = createLedgerSession(create);
    computeAt(session, scenario, OPERATIONS - 20);
    const building = session.spareSteps();
    building.next();
    computeAt(session, scenario, OPERATIONS - 15);
    expect(building.next().done).toBe(true);
    const engines = counts.engines;
    computeAt(session, scenario, OPERATIONS - 16);
    expect(counts.engines).toBe(engines + 1);
  });

  it('answers every walk of playback and Undo as a session without it does, under either policy', () => {
    const move = fc.oneof(
      fc.integer({ min: -3, max: 3 }).map((by) => ({ kind: 'by' as const, by })),
      fc.integer({ min: SPARE_MIN_OPERATIONS, max: OPERATIONS }).map((to) => ({ kind: 'to' as const, to })),
      fc.constant({ kind: 'spare' as const }),
      fc.constant({ kind: 'end' as const }),
      fc.constant({ kind: 'undo' as const }),
    );
    fc.assert(
      fc.property(fc.constantFrom(scenario, pendingScenario), fc.integer({ min: SPARE_MIN_OPERATIONS + 5, max: OPERATIONS }), fc.array(move, { minLength: 1, maxLength: 6 }), (played, start, moves) => {
        const session = createLedgerSession(createCreditLedger);
        let shown = played;
        let step: number | null = start;
        computeAt(session, shown, step);
        for (const next of moves) {
          if (next.kind === 'spare') {
            buildSpare(session);
            continue;
          }
          const last = shown.operations.length;
          if (next.kind === 'undo') shown = { ...shown, operations: shown.operations.slice(0, -1) };
          const at: number = step ?? last;
          step = next.kind === 'end' || next.kind === 'undo' ? null : Math.max(0, Math.min(last, next.kind === 'to' ? next.to : at + next.by));
          expect(computeAt(session, shown, step)).toEqual(freshAnswer(shown, step));
        }
      }),
      { numRuns: 30 },
    );
  });
});
