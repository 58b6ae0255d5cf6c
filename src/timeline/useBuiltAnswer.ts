/**
 * Holds a new answer back from the timeline until its model is built, building it in
 * slices (timelineModel.ts): at 20,000 operations the model took one task of 30-100 ms,
 * the longest the page ran while loading. The timeline keeps drawing the answer before
 * meanwhile; an answer overtaken by a newer one is never finished.
 */
import { useEffect, useRef, useState } from 'react';
import type { Operation } from '../scenario/types';
import type { ComputeResult } from '../worker/protocol';
import { builtTimelineModel, timelineModelInSlices } from './timelineModel';

interface Answer {
  derived: ComputeResult | null;
  operations: readonly Operation[];
}

export function useBuiltAnswer<A extends Answer>(answer: A): A {
  const [built, setBuilt] = useState(answer);
  const lastBuilt = useRef(built);
  useEffect(() => {
    lastBuilt.current = built;
  }, [built]);
  useEffect(() => {
    const { derived, operations } = answer;
    if (derived === null || builtTimelineModel(derived, operations) !== null) {
      setBuilt(answer);
      return;
    }
    let stale = false;
    const before = lastBuilt.current;
    // The model drawn now: whatever the new one shares with it is kept (fewer bars redrawn).
    const previous = before.derived === null ? null : builtTimelineModel(before.derived, before.operations);
    void timelineModelInSlices(derived, operations, previous, () => stale).then((model) => {
      if (model !== null && !stale) setBuilt(answer);
    });
    return () => {
      stale = true;
    };
  }, [answer]);
  return built;
}
