/**
 * "Copy link": copies the full link to the current scenario and view. Where the clipboard is
 * refused (no permission, insecure origin), the link is shown selected in a box to copy by
 * hand. A long copied link gets a warning (LinkLengthWarning), since chat tools cut them.
 */
import { useState } from 'react';
import { linkLengthWarning } from '../scenario/codec';
import { LINK_LENGTH_MAX } from '../scenario/limits';
import { writeScenarioHash, shareLinkFor } from '../share/urlSync';
import { useLabStore } from '../store';
import { ManualCopyField } from './ManualCopyField';

type CopyState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'too-long' } | { kind: 'manual'; link: string };

async function copyCurrentLink(): Promise<CopyState> {
  // The address bar is brought up to date too, so what is copied is what the page shows.
  writeScenarioHash(useLabStore, window);
  const link = shareLinkFor(useLabStore.getState(), window.location);
  useLabStore.getState().setCopiedLink({ scenario: useLabStore.getState().scenario, length: link.length });
  // A link that would not open is worse than none: the warning below says to use Export.
  if (link.length > LINK_LENGTH_MAX) return { kind: 'too-long' };
  try {
    await navigator.clipboard.writeText(link);
    return { kind: 'copied' };
  } catch {
    return { kind: 'manual', link };
  }
}

export function CopyLinkControl() {
  const [copyState, setCopyState] = useState<CopyState>({ kind: 'idle' });
  // "Link copied" is about the scenario as it was copied: after an edit, that link is old.
  const copiedIsCurrent = useLabStore((state) => state.copiedLink?.scenario === state.scenario);
  const status = copiedIsCurrent ? copyState.kind : 'idle';
  return (
    <div className="share-group">
      <button type="button" onClick={() => void copyCurrentLink().then(setCopyState)}>
        Copy link
      </button>
      <span role="status" className="share-status" data-outcome={status === 'too-long' ? 'not-copied' : undefined}>
        {status === 'copied' ? 'Link copied' : status === 'too-long' ? 'Not copied: too large for a link' : ''}
      </span>
      {copyState.kind === 'manual' && (
        <ManualCopyField link={copyState.link} onClose={() => setCopyState({ kind: 'idle' })} />
      )}
    </div>
  );
}

/** Shown under the toolbar after Copy link, when that link is long enough for chat tools to cut. */
export function LinkLengthWarning() {
  const warning = linkLengthWarning(
    useLabStore((state) => (state.copiedLink?.scenario === state.scenario ? state.copiedLink.length : 0)),
  );
  return warning === null ? null : <p className="share-warning">{warning}</p>;
}
