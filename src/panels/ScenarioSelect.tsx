/** Loads a preset scenario; shows "Custom" once the scenario has been edited by hand. */
import { isPresetName, PRESET_NAMES } from '../scenario/presets';
import { useLabStore } from '../store';

const CUSTOM_VALUE = '';

export function ScenarioSelect() {
  const loadedPreset = useLabStore((state) => state.loadedPreset);
  return (
    <div className="header-control">
      <label htmlFor="scenario-select">Scenario</label>
      <select
        id="scenario-select"
        value={loadedPreset ?? CUSTOM_VALUE}
        onChange={(event) => {
          if (isPresetName(event.target.value)) useLabStore.getState().loadPreset(event.target.value);
        }}
      >
        <option value={CUSTOM_VALUE} disabled>
          Custom
        </option>
        {PRESET_NAMES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
