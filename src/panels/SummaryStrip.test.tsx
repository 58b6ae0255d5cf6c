// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLabStore } from '../store';
import { SummaryStrip } from './SummaryStrip';

// Only the thread boundary is replaced: the real service and engine answer in-process.
vi.mock('../worker/client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../worker/client')>();
  const { spawnInProcessWorker } = await import('../worker/testing/inProcessWorker');
  return { ...original, spawnLedgerWorker: () => spawnInProcessWorker() };
});

afterEach(cleanup);

function figure(term: string): string | null | undefined {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('SummaryStrip', () => {
  it('counts the seed example 1 outcomes', async () => {
    useLabStore.getState().loadPreset('Seed example 1');
    render(<SummaryStrip />);
    await waitFor(() => expect(figure('Total granted')).toBe('150'));
    expect([figure('Accepted'), figure('Rejected'), figure('Pending')]).toEqual(['2', '1', '0']);
  });

  it('shows how far a long compute has come beside its status, outside the live region', () => {
    useLabStore.setState({ computing: true, computeProgress: { applied: 8_000, of: 20_000 } });
    render(<SummaryStrip />);
    expect(screen.getByRole('status').textContent).toBe('Computing…');
    const bar = screen.getByRole('progressbar', { name: 'Operations applied' }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([8_000, 20_000]);
    expect(screen.getByText('8,000 of 20,000')).toBeTruthy();
    act(() => useLabStore.setState({ computing: false, computeProgress: null }));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('counts a resolved consumption once even after an identical retry', async () => {
    useLabStore.getState().loadPreset('Pending resolution');
    render(<SummaryStrip />);
    await waitFor(() => expect(figure('Total granted')).toBe('70'));
    expect([figure('Accepted'), figure('Rejected'), figure('Pending')]).toEqual(['3', '0', '0']);
  });
});
