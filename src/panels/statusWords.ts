/** A consumption's final status in words, as the edit notes say it ("c3: accepted → refused"). */
import type { FinalStatus } from '../worker/scenarioStatus';

const STATUS_WORDS: Record<FinalStatus, string> = {
  accepted: 'accepted',
  rejected: 'refused',
  pending: 'pending',
  error: 'invalid',
  absent: 'not in the scenario',
};

export function statusWord(status: string): string {
  return STATUS_WORDS[status as FinalStatus] ?? status;
}
