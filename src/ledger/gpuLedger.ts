/**
 * The seed's interface, names and return types unchanged, as a thin facade over
 * `CreditLedger` under the seed's `'reject'` policy. Invalid input throws the engine's
 * errors; a refused consumption is `false`, never an error.
 */
import { CreditLedger } from './creditLedger';

export class GPULedger {
  private readonly ledger = new CreditLedger({ policy: 'reject' });

  add_grant(grant_id: string, amount: number, start_time: number, end_time: number): void {
    this.ledger.addGrant({ id: grant_id, amount, start: start_time, end: end_time });
  }

  /** True iff the consumption is accepted (an identical retry of an accepted one is too). */
  consume(event_id: string, amount: number, timestamp: number): boolean {
    return this.ledger.consume({ id: event_id, amount, timestamp }).status === 'accepted';
  }

  get_balance(timestamp: number): number {
    return this.ledger.balanceAt(timestamp);
  }
}
