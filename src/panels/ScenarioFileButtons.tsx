/**
 * "Export" downloads the scenario as a JSON file; "Import" opens one, or a spreadsheet's CSV
 * (scenario/csvScenario.ts), validated like a link.
 */
import { useRef } from 'react';
import { nextTask } from '../nextTask';
import { downloadScenarioFile } from '../scenario/fileIo';
import { readScenarioFileOffThread } from '../share/offThreadCodec';
import { useLabStore } from '../store';

async function importFile(file: File): Promise<void> {
  // A CSV holds no policy: it keeps the one the page has.
  const result = await readScenarioFileOffThread(file, useLabStore.getState().scenario.policy);
  // Opened in a task of its own: receiving 20,000 operations from the worker is one task's
  // worth already, and opening them (freezing, posting to the ledger worker, drawing) another.
  await nextTask();
  const state = useLabStore.getState();
  if (!result.ok) {
    state.reportShareProblem({ message: `Import failed: ${result.error}.`, fromLink: false });
    return;
  }
  // An earlier problem is over; one reported as the file opens (the scenario it replaces
  // could not be saved, say) must stay on screen.
  state.dismissShareProblem();
  // A file opens as a new saved document; the scenario it replaces stays under Recent.
  if (!state.editScenario(result.scenario, `Import ${file.name}`, { newDocument: true })) return;
  state.goToStep(result.scenario.operations.length);
  state.setVisibleRange(null);
}

export function ScenarioFileButtons() {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className="share-group">
      <button type="button" onClick={() => downloadScenarioFile(useLabStore.getState().scenario)}>
        Export
      </button>
      <button type="button" onClick={() => fileInput.current?.click()}>
        Import
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json,.csv,text/csv"
        aria-label="Import file"
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so choosing the same file again still fires a change.
          event.currentTarget.value = '';
          if (file) void importFile(file);
        }}
      />
    </div>
  );
}
