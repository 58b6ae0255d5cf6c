import { describe, expect, it } from 'vitest';
import { presetScenario } from '../scenario/presets';
import { LESSONS, lessonOf } from './lessons';

describe('lessons', () => {
  it('offers the two seed examples, a cascade, a tie at the same end and pending resolution', () => {
    expect(LESSONS.map((lesson) => lesson.title)).toEqual([
      'Seed example 1',
      'Seed example 2',
      'Cascade',
      'Tie at the same end',
      'Pending resolution',
    ]);
  });

  it('recognises a lesson by its scenario, whatever order the fields came in', () => {
    const scenario = presetScenario('Identical windows');
    const reordered = { operations: scenario.operations.map((operation) => ({ ...operation })), policy: scenario.policy };
    expect(lessonOf(reordered)?.title).toBe('Tie at the same end');
  });

  it('no longer claims a lesson once its scenario is edited', () => {
    const scenario = presetScenario('Seed example 2');
    expect(lessonOf({ ...scenario, operations: scenario.operations.slice(0, 2) })).toBeNull();
  });
});
