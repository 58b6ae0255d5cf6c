// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLabStore } from '../store';
import { PageBoundary, PanelBoundary } from './FailureBoundary';

vi.mock('../worker/client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../worker/client')>();
  const { spawnInProcessWorker } = await import('../worker/testing/inProcessWorker');
  return { ...original, spawnLedgerWorker: () => spawnInProcessWorker() };
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Throws while the scenario has more than `limit` operations, as a panel meeting data it cannot draw. */
function Fragile({ limit }: { limit: number }) {
  const count = useLabStore((state) => state.scenario.operations.length);
  if (count > limit) throw new Error(`cannot draw ${count} operations`);
  return <p>drawn {count}</p>;
}

describe('PanelBoundary', () => {
  it('keeps a failure inside its panel, names it, and draws again after the next change', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => useLabStore.getState().loadPreset('Empty'));
    render(
      <>
        <PanelBoundary name="The timeline">
          <Fragile limit={3} />
        </PanelBoundary>
        <p>the rest of the page</p>
      </>,
    );
    expect(screen.getByText('drawn 0')).toBeTruthy();
    act(() => useLabStore.getState().loadPreset('Seed example 1'));
    expect(screen.getByRole('alert').textContent).toContain('The timeline could not be drawn');
    expect(screen.getByText('cannot draw 5 operations')).toBeTruthy();
    expect(screen.getByText('the rest of the page')).toBeTruthy();
    act(() => useLabStore.getState().loadPreset('Seed example 2'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('drawn 3')).toBeTruthy();
  });
});

describe('PageBoundary', () => {
  it('offers an empty scenario, a new document beside the one that failed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => useLabStore.getState().loadPreset('Seed example 1'));
    render(
      <PageBoundary>
        <Fragile limit={3} />
      </PageBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('could not draw this scenario');
    const epoch = useLabStore.getState().documentEpoch;
    fireEvent.click(screen.getByRole('button', { name: 'Open an empty scenario' }));
    expect(screen.getByText('drawn 0')).toBeTruthy();
    expect(useLabStore.getState().documentEpoch).toBe(epoch + 1);
  });
});
