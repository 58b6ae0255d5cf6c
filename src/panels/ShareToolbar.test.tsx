// @vitest-environment jsdom
import { File as NodeFile } from 'node:buffer';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINK_WARNING_LENGTH } from '../scenario/limits';
import { scenarioToFileText } from '../scenario/fileIo';
import { useLabStore } from '../store';
import { EMPTY_SCENARIO } from '../store/scenarioSlice';
import { ShareAlert } from './ShareAlert';
import { ShareToolbar } from './ShareToolbar';

vi.mock('../store', () => import('./testing/inProcessStore'));

const grant = { kind: 'grant', id: 'g1', amount: 100, start: 0, end: 10 } as const;

function stubClipboard(writeText: (text: string) => Promise<void>): void {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

/** Node's File, because jsdom's cannot be read with `text()`; the browser's can. */
function chooseFile(text: string): void {
  const file = new NodeFile([text], 'scenario.json', { type: 'application/json' });
  fireEvent.change(screen.getByLabelText('Import file'), { target: { files: [file] } });
}

beforeEach(() => {
  act(() => {
    useLabStore.setState({ scenario: EMPTY_SCENARIO, shareProblem: null, linkLength: 0, copiedLink: null });
    // Separately: the history records the scenario change above, which must not survive.
    useLabStore.setState({ undoStack: [], redoStack: [] });
  });
  render(
    <>
      <ShareToolbar />
      <ShareAlert />
    </>,
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ShareToolbar', () => {
  it('disables Undo while there is nothing to undo', () => {
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
  });

  it('undoes the last edit with the Undo button', () => {
    act(() => useLabStore.getState().addOperation(grant));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(useLabStore.getState().scenario.operations).toEqual([]);
  });

  it('undoes with Ctrl+Z outside text fields', () => {
    act(() => useLabStore.getState().addOperation(grant));
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(useLabStore.getState().scenario.operations).toEqual([]);
  });

  it('leaves Ctrl+Z inside a text field to the field', () => {
    act(() => useLabStore.getState().addOperation(grant));
    const field = document.body.appendChild(document.createElement('input'));
    fireEvent.keyDown(field, { key: 'z', ctrlKey: true });
    field.remove();
    expect(useLabStore.getState().scenario.operations).toEqual([grant]);
  });

  it('copies the full link and says so', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    act(() => useLabStore.getState().addOperation(grant));
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByText('Link copied');
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    act(() => useLabStore.getState().addOperation({ ...grant, id: 'g-after' }));
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it('shows the link in a box to copy by hand when the clipboard is refused', async () => {
    stubClipboard(async () => Promise.reject(new Error('denied')));
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByLabelText('Copy this link:')).toHaveProperty('value', window.location.href);
  });

  it(`warns after Copy link when the link passes ${LINK_WARNING_LENGTH} characters, and not before`, async () => {
    stubClipboard(async () => {});
    // Random ids barely compress, so 150 of them make a link of several thousand characters.
    const operations = Array.from({ length: 150 }, () => ({ ...grant, id: crypto.randomUUID() }));
    act(() => {
      useLabStore.getState().editScenario({ policy: 'reject', operations });
    });
    expect(screen.queryByText(/chat tools may cut it/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByText('Link copied');
    expect(screen.getByText(/chat tools may cut it\. Use Export instead\./).textContent).toMatch(/^This link is \d+ characters;/);
  });

  it('says "Not copied" in the error colour when the link is too large to open', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    // Random ids barely compress: 8,000 of them make a link past the 200,000 characters a link may have.
    const operations = Array.from({ length: 8_000 }, () => ({ ...grant, id: crypto.randomUUID() }));
    act(() => {
      useLabStore.getState().editScenario({ policy: 'reject', operations });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    const status = await screen.findByText('Not copied: too large for a link');
    expect(status.getAttribute('data-outcome')).toBe('not-copied');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('takes the warning away with the next edit', async () => {
    act(() => useLabStore.getState().setCopiedLink({ scenario: useLabStore.getState().scenario, length: LINK_WARNING_LENGTH + 500 }));
    expect(screen.getByText(/chat tools may cut it/)).toBeTruthy();
    act(() => useLabStore.getState().addOperation(grant));
    expect(screen.queryByText(/chat tools may cut it/)).toBeNull();
  });

  it('imports a scenario file as an undoable edit', async () => {
    chooseFile(scenarioToFileText({ policy: 'pending', operations: [grant] }));
    await waitFor(() => expect(useLabStore.getState().scenario).toEqual({ policy: 'pending', operations: [grant] }));
    expect(useLabStore.getState().undoStack).toHaveLength(1);
  });

  it('names the problem of a bad file in an alert', async () => {
    chooseFile(scenarioToFileText({ policy: 'reject', operations: [grant] }).replace('"amount":100', '"amount":0'));
    expect((await screen.findByRole('alert')).textContent).toContain('Import failed: operation 1: amount must be at least 1.');
  });
});

describe('ShareAlert', () => {
  it('offers an empty scenario for a broken link, and opens it', () => {
    act(() => {
      useLabStore.getState().addOperation(grant);
      useLabStore.getState().reportShareProblem({ message: 'This link cannot be opened: x.', fromLink: true });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open empty scenario' }));
    expect([useLabStore.getState().scenario.operations, screen.queryByRole('alert')]).toEqual([[], null]);
  });

  it('renders markup from a link as plain text', () => {
    const message = 'operation 1: grant id "<img src=x onerror=alert(1)>" was already used';
    act(() => useLabStore.getState().reportShareProblem({ message, fromLink: true }));
    expect([screen.getByRole('alert').querySelector('img'), screen.getByText(message)]).toEqual([null, expect.anything()]);
  });
});
