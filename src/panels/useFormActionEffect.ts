/** The effect of the last form action, for the form's note and the event log. */
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useLabStore } from '../store';
import { formActionEffect, type FormActionEffect } from './formActionEffect';

export function useFormActionEffect(): FormActionEffect | null {
  const { action, derived, current, answered } = useLabStore(
    useShallow((state) => ({
      action: state.lastFormAction,
      derived: state.derived,
      // The note is about the scenario the action produced; any later change retires it.
      current: state.lastFormAction !== null && state.lastFormAction.scenario === state.scenario,
      answered: state.lastFormAction !== null && state.lastFormAction.scenario === state.derivedScenario,
    })),
  );
  return useMemo(() => (action === null || !current ? null : formActionEffect(action, derived, answered)), [action, derived, current, answered]);
}
