// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLabStore } from '../store';
import { childNodesOf, HEBREW_CONSUMPTION_ID, OVERRIDE_GRANT_ID } from '../text/testing/bidiIds';
import { DrawExplanation } from './DrawExplanation';

vi.mock('../store', () => import('./testing/inProcessStore'));

afterEach(cleanup);

function rowTexts(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent).join(' | '));
}

describe('DrawExplanation', () => {
  it('shows the EDF queue of a selected consumption with what each grant had and gave', async () => {
    act(() => {
      useLabStore.getState().loadPreset('Seed example 1');
      useLabStore.getState().selectConsumption('c1');
    });
    render(<DrawExplanation />);
    const table = await screen.findByRole('table', { name: 'EDF priority queue at t=6' });
    // The window last: the widest cell, after the numbers, where a narrow table scrolls.
    expect(rowTexts(table)).toEqual(['1 | g1 | 100 | 80 | [0, 10]', '2 | g2 | 50 | not needed | [5, 15]']);
  });

  it('isolates right-to-left and override ids in the sentence and the queue, leaving the figures outside', async () => {
    act(() => {
      useLabStore.getState().editScenario({
        policy: 'reject',
        operations: [
          { kind: 'grant', id: OVERRIDE_GRANT_ID, amount: 100, start: 0, end: 10 },
          { kind: 'consume', id: HEBREW_CONSUMPTION_ID, amount: 30, timestamp: 2 },
        ],
      });
      useLabStore.getState().selectConsumption(HEBREW_CONSUMPTION_ID);
    });
    render(<DrawExplanation />);
    const table = await screen.findByRole('table', { name: 'EDF priority queue at t=2' });
    expect(childNodesOf(within(table).getByRole('rowheader'))).toEqual([['BDI', OVERRIDE_GRANT_ID]]);
    expect(rowTexts(table)).toEqual([`1 | ${OVERRIDE_GRANT_ID} | 100 | 30 | [0, 10]`]);
    const name = screen.getByText(HEBREW_CONSUMPTION_ID);
    expect([name.tagName, name.parentElement?.tagName]).toEqual(['BDI', 'STRONG']);
  });

  it('tells why a selected refused consumption holds no credit and what would make it fit now', async () => {
    act(() => {
      useLabStore.getState().loadPreset('Seed example 1');
      useLabStore.getState().selectConsumption('c2');
    });
    render(<DrawExplanation />);
    expect(await screen.findByText('Refused at arrival (#4)')).toBeTruthy();
    expect(screen.getByText('Now, after #5')).toBeTruthy();
    expect(screen.getByText('It would fit with 50 fewer, or with a grant of 50 covering t=11.')).toBeTruthy();
  });

  it('with nothing selected, explains a refused last operation', async () => {
    act(() => {
      useLabStore.getState().loadPreset('Seed example 2');
      useLabStore.getState().selectConsumption(null);
    });
    render(<DrawExplanation />);
    expect(await screen.findByText('It would fit without breaking anything with 10 fewer, or with a grant of 10 covering t=2.')).toBeTruthy();
  });

  it('with nothing selected, heads a waiting one repeated unchanged with the arrival that queued it', async () => {
    act(() => {
      useLabStore.getState().loadPreset('Pending resolution');
      useLabStore.getState().selectConsumption(null);
      useLabStore.getState().goToStep(6);
    });
    render(<DrawExplanation />);
    expect(await screen.findByText('Still waiting after #6, which repeated #4 unchanged')).toBeTruthy();
  });
});
