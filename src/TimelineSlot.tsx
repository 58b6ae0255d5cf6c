/**
 * The timeline with the drag what-if layer mounted in the slot it reserves for ghosts.
 * Kept apart from App.tsx so the layout stays a plain list of panels.
 */
import { DragLayer } from './drag/DragLayer';
import { Timeline } from './timeline/Timeline';

export function TimelineSlot() {
  return <Timeline ghostLayer={<DragLayer />} />;
}
