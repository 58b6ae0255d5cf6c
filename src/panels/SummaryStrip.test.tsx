// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
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

  it('counts a resolved consumption once even after an identical retry', async () => {
    useLabStore.getState().loadPreset('Pending resolution');
    render(<SummaryStrip />);
    await waitFor(() => expect(figure('Total granted')).toBe('70'));
    expect([figure('Accepted'), figure('Rejected'), figure('Pending')]).toEqual(['3', '0', '0']);
  });
});
