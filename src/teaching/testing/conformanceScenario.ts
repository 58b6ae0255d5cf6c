/**
 * Turns a shared conformance case into a scenario: its `addGrant` and `consume` calls, in
 * order, become the operations; queries (balanceAt, preview, ...) are left out because they
 * change nothing. Narration tests then walk the same story the spec computed.
 */
import { loadConformanceCases } from '../../ledger/testing/conformanceCases';
import type { Operation, Scenario } from '../../scenario/types';

export function conformanceScenario(name: string): Scenario {
  const found = loadConformanceCases().find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no conformance case named ${name}`);
  const operations: Operation[] = [];
  for (const step of found.steps) {
    if (step.call === 'addGrant') operations.push({ kind: 'grant', ...step.args } as Operation);
    if (step.call === 'consume') operations.push({ kind: 'consume', ...step.args } as Operation);
  }
  return { policy: found.policy, operations };
}
