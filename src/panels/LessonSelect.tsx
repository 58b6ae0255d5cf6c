/**
 * "Lesson": opens one of the teaching presets at step 0, where its goal is stated, ready to
 * step through. Shows the lesson the scenario on screen is, if any (see lessonOf).
 */
import { useMemo } from 'react';
import { useLabStore } from '../store';
import { LESSONS, lessonOf } from '../teaching/lessons';

const NO_LESSON = '';

function openLesson(title: string): void {
  const lesson = LESSONS.find((candidate) => candidate.title === title);
  if (lesson === undefined) return;
  const state = useLabStore.getState();
  state.loadPreset(lesson.preset);
  state.goToStep(0);
}

export function LessonSelect() {
  const scenario = useLabStore((state) => state.scenario);
  const current = useMemo(() => lessonOf(scenario), [scenario]);
  return (
    <div className="header-control">
      <label htmlFor="lesson-select">Lesson</label>
      <select id="lesson-select" value={current?.title ?? NO_LESSON} onChange={(event) => openLesson(event.target.value)}>
        {/* Short: the header keeps the select to 10em, and its label already says "Lesson". */}
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
