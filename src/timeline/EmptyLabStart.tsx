/**
 * What an empty lab's timeline offers: how to start by hand, and one click into an example,
 * so a first visit shows a picture instead of empty panels. The examples are presets, loaded
 * as the Scenario select loads them (a new document; the empty lab had nothing to keep).
 */
import { useLabStore } from '../store';
import type { PresetName } from '../scenario/presets';

const EXAMPLES: readonly { preset: PresetName; shows: string }[] = [
  { preset: 'Seed example 1', shows: 'which grant pays first' },
  { preset: 'Seed example 2', shows: 'a late consumption refused' },
  { preset: 'Month of usage (~500 operations)', shows: 'a month of GPU jobs' },
];

export function EmptyLabStart() {
  const loadPreset = useLabStore((state) => state.loadPreset);
  return (
    <div className="timeline-empty">
      <p>
        <strong>Add a grant to start.</strong> A grant is credit usable between a start and an end time; consumptions
        then draw from it. Use the Grant form, or open an example:
      </p>
      <ul className="timeline-examples" aria-label="Examples">
        {EXAMPLES.map(({ preset, shows }) => (
          <li key={preset}>
            <button type="button" onClick={() => loadPreset(preset)}>
              {preset}
            </button>{' '}
            <span className="timeline-example-shows">{shows}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
