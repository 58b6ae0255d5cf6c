/** Switches what happens to a consumption that does not fit: rejected, or queued as pending. */
import type { Policy } from '../ledger/types';
import { useLabStore } from '../store';

const policyChoices: { value: Policy; label: string }[] = [
  { value: 'reject', label: 'reject' },
  { value: 'pending', label: 'pending' },
];

export function PolicyControl() {
  const policy = useLabStore((state) => state.scenario.policy);
  return (
    <div className="header-control">
      <label htmlFor="policy-select">Policy</label>
      <select
        id="policy-select"
        value={policy}
        title="What happens to a consumption that does not fit: rejected outright, or queued until a grant lets it through"
        onChange={(event) => useLabStore.getState().setPolicy(event.target.value as Policy)}
      >
        {policyChoices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
