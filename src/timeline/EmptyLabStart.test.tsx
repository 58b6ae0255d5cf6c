// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLabStore } from '../store';
import { EmptyLabStart } from './EmptyLabStart';

// Only the thread boundary is replaced: the real service and engine answer in-process.
vi.mock('../worker/client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../worker/client')>();
  const { spawnInProcessWorker } = await import('../worker/testing/inProcessWorker');
  return { ...original, spawnLedgerWorker: () => spawnInProcessWorker() };
});

beforeEach(() => useLabStore.getState().loadPreset('Empty'));
afterEach(cleanup);

describe('EmptyLabStart', () => {
  it('offers three examples, each saying what it shows', () => {
    render(<EmptyLabStart />);
    const examples = screen.getByRole('list', { name: 'Examples' });
    expect([...examples.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Seed example 1 which grant pays first',
      'Seed example 2 a late consumption refused',
      'Month of usage (~500 operations) a month of GPU jobs',
    ]);
  });

  it('opens the example clicked, as the Scenario select would', async () => {
    render(<EmptyLabStart />);
    await userEvent.click(screen.getByRole('button', { name: 'Seed example 2' }));
    const state = useLabStore.getState();
    expect(state.loadedPreset).toBe('Seed example 2');
    expect(state.scenario.operations.map((operation) => operation.id)).toEqual(['g1', 'c_late', 'c_early']);
  });
});
