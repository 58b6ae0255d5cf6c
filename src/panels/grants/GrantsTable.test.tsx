// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Operation } from '../../scenario/types';
import { useLabStore } from '../../store';
import { GRANT_ROWS_PER_PAGE, GrantsTable } from './GrantsTable';

vi.mock('../../store', () => import('../testing/inProcessStore'));

afterEach(cleanup);

const firstColumn = () =>
  within(screen.getByRole('table', { name: 'Grants' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('GrantsTable', () => {
  it('sorts by a column header, says so with aria-sort, and reverses on a second click', async () => {
    act(() => useLabStore.getState().loadPreset('Identical windows'));
    render(<GrantsTable />);
    await screen.findByRole('rowheader', { name: 'b' });
    const header = screen.getByRole('columnheader', { name: /Left/ });
    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn()).toEqual(['b', 'a', 'c']);
    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn()).toEqual(['c', 'b', 'a']);
  });

  it('says it is computing, not that there are no grants, while an import into an empty lab is computed', async () => {
    act(() => useLabStore.getState().loadPreset('Empty'));
    render(<GrantsTable />);
    await screen.findByText('No grants yet.');
    const operations: Operation[] = Array.from({ length: 3 }, (_, index) => ({ kind: 'grant', id: `g${index}`, amount: 5, start: 0, end: 9 }));
    // The store while the worker computes: the scenario is the new one, the answer still the empty lab's.
    act(() => useLabStore.setState({ scenario: { policy: 'reject', operations }, computing: true }));
    expect(screen.getByText('Computing the grants of 3 operations…')).toBeTruthy();
    expect(screen.queryByText('No grants yet.')).toBeNull();
    // Nothing to download yet: the rows would be the empty lab's.
    expect((screen.getByRole('button', { name: 'Download who paid what (CSV)' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('renders one page of rows however many grants there are', async () => {
    const operations: Operation[] = Array.from({ length: 130 }, (_, index) => ({ kind: 'grant', id: `g${index}`, amount: 5, start: 0, end: 9 }));
    act(() => useLabStore.getState().editScenario({ policy: 'reject', operations }));
    render(<GrantsTable />);
    await screen.findByText(`Rows 1–${GRANT_ROWS_PER_PAGE} of 130`);
    expect(firstColumn()).toHaveLength(GRANT_ROWS_PER_PAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(firstColumn()[0]).toBe(`g${GRANT_ROWS_PER_PAGE}`);
  });

  it('names each consumption a grant paid for by a short id, with the whole id in its tooltip', async () => {
    const long = '3f2b8c1e-9a4d-4e7b-8c2f-1d5e6a7b8c9d';
    const operations: Operation[] = [
      { kind: 'grant', id: 'g', amount: 50, start: 0, end: 9 },
      { kind: 'consume', id: long, amount: 7, timestamp: 1 },
    ];
    act(() => useLabStore.getState().editScenario({ policy: 'reject', operations }));
    render(<GrantsTable />);
    const entry = await screen.findByTitle(long);
    expect(entry.textContent).toBe('3f2b8c\u20267b8c9d 7');
  });
});
