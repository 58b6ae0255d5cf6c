/**
 * `CreditLedger`, the engine behind the public API, the worker and `GPULedger`.
 * The implementation is chosen by the one import below: the implicit-schedule engine
 * (docs/ENGINE.md), which passes the conformance and differential suites against the
 * slow reference.
 */
import { ImplicitLedger as SelectedEngine } from './implicit';
import type { Policy } from './types';

export class CreditLedger extends SelectedEngine {
  /** The policy defaults to the seed's rule, `'reject'`. */
  constructor(options: { policy?: Policy } = {}) {
    super({ policy: options.policy ?? 'reject' });
  }
}
