/** Teaching mode on the page: playback controls above the narration of the current step. */
import { Narration } from './Narration';
import { Playback } from './Playback';
import '../styles/teaching.css';

export function TeachingPanel() {
  return (
    <div className="teaching">
      <Playback />
      <Narration />
    </div>
  );
}
