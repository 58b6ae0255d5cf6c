/**
 * Every engine the shared test suites run against. Conformance, error and differential
 * tests iterate this list, so a new engine is covered by adding one entry here.
 */
import { ImplicitLedger } from '../implicit';
import { ReferenceLedger } from '../reference';
import type { LedgerEngine, Policy } from '../types';

export interface EngineFactory {
  /** Shown in test names so a failure says which engine broke. */
  name: string;
  create(policy: Policy): LedgerEngine;
}

export const referenceFactory: EngineFactory = {
  name: 'reference',
  create: (policy) => new ReferenceLedger({ policy }),
};

/** The engine behind `CreditLedger`, checked against its invariants after every call. */
export const implicitFactory: EngineFactory = {
  name: 'implicit',
  create: (policy) => new ImplicitLedger({ policy }),
};

/**
 * The same engine leaving every late consumption it can undrawn (schedule/undrawn.ts), not
 * only those among many runs: the shared suites' small scenarios then reach that path too.
 */
export const undrawingFactory: EngineFactory = {
  name: 'implicit (undrawing every late consumption it can)',
  create: (policy) => new ImplicitLedger({ policy, runsWorthUndrawing: 0 }),
};

export const engineFactories: readonly EngineFactory[] = [referenceFactory, implicitFactory, undrawingFactory];
