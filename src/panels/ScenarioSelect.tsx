/**
 * Loads a preset scenario; shows "Custom" once the scenario has been edited by hand. A preset
 * reached by arrow keys loads once the keys rest (useKeyedChoice.ts).
 */
import { isPresetName, PRESET_NAMES } from '../scenario/presets';
import { useLabStore } from '../store';
import { useKeyedChoice } from './useKeyedChoice';

const CUSTOM_VALUE = '';

function loadPreset(name: string): void {
  const state = useLabStore.getState();
  if (isPresetName(name) && name !== state.loadedPreset) state.loadPreset(name);
}

export function ScenarioSelect() {
  const loadedPreset = useLabStore((state) => state.loadedPreset);
  const { shown, handlers } = useKeyedChoice(loadPreset);
  return (
    <div className="header-control">
      <label htmlFor="scenario-select">Scenario</label>
      <select id="scenario-select" value={shown ?? loadedPreset ?? CUSTOM_VALUE} {...handlers}>
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
