/**
 * Switches the presentation layout: timeline, narration and step controls on one projector
 * screen in large type. Also `view=present` in links and the P key (usePlaybackKeys).
 */
import { useLabStore } from '../store';

export function PresentationToggle() {
  const presenting = useLabStore((state) => state.presenting);
  return (
    <button
      type="button"
      className="presentation-toggle"
      aria-pressed={presenting}
      aria-keyshortcuts="P"
      onClick={() => useLabStore.getState().setPresenting(!presenting)}
    >
      Presentation layout
    </button>
  );
}
