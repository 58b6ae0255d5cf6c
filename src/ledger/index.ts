/** The ledger's public API. Which engine backs `CreditLedger` is decided in creditLedger.ts. */
export { CreditLedger } from './creditLedger';
export { GPULedger } from './gpuLedger';
export { ReferenceLedger } from './reference';
export * from './types';
export { DuplicateIdError, ID_LENGTH_MAX, LedgerInputError, OverflowError } from './validation';
