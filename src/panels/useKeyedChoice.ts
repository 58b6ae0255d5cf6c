/**
 * A select whose every pick opens something (a preset, a lesson). Chromium changes a closed
 * select's value on every arrow key, so opening on each change opened every option passed on
 * the way (and listed each under Recent). An option reached by keys is shown at once but
 * chosen only once the keys rest, or on Enter or leaving the field; a pick with the pointer,
 * or from the open list, is chosen at once.
 */
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/** How long the keys rest on an option before it is chosen. */
export const KEYED_CHOICE_DELAY_MS = 700;
/** Keys that move a closed select's value (type-ahead letters too, below). */
const MOVING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End']);

function movesValue(event: KeyboardEvent<HTMLSelectElement>): boolean {
  return MOVING_KEYS.has(event.key) || (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey);
}

/** `shown`: the option reached by keys and not chosen yet (null: none); spread `handlers` on the select. */
export function useKeyedChoice(choose: (value: string) => void) {
  const [shown, setShown] = useState<string | null>(null);
  const keysMoving = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const chooseNow = (value: string) => {
    clearTimeout(timer.current);
    setShown(null);
    choose(value);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const handlers = {
    onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
      if (event.key === 'Enter' && shown !== null) {
        event.preventDefault();
        chooseNow(shown);
        return;
      }
      keysMoving.current = movesValue(event);
    },
    onBlur() {
      if (shown !== null) chooseNow(shown);
    },
    onChange(event: ChangeEvent<HTMLSelectElement>) {
      const { value } = event.target;
      if (!keysMoving.current) return chooseNow(value);
      keysMoving.current = false;
      setShown(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => chooseNow(value), KEYED_CHOICE_DELAY_MS);
    },
  };
  return { shown, handlers };
}
