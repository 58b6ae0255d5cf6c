/**
 * The hint under each time field of a form (scenario/timeText.ts), in the scenario's Unix
 * unit; `timeFields` says which day edge a date alone names in each (a window's end: its last).
 */
import { useMemo } from 'react';
import { useLabStore } from '../store';
import { scenarioUnixUnit, timeFieldHint, type DayEdge } from '../scenario/timeText';

export function useTimeFieldHint<Name extends string>(timeFields: Partial<Record<Name, DayEdge>>): (name: Name, text: string) => string | null {
  const operations = useLabStore((state) => state.scenario.operations);
  const unit = useMemo(() => scenarioUnixUnit(operations), [operations]);
  return (name, text) => {
    const edge = timeFields[name];
    return edge === undefined ? null : timeFieldHint(text, unit, edge);
  };
}
