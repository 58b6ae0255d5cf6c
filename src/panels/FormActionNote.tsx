/**
 * Says, next to the form, what its last add or edit did: a retry that changed nothing, a
 * refused or queued consumption with why and what would make it fit, and for an edit every
 * consumption whose outcome it changed ("c3: accepted → refused"). A delete from the event
 * log is told under the form of the deleted operation's kind, the same way. A polite live
 * region (no status role, which the drag handle's line holds in the same form): news, not
 * an error.
 */
import type { Operation } from '../scenario/types';
import { refusalBlocks } from '../teaching/refusalText';
import { PhraseId } from '../text/IdText';
import type { EditChange } from '../worker/protocol';
import type { FormActionEffect } from './formActionEffect';
import { RefusalBlocks } from './RefusalBlocks';
import { statusWord } from './statusWords';
import { useFormActionEffect } from './useFormActionEffect';
import './feedback.css';

/** "c3: accepted → refused", one item per consumption. */
function OutcomeChangeList({ changes }: { changes: readonly EditChange[] }) {
  return (
    <ul className="outcome-changes" aria-label="Changed outcomes">
      {changes.map((change) => (
        <li key={change.id} data-changed-consumption-id={change.id}>
          <PhraseId id={change.id} />: {statusWord(change.before)} → {statusWord(change.after)}
        </li>
      ))}
    </ul>
  );
}

function EditNote({ effect, operation }: { effect: FormActionEffect; operation: Operation }) {
  if (effect.action.before === null) return null;
  const deleted = effect.action.kind === 'delete';
  return (
    <>
      <p>
        {deleted ? 'Deleted' : 'Saved'} <PhraseId id={operation.id} />.{' '}
        {effect.changes.length === 0 ? 'No outcome changed.' : `Outcomes this ${deleted ? 'delete' : 'edit'} changed:`}
      </p>
      {effect.changes.length > 0 && <OutcomeChangeList changes={effect.changes} />}
    </>
  );
}

function RefusalNote({ effect }: { effect: FormActionEffect }) {
  if (effect.refusal === null) return null;
  const arrivalNumber = effect.action.operationIndex + 1;
  const context = { arrivalNumber, appliedCount: arrivalNumber, status: effect.refusalStatus };
  return <RefusalBlocks blocks={refusalBlocks({ atArrival: effect.refusal, now: effect.refusal }, context)} />;
}

/**
 * Shown under the form of the kind the last action was about. The live region stays in
 * the page, empty when there is nothing to say, so what it says next is announced.
 */
export function FormActionNote({ kind }: { kind: Operation['kind'] }) {
  const effect = useFormActionEffect();
  const operation = effect?.action.deleted ?? effect?.action.scenario.operations[effect.action.operationIndex];
  const shown = effect !== null && operation?.kind === kind;
  return (
    <div className="form-action-note" aria-live="polite">
      {shown && effect.retryOf !== null && (
        <p>
          <PhraseId id={operation.id} /> arrived again with the same values: a retry of #{effect.retryOf}, so nothing changed.
        </p>
      )}
      {shown && effect.action.kind !== 'add' && <EditNote effect={effect} operation={operation} />}
      {shown && <RefusalNote effect={effect} />}
    </div>
  );
}
