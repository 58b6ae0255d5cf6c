/**
 * Every engine the shared test suites run against. Conformance, error and differential
 * tests iterate this list, so a new engine is covered by adding one entry here.
 */
import { FastLedger } from '../fast';
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

export const fastFactory: EngineFactory = {
  name: 'fast',
  create: (policy) => new FastLedger({ policy }),
};

/** The fast engine with headroom always from the mirror schedule (the default adapts). */
export const fastMirrorFactory: EngineFactory = {
  name: 'fast (mirror reserve)',
  create: (policy) => new FastLedger({ policy, reserveStrategy: 'mirror' }),
};

/** The fast engine with headroom always from the lazy replay. */
export const fastReplayFactory: EngineFactory = {
  name: 'fast (replay reserve)',
  create: (policy) => new FastLedger({ policy, reserveStrategy: 'replay' }),
};

/** The implicit-schedule engine (src/ledger/implicit), checked against its invariants after every call. */
export const implicitFactory: EngineFactory = {
  name: 'implicit',
  create: (policy) => new ImplicitLedger({ policy }),
};

export const engineFactories: readonly EngineFactory[] = [
  referenceFactory, fastFactory, fastMirrorFactory, fastReplayFactory, implicitFactory,
];
