/**
 * "Lesson": opens one of the teaching presets at step 0, where its goal is stated, ready to
 * step through. Shows the lesson the scenario on screen is, if any (see lessonOf). A lesson
 * reached by arrow keys opens once the keys rest (useKeyedChoice.ts).
 */
import { useMemo } from 'react';
import { useLabStore } from '../store';
import { LESSONS, lessonOf } from '../teaching/lessons';
import { useKeyedChoice } from './useKeyedChoice';

const NO_LESSON = '';

function openLesson(title: string): void {
  const lesson = LESSONS.find((candidate) => candidate.title === title);
  const state = useLabStore.getState();
  // Keys that come back to the lesson on screen leave it where it is.
  if (lesson === undefined || lessonOf(state.scenario)?.title === title) return;
  state.loadPreset(lesson.preset);
  state.goToStep(0);
}

export function LessonSelect() {
  const scenario = useLabStore((state) => state.scenario);
  const current = useMemo(() => lessonOf(scenario), [scenario]);
  const { shown, handlers } = useKeyedChoice(openLesson);
  return (
    <div className="header-control">
      <label htmlFor="lesson-select">Lesson</label>
      <select id="lesson-select" value={shown ?? current?.title ?? NO_LESSON} {...handlers}>
        {/* Short: its label already says "Lesson". */}
        <option value={NO_LESSON} disabled>
          Choose…
        </option>
        {LESSONS.map((lesson) => (
          <option key={lesson.title} value={lesson.title}>
            {lesson.title}
          </option>
        ))}
      </select>
    </div>
  );
}
