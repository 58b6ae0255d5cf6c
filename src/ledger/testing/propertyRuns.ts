import type fc from 'fast-check';

/**
 * fast-check parameters for the ledger's property tests: `count` runs times LEDGER_RUNS
 * (`LEDGER_RUNS=10` for a longer hunt), and LEDGER_SEED / LEDGER_PATH to replay a failure
 * with the seed and path fast-check printed.
 */
export function propertyRuns<Ts = unknown>(count: number): fc.Parameters<Ts> {
  const parameters: fc.Parameters<Ts> = { numRuns: Math.round(count * Number(process.env.LEDGER_RUNS ?? '1')) };
  if (process.env.LEDGER_SEED) parameters.seed = Number(process.env.LEDGER_SEED);
  if (process.env.LEDGER_PATH) parameters.path = process.env.LEDGER_PATH;
  return parameters;
}
