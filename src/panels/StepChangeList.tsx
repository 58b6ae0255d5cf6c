/**
 * "What changed" at the current step, as Python Tutor highlights the line that just ran:
 * the arrival first, then every draw or status it moved. The same changes are highlighted
 * on the timeline (data-changed), so the list and the picture point at the same marks.
 */
import type { StepChange } from '../teaching/stepChanges';
import { PhraseText } from '../text/IdText';

export function StepChangeList({ changes }: { changes: readonly StepChange[] }) {
  if (changes.length === 0) return null;
  return (
    <div className="step-changes">
      <h4 id="step-changes-title">What changed</h4>
      <ul aria-labelledby="step-changes-title">
        {changes.map((change) => (
          <li key={`${change.target}:${change.id}`} className={`step-change kind-${change.kind}`} data-arrived={change.arrived ? 'true' : undefined}>
            <PhraseText phrase={change.text} />
          </li>
        ))}
      </ul>
    </div>
  );
}
