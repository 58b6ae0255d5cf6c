// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Scenario } from '../scenario/types';
import { refreshSavedScenarios } from '../share/documents';
import { dataKey, metaKey } from '../share/savedScenarios';
import { saveDocument, storedScenarioNames } from '../share/testing/savedDocuments';
import { useLabStore } from '../store';
import { EMPTY_SCENARIO } from '../store/scenarioSlice';
import { RecentMenu } from './RecentMenu';
import { ShareAlert } from './ShareAlert';

vi.mock('../store', () => import('./testing/inProcessStore'));

const mine: Scenario = { policy: 'reject', operations: [{ kind: 'grant', id: 'mine', amount: 5, start: 0, end: 5 }] };
const theirs: Scenario = { policy: 'pending', operations: [{ kind: 'grant', id: 'theirs', amount: 7, start: 1, end: 9 }] };

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(Date, 'now').mockReturnValueOnce(1_000).mockReturnValueOnce(2_000);
  saveDocument('mine', mine, 0, 'My plan');
  saveDocument('theirs', theirs, 0, 'Their plan');
  vi.restoreAllMocks();
  act(() => {
    useLabStore.setState({ scenario: EMPTY_SCENARIO, document: null, shareProblem: null });
    refreshSavedScenarios(useLabStore, window.localStorage);
  });
  render(
    <>
      <RecentMenu />
      <ShareAlert />
    </>,
  );
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function recentPanel() {
  // jsdom does not toggle <details> on a click; the browser does (see e2e/never-lose-work.spec.ts).
  const details = screen.getByText('Recent').closest('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
  return within(screen.getByRole('group', { name: 'Recent work' }));
}

describe('RecentMenu', () => {
  it('shows a save time no date can show as unknown, not "Invalid Date"', () => {
    const meta = JSON.parse(window.localStorage.getItem(metaKey('mine'))!);
    window.localStorage.setItem(metaKey('mine'), JSON.stringify({ ...meta, savedAt: 9e15 }));
    act(() => refreshSavedScenarios(useLabStore, window.localStorage));
    const row = recentPanel().getByRole('button', { name: /^My plan/ });
    expect(row.textContent).toContain('time unknown');
    expect(row.textContent).not.toContain('Invalid');
  });

  it('lists every saved scenario with its size', () => {
    const panel = recentPanel();
    expect(panel.getByRole('button', { name: /^My plan.*1 operation/ })).toBeTruthy();
    expect(panel.getByRole('button', { name: /^Their plan/ })).toBeTruthy();
  });

  it('opens a saved scenario in this tab, which then writes to it', () => {
    fireEvent.click(recentPanel().getByRole('button', { name: /^My plan/ }));
    expect([useLabStore.getState().scenario, useLabStore.getState().document?.id]).toEqual([mine, 'mine']);
  });

  it('closes on Escape and gives focus back to "Recent"', () => {
    const panel = recentPanel();
    fireEvent.keyDown(panel.getByRole('button', { name: /^My plan/ }), { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Recent work' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('Recent'));
  });

  it('deletes only after a second, explicit click', () => {
    const panel = recentPanel();
    fireEvent.click(panel.getByRole('button', { name: 'Delete My plan' }));
    expect(storedScenarioNames()).toEqual(['My plan', 'Their plan']);
    fireEvent.click(panel.getByRole('button', { name: 'Confirm delete My plan' }));
    expect(storedScenarioNames()).toEqual(['Their plan']);
  });
});

describe('ShareAlert for a broken link', () => {
  it('offers the saved scenario back, and opens the newest', () => {
    act(() => useLabStore.getState().reportShareProblem({ message: 'This link cannot be opened: x.', fromLink: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Restore autosaved scenario' }));
    expect([useLabStore.getState().document?.name, screen.queryByRole('alert')]).toEqual(['Their plan', null]);
  });

  it('says that a damaged newest save it passed over was moved aside, and opens the next', () => {
    window.localStorage.setItem(dataKey('theirs'), '2.damaged-by-hand');
    act(() => useLabStore.getState().reportShareProblem({ message: 'This link cannot be opened: x.', fromLink: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Restore autosaved scenario' }));
    expect(useLabStore.getState().document?.name).toBe('My plan');
    expect(screen.getByRole('alert').textContent).toMatch(/could not be read .*moved aside, not deleted/);
  });
});
