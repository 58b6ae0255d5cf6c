/** The engine the app runs: the fast `CreditLedger`, one fresh instance per revision. */
import { CreditLedger } from '../ledger';
import type { EngineFactory } from '../scenario/replay';

export const createCreditLedger: EngineFactory = (policy) => new CreditLedger({ policy });
