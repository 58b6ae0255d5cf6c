/**
 * `CreditLedger`, the engine behind the public API, the worker and `GPULedger`.
 * The implementation is chosen by the one import below: the slow reference until the
 * fast incremental engine passes the conformance and differential suites.
 */
import { ReferenceLedger as SelectedEngine } from './reference';
import type { Policy } from './types';

export class CreditLedger extends SelectedEngine {
  /** The policy defaults to the seed's rule, `'reject'`. */
  constructor(options: { policy?: Policy } = {}) {
    super({ policy: options.policy ?? 'reject' });
  }
}
