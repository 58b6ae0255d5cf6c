// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLabStore } from '../store';
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
    expect(rowTexts(table)).toEqual(['1 | g1 | [0, 10] | 100 | 80', '2 | g2 | [5, 15] | 50 | not needed']);
  });
});
