// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DrawQueueEntry } from '../ledger/types';
import { DrawQueueTable, foldedRows, QUEUE_ROWS_FOLDED_PAST } from './DrawQueueTable';

afterEach(cleanup);

function queueOf(count: number, drawnAt: number[]): DrawQueueEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    grantId: `g${index}`, start: 0, end: 100 + index, leftBefore: index < 40 ? 0 : 10, drawn: drawnAt.includes(index) ? 5 : 0,
  }));
}

describe('DrawQueueTable', () => {
  it('shows a short queue whole', () => {
    render(<DrawQueueTable caption="queue" queue={queueOf(5, [1])} />);
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('folds a long queue to the grants drawn from and their neighbours, and unfolds on request', () => {
    const queue = queueOf(90, [40, 41]);
    expect(foldedRows(queue)).toEqual([38, 39, 40, 41, 42, 43]);
    render(<DrawQueueTable caption="queue" queue={queue} />);
    expect(screen.getByText('… 38 grants not shown')).toBeTruthy();
    expect(screen.getByText('… 46 grants not shown')).toBeTruthy();
    expect(screen.getAllByRole('row').filter((row) => row.getAttribute('data-queue-grant-id') !== null)).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 90 eligible grants' }));
    expect(screen.getAllByRole('row').filter((row) => row.getAttribute('data-queue-grant-id') !== null)).toHaveLength(90);
  });

  it('shows the first rows of a long queue nobody drew from', () => {
    expect(foldedRows(queueOf(50, []))).toHaveLength(QUEUE_ROWS_FOLDED_PAST);
  });
});
