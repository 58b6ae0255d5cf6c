/** Teaching mode on the page: playback controls and the open question beside the narration of the current step. */
import { Narration } from './Narration';
import { Playback } from './Playback';
import { QuestionPanel } from './Prediction';
import '../styles/teaching.css';

export function TeachingPanel() {
  return (
    <div className="teaching">
      <div className="teaching-controls">
        <Playback />
        <QuestionPanel />
      </div>
      <Narration />
    </div>
  );
}
