/** "Undo" and "Redo" over scenario edits, each disabled when there is nothing to move to. */
import { useLabStore } from '../store';
import { useUndoKeys } from './useUndoKeys';

export function UndoRedoButtons() {
  useUndoKeys();
  const undoLabel = useLabStore((state) => state.undoStack.at(-1)?.label ?? null);
  const redoLabel = useLabStore((state) => state.redoStack.at(-1)?.label ?? null);
  return (
    <div className="share-group" role="group" aria-label="History">
      <button
        type="button"
        disabled={undoLabel === null}
        title={undoLabel === null ? 'Nothing to undo' : `Undo: ${undoLabel} (Ctrl+Z)`}
        onClick={() => useLabStore.getState().undo()}
      >
        Undo
      </button>
      <button
        type="button"
        disabled={redoLabel === null}
        title={redoLabel === null ? 'Nothing to redo' : `Redo: ${redoLabel} (Ctrl+Shift+Z)`}
        onClick={() => useLabStore.getState().redo()}
      >
        Redo
      </button>
    </div>
  );
}
