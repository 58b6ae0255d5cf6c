/**
 * `CreditLedger`, the engine behind the public API, the worker and `GPULedger`.
 * The implementation is chosen by the one import below: the fast incremental engine,
 * which passes the conformance and differential suites against the slow reference.
 */
import { FastLedger as SelectedEngine } from './fast';
import type { Policy } from './types';

export class CreditLedger extends SelectedEngine {
  /** The policy defaults to the seed's rule, `'reject'`. */
  constructor(options: { policy?: Policy } = {}) {
    super({ policy: options.policy ?? 'reject' });
  }
}
