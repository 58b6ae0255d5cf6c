// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLabStore } from '../store';
import { childNodesOf, OVERRIDE_CONSUMPTION_ID } from '../text/testing/bidiIds';
import { ConsumptionForm } from './ConsumptionForm';
import { NewConsumptionHandle } from './NewConsumptionHandle';

vi.mock('../store', () => import('./testing/inProcessStore'));

/** Seed example 2: g1 (100 over t=0..10), c_late (80 at t=8), c_early refused. */
beforeEach(async () => {
  useLabStore.getState().loadPreset('Seed example 2');
  await waitFor(() => expect(useLabStore.getState().derived?.outcomes).toHaveLength(3));
});
afterEach(cleanup);

function renderWithForm() {
  render(
    <ConsumptionForm>
      <NewConsumptionHandle />
    </ConsumptionForm>,
  );
  return screen.getByRole('button', { name: 'New consumption' });
}

async function setAmount(amount: string) {
  const input = within(screen.getByRole('form', { name: 'Consumption form' })).getByLabelText('Amount');
  await userEvent.clear(input);
  await userEvent.paste(amount);
}

/** Focuses the handle and walks the keyboard candidate to `time` from where it starts. */
async function moveCandidateTo(handle: HTMLElement, time: number) {
  handle.focus();
  await userEvent.keyboard('{ArrowRight}');
  const startTime = useLabStore.getState().drag?.time ?? 0;
  for (let step = startTime; step < time; step += 1) await userEvent.keyboard('{ArrowRight}');
}

describe('New consumption handle', () => {
  it('at the 20,000-operation limit says that letting go adds nothing, and Enter adds nothing', async () => {
    const operations = [
      { kind: 'grant', id: 'g1', amount: 1_000_000, start: 0, end: 20 } as const,
      ...Array.from({ length: 19_999 }, (_, index) => ({ kind: 'consume', id: `c${index}`, amount: 1, timestamp: index % 20 }) as const),
    ];
    useLabStore.getState().editScenario({ policy: 'reject', operations });
    await waitFor(() => expect(useLabStore.getState().derived?.outcomes).toHaveLength(20_000), { timeout: 20_000 });
    const handle = renderWithForm();
    expect(screen.getByText(/at its limit of 20,000 operations: a drag shows what would happen, but adds nothing/)).toBeTruthy();
    await setAmount('5');
    await moveCandidateTo(handle, 2);
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('t=2 · 5 credits · fits (headroom 980,001) · at the limit of 20,000 operations, letting go adds nothing'));
    await userEvent.keyboard('{Enter}');
    expect(useLabStore.getState().scenario.operations).toHaveLength(20_000);
  }, 60_000);

  it('announces what the form amount would break at the keyboard candidate time', async () => {
    const handle = renderWithForm();
    await setAmount('30');
    await moveCandidateTo(handle, 2);
    const status = screen.getByRole('status');
    expect(status).toHaveProperty('ariaLive', 'polite');
    await waitFor(() => expect(status.textContent).toBe('t=2 · 30 credits · rejected: would break c_late'));
    expect(useLabStore.getState().brokenIds).toEqual(['c_late']);
  });

  it('isolates the ids the status line names, leaving the figures outside', async () => {
    useLabStore.getState().editScenario({
      policy: 'reject',
      operations: [
        { kind: 'grant', id: 'g1', amount: 100, start: 0, end: 10 },
        { kind: 'consume', id: OVERRIDE_CONSUMPTION_ID, amount: 80, timestamp: 8 },
      ],
    });
    await waitFor(() => expect(useLabStore.getState().derived?.outcomes).toHaveLength(2));
    const handle = renderWithForm();
    await setAmount('30');
    await moveCandidateTo(handle, 2);
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe(`t=2 · 30 credits · rejected: would break ${OVERRIDE_CONSUMPTION_ID}`));
    expect(childNodesOf(status)).toEqual([['#text', 't=2 · 30 credits · rejected: would break '], ['BDI', OVERRIDE_CONSUMPTION_ID]]);
  });

  it('says a candidate fits and how much headroom is left', async () => {
    const handle = renderWithForm();
    await setAmount('20');
    await moveCandidateTo(handle, 2);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('t=2 · 20 credits · fits (headroom 20)'));
  });

  it('commits the candidate with Enter as the next consumption', async () => {
    const handle = renderWithForm();
    await setAmount('20');
    await moveCandidateTo(handle, 2);
    await userEvent.keyboard('{Enter}');
    expect(useLabStore.getState().scenario.operations.at(-1)).toEqual({ kind: 'consume', id: 'c1', amount: 20, timestamp: 2 });
    expect(useLabStore.getState().drag).toBeNull();
  });

  it('cancels with Escape and leaves nothing painted', async () => {
    const handle = renderWithForm();
    await setAmount('30');
    await moveCandidateTo(handle, 2);
    await waitFor(() => expect(useLabStore.getState().brokenIds).toEqual(['c_late']));
    await userEvent.keyboard('{Escape}');
    expect(useLabStore.getState().brokenIds).toEqual([]);
    expect(useLabStore.getState().scenario.operations).toHaveLength(3);
  });

  it('jumps to the timeline\'s last and first times with End and Home, panning a zoomed view along', async () => {
    const handle = renderWithForm();
    await setAmount('20');
    const { timeExtent } = useLabStore.getState().derived!;
    useLabStore.getState().setVisibleRange({ from: 1, to: 3 });
    handle.focus();
    await userEvent.keyboard('{End}');
    // Without a candidate the key is left to the page (a presentation clicker's).
    expect(useLabStore.getState().drag).toBeNull();
    await userEvent.keyboard('{ArrowRight}{End}');
    expect(useLabStore.getState().drag?.time).toBe(Math.floor(timeExtent.to));
    expect(useLabStore.getState().visibleRange?.to).toBeGreaterThanOrEqual(Math.floor(timeExtent.to));
    await userEvent.keyboard('{Home}');
    expect(useLabStore.getState().drag?.time).toBe(Math.ceil(timeExtent.from));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^t=0 · 20 credits/));
  });

  it('cannot be used while the Amount field is invalid', async () => {
    const handle = renderWithForm();
    await setAmount('zero');
    handle.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(handle.getAttribute('aria-disabled')).toBe('true');
    expect(useLabStore.getState().drag).toBeNull();
  });
});
