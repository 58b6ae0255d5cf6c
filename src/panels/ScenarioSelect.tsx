/**
 * Loads a preset scenario; shows "Custom" once the scenario has been edited by hand.
 *
 * Chromium changes a closed select's value on every arrow key, so loading on each change
 * opened every preset passed on the way (and listed each under Recent). A preset reached by
 * keys is shown at once but loaded only once the keys rest, or on Enter or leaving the field;
 * a pick with the pointer, or from the open list, loads at once.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { isPresetName, PRESET_NAMES, type PresetName } from '../scenario/presets';
import { useLabStore } from '../store';

const CUSTOM_VALUE = '';
/** How long the keys rest on a preset before it loads. */
export const KEYED_PRESET_DELAY_MS = 700;
/** Keys that move a closed select's value (type-ahead letters too, below). */
const MOVING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End']);

function movesValue(event: KeyboardEvent<HTMLSelectElement>): boolean {
  return MOVING_KEYS.has(event.key) || (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey);
}

export function ScenarioSelect() {
  const loadedPreset = useLabStore((state) => state.loadedPreset);
  // A preset reached by keys and not loaded yet.
  const [keyed, setKeyed] = useState<PresetName | null>(null);
  const keysMoving = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = (name: PresetName | null) => {
    clearTimeout(timer.current);
    setKeyed(null);
    if (name !== null && name !== useLabStore.getState().loadedPreset) useLabStore.getState().loadPreset(name);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter' && keyed !== null) {
      event.preventDefault();
      load(keyed);
      return;
    }
    keysMoving.current = movesValue(event);
  };

  return (
    <div className="header-control">
      <label htmlFor="scenario-select">Scenario</label>
      <select
        id="scenario-select"
        value={keyed ?? loadedPreset ?? CUSTOM_VALUE}
        onKeyDown={onKeyDown}
        onBlur={() => keyed !== null && load(keyed)}
        onChange={(event) => {
          const name = event.target.value;
          if (!isPresetName(name)) return;
          if (!keysMoving.current) return load(name);
          keysMoving.current = false;
          setKeyed(name);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => load(name), KEYED_PRESET_DELAY_MS);
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
