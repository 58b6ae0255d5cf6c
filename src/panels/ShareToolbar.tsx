/** The header's sharing tools: undo/redo, copy link (with the long-link warning), export, import, recent scenarios. */
import { CopyLinkControl, LinkLengthWarning } from './CopyLinkControl';
import { RecentMenu } from './RecentMenu';
import { ScenarioFileButtons } from './ScenarioFileButtons';
import { UndoRedoButtons } from './UndoRedoButtons';
import './shareToolbar.css';

export function ShareToolbar() {
  return (
    <div className="share-toolbar">
      <UndoRedoButtons />
      <CopyLinkControl />
      <ScenarioFileButtons />
      <RecentMenu />
      <LinkLengthWarning />
    </div>
  );
}
