/**
 * Lessons: presets worth stepping through in front of a class, each with the one idea it
 * teaches. A scenario is recognised as a lesson by its content, so a shared link to a lesson
 * shows the goal too, and an edited lesson (a different scenario) no longer claims it.
 */
import { sameScenario } from '../scenario/equality';
import { presetScenario, type PresetName } from '../scenario/presets';
import type { Scenario } from '../scenario/types';

export interface Lesson {
  title: string;
  preset: PresetName;
  /** One line, shown at step 0. */
  goal: string;
}

export const LESSONS: readonly Lesson[] = [
  {
    title: 'Seed example 1',
    preset: 'Seed example 1',
    goal: 'The grant that expires first pays first, and a grant that has ended pays nothing.',
  },
  {
    title: 'Seed example 2',
    preset: 'Seed example 2',
    goal: 'A consumption can be refused while credit is on hand, because a later one is already promised it.',
  },
  {
    title: 'Cascade',
    preset: 'Cascade',
    goal: 'When the first grant runs out, EDF spills into the next one, and that spill can break a later consumption.',
  },
  {
    title: 'Tie at the same end',
    preset: 'Identical windows',
    goal: 'Grants that end at the same time are drawn in id order, whatever order they arrived in.',
  },
  {
    title: 'Pending resolution',
    preset: 'Pending resolution',
    goal: 'Under the pending policy a refused consumption waits, and each new grant retries the queue oldest first.',
  },
];

/** The lesson whose preset is exactly `scenario`, or null. */
export function lessonOf(scenario: Scenario): Lesson | null {
  return LESSONS.find((lesson) => sameScenario(presetScenario(lesson.preset), scenario)) ?? null;
}
