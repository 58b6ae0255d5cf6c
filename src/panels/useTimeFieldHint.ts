/** The hint under each time field of a form (timeText.ts), in the scenario's Unix unit. */
import { useMemo } from 'react';
import { useLabStore } from '../store';
import { scenarioUnixUnit, timeFieldHint } from '../scenario/timeText';

export function useTimeFieldHint<Name extends string>(timeFields: readonly Name[]): (name: Name, text: string) => string | null {
  const operations = useLabStore((state) => state.scenario.operations);
  const unit = useMemo(() => scenarioUnixUnit(operations), [operations]);
  return (name, text) => (timeFields.includes(name) ? timeFieldHint(text, unit) : null);
}
