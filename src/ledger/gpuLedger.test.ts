import { describe, expect, it } from 'vitest';
import { loadConformanceCases, type ConformanceCase } from './testing/conformanceCases';
import { GPULedger } from './gpuLedger';
import { LedgerInputError } from './validation';

const seedExamples = loadConformanceCases().filter((entry) => entry.file.startsWith('seed-example-'));

/** Plays a seed case through the seed's interface, checking the calls it offers. */
function playThroughSeedInterface(seedCase: ConformanceCase): void {
  const ledger = new GPULedger();
  seedCase.steps.forEach((step, index) => {
    const where = `${seedCase.file} step ${index}`;
    const args = step.args as { id: string; amount: number; start: number; end: number; timestamp: number; t: number };
    if (step.call === 'addGrant') {
      expect(ledger.add_grant(args.id, args.amount, args.start, args.end), where).toBeUndefined();
    } else if (step.call === 'consume') {
      const accepted = (step.expect as { status: string }).status === 'accepted';
      expect(ledger.consume(args.id, args.amount, args.timestamp), where).toBe(accepted);
    } else if (step.call === 'balanceAt') {
      expect(ledger.get_balance(args.t), where).toBe(step.expect);
    }
  });
}

describe('GPULedger', () => {
  it('finds both seed examples', () => {
    expect(seedExamples.map((entry) => entry.file)).toEqual(['seed-example-1.json', 'seed-example-2.json']);
  });

  for (const seedCase of seedExamples) {
    it(`gives the seed's answers for ${seedCase.file}`, () => playThroughSeedInterface(seedCase));
  }

  it('returns false for a consumption that would break a later one', () => {
    const ledger = new GPULedger();
    ledger.add_grant('g1', 100, 0, 10);
    expect(ledger.consume('c_late', 80, 8)).toBe(true);
    expect(ledger.consume('c_early', 30, 2)).toBe(false);
    expect(ledger.get_balance(8)).toBe(20);
  });

  it('reports a balance of 0 before any grant', () => {
    expect(new GPULedger().get_balance(0)).toBe(0);
  });

  it('throws a LedgerInputError for a grant that ends before it starts', () => {
    expect(() => new GPULedger().add_grant('g', 5, 4, 3)).toThrow(LedgerInputError);
  });
});
