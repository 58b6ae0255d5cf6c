import { describe, expect, it } from 'vitest';
import { CreditLedger } from '../ledger';
import type { Policy } from '../ledger/types';
import { collectStepFacts } from './facts';
import { conformanceScenario } from './testing/conformanceScenario';

const createEngine = (policy: Policy) => new CreditLedger({ policy });

describe('collectStepFacts', () => {
  it('reports queue draws equal to drawsOf for every accepted consumption', () => {
    for (const name of ['seed-example-1', 'seed-example-2', 'cascade', 'pending-fifo', 'identical-windows']) {
      const scenario = conformanceScenario(name);
      scenario.operations.forEach((operation, index) => {
        const facts = collectStepFacts(createEngine, scenario, index + 1);
        if (facts.kind !== 'accepted' || facts.repeated) return;
        const engine = createEngine(scenario.policy);
        const drawsOfAfter = collectDrawsAfter(engine, scenario.operations.slice(0, index + 1), operation.id);
        const queueDraws = facts.explanation.queue
          .filter((entry) => entry.drawn > 0)
          .map((entry) => ({ grantId: entry.grantId, amount: entry.drawn }));
        expect(queueDraws, `${name} step ${index + 1}`).toEqual(drawsOfAfter);
      });
    }
  });

  it('computes a refusal breakdown on the ledger before the operation', () => {
    const facts = collectStepFacts(createEngine, conformanceScenario('seed-example-2'), 3);
    expect(facts).toMatchObject({
      kind: 'refused',
      status: 'rejected',
      breakdown: { shortfall: 0, balance: 100, headroom: 20, broken: [{ id: 'c_late', missing: 10 }] },
      broken: [{ id: 'c_late', amount: 80, timestamp: 8, missing: 10 }],
    });
  });

  it('skips invalid operations of the prefix, as the engine leaves them without effect', () => {
    const scenario = conformanceScenario('seed-example-2');
    const invalid = { kind: 'grant' as const, id: '', amount: 1, start: 0, end: 1 };
    const withInvalid = { ...scenario, operations: [invalid, ...scenario.operations] };
    expect(collectStepFacts(createEngine, withInvalid, 4)).toMatchObject({ kind: 'refused', breakdown: { balance: 100 } });
  });
});

function collectDrawsAfter(
  engine: CreditLedger,
  operations: ReturnType<typeof conformanceScenario>['operations'],
  id: string,
) {
  for (const operation of operations) {
    if (operation.kind === 'grant') engine.addGrant(operation);
    else engine.consume(operation);
  }
  return engine.drawsOf(id);
}
