/** The header's sharing tools: undo/redo, copy link (with the long-link warning), export, import. */
import { CopyLinkControl, LinkLengthWarning } from './CopyLinkControl';
import { ScenarioFileButtons } from './ScenarioFileButtons';
import { UndoRedoButtons } from './UndoRedoButtons';
import './shareToolbar.css';

export function ShareToolbar() {
  return (
    <div className="share-toolbar">
      <UndoRedoButtons />
      <CopyLinkControl />
      <ScenarioFileButtons />
      <LinkLengthWarning />
    </div>
  );
}
