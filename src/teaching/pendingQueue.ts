/** The consumptions waiting under 'pending' in queue order, oldest first: the order a new grant retries them. */
import type { ConsumptionView, LedgerSnapshot } from '../ledger/types';

export function pendingQueueOf(snapshot: LedgerSnapshot): ConsumptionView[] {
  return snapshot.consumptions
    .filter((consumption) => consumption.status === 'pending')
    .sort((a, b) => (a.pendingOrder ?? 0) - (b.pendingOrder ?? 0));
}
