/**
 * Undo and redo from the keyboard: Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo.
 * Inside a text field the keys belong to the field's own undo of what is being typed.
 */
import { useEffect } from 'react';
import { useLabStore } from '../store';
import { historyMoveForKey } from './historyKeys';

const TEXT_FIELD_SELECTOR =
  'textarea, [contenteditable=""], [contenteditable="true"], input:not([type=button]):not([type=checkbox]):not([type=radio]):not([type=range]):not([type=file]):not([type=submit])';

function isTypingInTextField(event: KeyboardEvent): boolean {
  return event.target instanceof Element && event.target.closest(TEXT_FIELD_SELECTOR) !== null;
}

function undoKeyHandler(event: KeyboardEvent): void {
  const move = historyMoveForKey(event);
  if (move === null || event.defaultPrevented || isTypingInTextField(event)) return;
  event.preventDefault();
  const state = useLabStore.getState();
  if (move === 'undo') state.undo();
  else state.redo();
}

export function useUndoKeys(): void {
  useEffect(() => {
    window.addEventListener('keydown', undoKeyHandler);
    return () => window.removeEventListener('keydown', undoKeyHandler);
  }, []);
}
