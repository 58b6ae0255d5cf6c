/**
 * Two teaching shortcuts beside the step controls: a field to jump straight to step k, and
 * "Share this step", which copies a link that opens at this step in the presentation layout
 * (shown selected to copy by hand where the clipboard is refused).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { stepLinkFor } from '../share/urlSync';
import { useLabStore } from '../store';
import { ManualCopyField } from './ManualCopyField';

type CopyState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; link: string };

async function copyStepLink(): Promise<CopyState> {
  const link = stepLinkFor(useLabStore.getState(), window.location);
  try {
    await navigator.clipboard.writeText(link);
    return { kind: 'copied' };
  } catch {
    return { kind: 'manual', link };
  }
}

/** Why `draft` is not a step to go to, or null when it is one. */
function stepProblem(draft: string, total: number): string | null {
  // An empty or partial number reads as "" in a number field; it must not mean step 0.
  const target = draft.trim() === '' ? Number.NaN : Number(draft);
  return Number.isInteger(target) && target >= 0 && target <= total ? null : `Enter a whole step from 0 to ${total.toLocaleString('en-US')}.`;
}

function JumpToStep({ step, total }: { step: number; total: number }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A step reached another way (keys, buttons) replaces whatever was typed and not sent.
  useEffect(() => {
    setDraft(null);
    setProblem(null);
  }, [step]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft === null) return;
    const found = stepProblem(draft, total);
    setProblem(found);
    if (found !== null) return;
    useLabStore.getState().goToStep(Number(draft));
    setDraft(null);
  };
  return (
    <form className="jump-step" onSubmit={submit} noValidate>
      <label htmlFor="jump-step">Go to step</label>
      <input
        id="jump-step"
        name="jumpStep"
        type="number"
        min={0}
        max={total}
        step={1}
        inputMode="numeric"
        value={draft ?? String(step)}
        aria-invalid={problem !== null}
        aria-describedby={problem !== null ? 'jump-step-problem' : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setProblem(null);
        }}
      />
      <button type="submit">Go</button>
      {problem !== null && (
        <span id="jump-step-problem" role="alert" className="field-error">
          {problem}
        </span>
      )}
    </form>
  );
}

function ShareStepButton() {
  const [copyState, setCopyState] = useState<CopyState>({ kind: 'idle' });
  return (
    <div className="share-step">
      <button type="button" onClick={() => void copyStepLink().then(setCopyState)}>
        Share this step
      </button>
      <span role="status" className="share-status">
        {copyState.kind === 'copied' ? 'Step link copied' : ''}
      </span>
      {copyState.kind === 'manual' && (
        <ManualCopyField link={copyState.link} onClose={() => setCopyState({ kind: 'idle' })} />
      )}
    </div>
  );
}

export function StepTools({ step, total }: { step: number; total: number }) {
  return (
    <>
      <JumpToStep step={step} total={total} />
      <ShareStepButton />
    </>
  );
}
