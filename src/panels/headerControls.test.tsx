// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLabStore } from '../store';
import { ErrorBanner } from './ErrorBanner';
import { PolicyControl } from './PolicyControl';
import { ScenarioSelect } from './ScenarioSelect';
import { KEYED_CHOICE_DELAY_MS } from './useKeyedChoice';

// Only the thread boundary is replaced: the real service and engine answer in-process.
vi.mock('../worker/client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../worker/client')>();
  const { spawnInProcessWorker } = await import('../worker/testing/inProcessWorker');
  return { ...original, spawnLedgerWorker: () => spawnInProcessWorker() };
});

beforeEach(() => useLabStore.getState().loadPreset('Empty'));
afterEach(cleanup);

describe('ScenarioSelect', () => {
  it('loads the chosen preset', async () => {
    render(<ScenarioSelect />);
    await userEvent.selectOptions(screen.getByLabelText('Scenario'), 'Seed example 2');
    expect(useLabStore.getState().scenario.operations.map((operation) => operation.id)).toEqual(['g1', 'c_late', 'c_early']);
  });

  it('loads a preset reached by arrow keys only once the keys rest, or on Enter, not each one passed', () => {
    vi.useFakeTimers();
    try {
      render(<ScenarioSelect />);
      const select = screen.getByLabelText<HTMLSelectElement>('Scenario');
      const loadPreset = vi.spyOn(useLabStore.getState(), 'loadPreset');
      for (const name of ['Seed example 1', 'Seed example 2', 'Window boundaries']) {
        fireEvent.keyDown(select, { key: 'ArrowDown' });
        fireEvent.change(select, { target: { value: name } });
        act(() => vi.advanceTimersByTime(KEYED_CHOICE_DELAY_MS - 100));
      }
      expect(loadPreset).not.toHaveBeenCalled();
      expect(select.value).toBe('Window boundaries');
      act(() => vi.advanceTimersByTime(100));
      expect(loadPreset.mock.calls).toEqual([['Window boundaries']]);
      fireEvent.keyDown(select, { key: 'ArrowDown' });
      fireEvent.change(select, { target: { value: 'Identical windows' } });
      fireEvent.keyDown(select, { key: 'Enter' });
      expect(loadPreset.mock.calls.at(-1)).toEqual(['Identical windows']);
      act(() => vi.advanceTimersByTime(KEYED_CHOICE_DELAY_MS));
      expect(loadPreset).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows Custom once the scenario is edited by hand', () => {
    render(<ScenarioSelect />);
    act(() => useLabStore.getState().addOperation({ kind: 'grant', id: 'g1', amount: 1, start: 0, end: 1 }));
    expect(screen.getByLabelText<HTMLSelectElement>('Scenario').selectedOptions[0].textContent).toBe('Custom');
  });
});

describe('PolicyControl', () => {
  it('switches the scenario policy', async () => {
    render(<PolicyControl />);
    await userEvent.selectOptions(screen.getByLabelText('Policy'), 'pending');
    expect(useLabStore.getState().scenario.policy).toBe('pending');
  });
});

describe('ErrorBanner', () => {
  it('shows the worker message as an alert until dismissed', async () => {
    render(<ErrorBanner />);
    act(() => useLabStore.setState({ workerError: 'The ledger worker stopped responding and was restarted; your scenario is intact.' }));
    expect(screen.getByRole('alert').textContent).toContain('The ledger worker stopped responding and was restarted');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
