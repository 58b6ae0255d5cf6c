/**
 * Mounts the D3 timeline (src/timeline/Timeline.tsx, built by another helper) when it is
 * present. The glob resolves at build time, so the app builds and runs with or without it.
 */
import type { ComponentType, ReactNode } from 'react';
import { DragLayer } from './drag/DragLayer';

const timelineModules = import.meta.glob<{ Timeline: ComponentType<{ ghostLayer?: ReactNode }> }>('./timeline/Timeline.tsx', { eager: true });
const Timeline = Object.values(timelineModules)[0]?.Timeline;

export function TimelineSlot() {
  if (Timeline === undefined) {
    return (
      <section className="panel timeline-placeholder" aria-label="Timeline">
        <p className="muted">The timeline appears here.</p>
      </section>
    );
  }
  return <Timeline ghostLayer={<DragLayer />} />;
}
