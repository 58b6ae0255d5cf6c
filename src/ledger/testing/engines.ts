/**
 * Every engine the shared test suites run against. Conformance, error and differential
 * tests iterate this list, so a new engine is covered by adding one entry here.
 */
import { ImplicitLedger } from '../implicit';
import type { Schedule } from '../implicit/schedule/schedule';
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
 * The same engine with the settings that make small scenarios take the paths large ones
 * take: every late consumption it can left undrawn (schedule/undrawn.ts), not only those
 * among many runs, pending blocks of one or two waiting consumptions (pendingQueue.ts),
 * so retries split, skip and empty blocks, and the forward walk's endings known in advance
 * checked at every piece (headroom/expiriesAhead.ts), so that they stop short walks too: at
 * the default of every 16 pieces, small scenarios never reached a check, and a flawed stop
 * passed every test until an outside fuzzer found it.
 */
export const testSettingsFactory: EngineFactory = {
  name: 'implicit (test settings: undrawing every late consumption it can, tiny pending blocks, known endings checked every piece)',
  create: (policy) => new ImplicitLedger({ policy, runsWorthUndrawing: 0, pendingBlockSize: 1, expiriesCheckedEvery: 1 }),
};

export const engineFactories: readonly EngineFactory[] = [referenceFactory, implicitFactory, testSettingsFactory];

/**
 * The implicit ledger leaving every late consumption it can undrawn (schedule/undrawn.ts),
 * handed with its schedule to `watch`, which wraps the read a test counts.
 */
export function undrawingFactory(name: string, watch: (engine: ImplicitLedger, schedule: Schedule) => void): EngineFactory {
  return {
    name,
    create(policy) {
      const engine = new ImplicitLedger({ policy, runsWorthUndrawing: 0 });
      watch(engine, scheduleOf(engine));
      return engine;
    },
  };
}

/** The implicit ledger's schedule, which its tests read (what is undrawn, the runs, the sums). */
export function scheduleOf(ledger: ImplicitLedger): Schedule {
  return (ledger as unknown as { schedule: Schedule }).schedule;
}
