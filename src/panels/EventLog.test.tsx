// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Operation } from '../scenario/types';
import { useLabStore } from '../store';
import { EventLog } from './EventLog';

// Only the thread boundary is replaced: the real service and engine answer in-process.
vi.mock('../worker/client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../worker/client')>();
  const { spawnInProcessWorker } = await import('../worker/testing/inProcessWorker');
  return { ...original, spawnLedgerWorker: () => spawnInProcessWorker() };
});

beforeEach(() => useLabStore.getState().loadPreset('Seed example 2'));
afterEach(cleanup);

function row(text: string): HTMLElement {
  return screen.getByText(text).closest('li') as HTMLElement;
}

describe('EventLog', () => {
  it('shows each operation with its outcome once the engine answers', async () => {
    render(<EventLog />);
    await waitFor(() => expect(row('c_early · 30 at t=2').textContent).toContain('rejected: would break c_late'));
    expect(row('c_late · 80 at t=8').getAttribute('data-status')).toBe('accepted');
  });

  it('selects a consumption when its row is clicked', async () => {
    render(<EventLog />);
    await userEvent.click(within(row('c_late · 80 at t=8')).getByRole('button', { name: /c_late/ }));
    expect(useLabStore.getState().selectedConsumptionId).toBe('c_late');
  });

  it('deletes an operation from its row', async () => {
    render(<EventLog />);
    await userEvent.click(within(row('c_late · 80 at t=8')).getByRole('button', { name: 'Delete' }));
    expect(useLabStore.getState().scenario.operations.map((operation) => operation.id)).toEqual(['g1', 'c_early']);
  });

  it('renders only the rows in view of a long log', () => {
    const operations: Operation[] = Array.from({ length: 10_000 }, (_, index) => ({ kind: 'consume', id: `c${index}`, amount: 1, timestamp: index }));
    useLabStore.getState().editScenario({ policy: 'reject', operations });
    render(<EventLog />);
    const rendered = within(screen.getByRole('list', { name: 'Event log' })).getAllByRole('listitem');
    expect(rendered.length).toBeLessThan(40);
    expect(rendered[0].getAttribute('aria-setsize')).toBe('10000');
  });
});
