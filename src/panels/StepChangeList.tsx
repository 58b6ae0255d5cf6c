/**
 * "What changed" at the current step, as Python Tutor highlights the line that just ran:
 * the arrival first, then every draw or status it moved. The same changes are highlighted
 * on the timeline (data-changed), so the list and the picture point at the same marks.
 *
 * A grant in the past can move the draws of hundreds of consumptions: the list then shows
 * the first few and a button for the rest, so the panel stays readable (and a screen
 * reader does not announce hundreds of lines) until someone asks for them all.
 */
import { useState } from 'react';
import type { StepChange } from '../teaching/stepChanges';
import { PhraseText } from '../text/IdText';
import { formatNumber } from '../text/formatNumber';

export const CHANGES_SHOWN_FIRST = 12;

function ChangeItems({ changes }: { changes: readonly StepChange[] }) {
  return changes.map((change) => (
    <li key={`${change.target}:${change.id}`} className={`step-change kind-${change.kind}`} data-arrived={change.arrived ? 'true' : undefined}>
      <PhraseText phrase={change.text} />
    </li>
  ));
}

export function StepChangeList({ changes }: { changes: readonly StepChange[] }) {
  // Which list was expanded: another step's changes start folded again.
  const [expandedFor, setExpandedFor] = useState<readonly StepChange[] | null>(null);
  if (changes.length === 0) return null;
  const folded = expandedFor !== changes && changes.length > CHANGES_SHOWN_FIRST;
  return (
    <div className="step-changes">
      <h4 id="step-changes-title">What changed</h4>
      <ul aria-labelledby="step-changes-title">
        <ChangeItems changes={folded ? changes.slice(0, CHANGES_SHOWN_FIRST) : changes} />
      </ul>
      {folded && (
        <button type="button" className="step-changes-more" onClick={() => setExpandedFor(changes)}>
          Show all {formatNumber(changes.length)} changes ({formatNumber(changes.length - CHANGES_SHOWN_FIRST)} more)
        </button>
      )}
    </div>
  );
}
