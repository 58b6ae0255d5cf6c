import { describe, expect, it } from 'vitest';
import { historyMoveForKey } from './historyKeys';

const plain = { key: 'z', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };

describe('historyMoveForKey', () => {
  it('undoes on Ctrl+Z', () => {
    expect(historyMoveForKey({ ...plain, ctrlKey: true })).toBe('undo');
  });

  it('undoes on Cmd+Z', () => {
    expect(historyMoveForKey({ ...plain, metaKey: true })).toBe('undo');
  });

  it('redoes on Ctrl+Shift+Z, whose key arrives upper-case', () => {
    expect(historyMoveForKey({ ...plain, key: 'Z', ctrlKey: true, shiftKey: true })).toBe('redo');
  });

  it('redoes on Ctrl+Y', () => {
    expect(historyMoveForKey({ ...plain, key: 'y', ctrlKey: true })).toBe('redo');
  });

  it('ignores Z without a modifier', () => {
    expect(historyMoveForKey(plain)).toBeNull();
  });

  it('ignores Ctrl+Alt+Z, which some keyboard layouts use to type characters', () => {
    expect(historyMoveForKey({ ...plain, ctrlKey: true, altKey: true })).toBeNull();
  });
});
