// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPERATIONS_PER_SCENARIO_MAX } from '../scenario/limits';
import { generateScenario } from '../scenario/testing/generateScenario';
import { useLabStore } from '../store';
import { childNodesOf, OVERRIDE_GRANT_ID } from '../text/testing/bidiIds';
import { ConsumptionForm } from './ConsumptionForm';
import { EventLog } from './EventLog';
import { GrantForm } from './GrantForm';
import { logRowReading } from './testing/logRows';

// Only the thread boundary is replaced: the real service and engine answer in-process.
vi.mock('../worker/client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../worker/client')>();
  const { spawnInProcessWorker } = await import('../worker/testing/inProcessWorker');
  return { ...original, spawnLedgerWorker: () => spawnInProcessWorker() };
});

beforeEach(() => useLabStore.getState().loadPreset('Empty'));
afterEach(cleanup);

async function fillForm(formName: string, values: Record<string, string>) {
  const form = screen.getByRole('form', { name: formName });
  for (const [label, value] of Object.entries(values)) {
    const input = within(form).getByLabelText(label);
    await userEvent.clear(input);
    // Pasting keeps these tests quick; typing character by character adds nothing here.
    if (value !== '') await userEvent.paste(value);
  }
  return form;
}

describe('Grant form', () => {
  it('adds a grant to the end of the scenario', async () => {
    render(<GrantForm />);
    const form = await fillForm('Grant form', { 'Grant ID': 'g1', Amount: '100', Start: '0', End: '10' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add grant' }));
    expect(useLabStore.getState().scenario.operations).toEqual([{ kind: 'grant', id: 'g1', amount: 100, start: 0, end: 10 }]);
  });

  it('takes UTC dates for its window and says under each field what number it becomes', async () => {
    render(<GrantForm />);
    const form = await fillForm('Grant form', { 'Grant ID': 'december', Amount: '100', Start: '2026-12-01', End: '2026-12-31 23:59' });
    const start = within(form).getByLabelText('Start');
    const hint = document.getElementById(start.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('= 1,796,083,200,000 (Unix ms)');
    await userEvent.click(within(form).getByRole('button', { name: 'Add grant' }));
    expect(useLabStore.getState().scenario.operations).toEqual([
      { kind: 'grant', id: 'december', amount: 100, start: Date.UTC(2026, 11, 1), end: Date.UTC(2026, 11, 31, 23, 59) },
    ]);
    // A number that reads as a Unix time gets its date under it.
    await fillForm('Grant form', { Start: '1796083200000' });
    expect(document.getElementById(within(form).getByLabelText('Start').getAttribute('aria-describedby') ?? '')?.textContent).toBe('2026-12-01 00:00 UTC');
  });

  it('suggests the next free id and keeps the amount after an add', async () => {
    render(<GrantForm />);
    const form = await fillForm('Grant form', { 'Grant ID': 'g1', Amount: '250' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add grant' }));
    expect(within(form).getByLabelText('Grant ID')).toHaveProperty('value', 'g2');
    expect(within(form).getByLabelText('Amount')).toHaveProperty('value', '250');
  });

  it('shows an alert next to Amount for a zero amount and changes nothing', async () => {
    render(<GrantForm />);
    const form = await fillForm('Grant form', { Amount: '0' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add grant' }));
    const amount = within(form).getByLabelText('Amount');
    expect(within(form).getByRole('alert').textContent).toBe('Amount must be at least 1');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')).toBe(within(form).getByRole('alert').id);
    expect(useLabStore.getState().scenario.operations).toEqual([]);
  });

  it('drops the message of a field once that field is edited', async () => {
    render(<GrantForm />);
    const form = await fillForm('Grant form', { Amount: '0' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add grant' }));
    expect(within(form).getByRole('alert').textContent).toBe('Amount must be at least 1');
    await fillForm('Grant form', { Amount: '7' });
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(within(form).getByLabelText('Amount').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('refuses a start after the end', async () => {
    render(<GrantForm />);
    const form = await fillForm('Grant form', { Start: '9', End: '3' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add grant' }));
    expect(within(form).getByRole('alert').textContent).toBe('Start must not be after end');
    expect(useLabStore.getState().scenario.operations).toEqual([]);
  });

  it('refuses a fractional amount', async () => {
    render(<GrantForm />);
    const form = await fillForm('Grant form', { Amount: '2.5' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add grant' }));
    expect(within(form).getByRole('alert').textContent).toBe('Amount must be a whole number');
  });

  it('refuses an existing grant id with different parameters', async () => {
    useLabStore.getState().addOperation({ kind: 'grant', id: 'g1', amount: 5, start: 0, end: 1 });
    render(<GrantForm />);
    const form = await fillForm('Grant form', { 'Grant ID': 'g1', Amount: '100' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add grant' }));
    expect(within(form).getByRole('alert').textContent).toContain('already exists with different parameters');
    expect(useLabStore.getState().scenario.operations).toHaveLength(1);
  });

  it('isolates the id a duplicate-id message quotes', async () => {
    useLabStore.getState().addOperation({ kind: 'grant', id: OVERRIDE_GRANT_ID, amount: 5, start: 0, end: 1 });
    render(<GrantForm />);
    const form = await fillForm('Grant form', { 'Grant ID': OVERRIDE_GRANT_ID, Amount: '100' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add grant' }));
    expect(childNodesOf(within(form).getByRole('alert'))).toEqual([
      ['#text', 'grant id "'],
      ['BDI', OVERRIDE_GRANT_ID],
      ['#text', '" already exists with different parameters'],
    ]);
  });
});

describe('Consumption form', () => {
  it('records a consumption', async () => {
    render(<ConsumptionForm />);
    const form = await fillForm('Consumption form', { 'Event ID': 'c1', Amount: '30', Timestamp: '2' });
    await userEvent.click(within(form).getByRole('button', { name: 'Consume' }));
    expect(useLabStore.getState().scenario.operations).toEqual([{ kind: 'consume', id: 'c1', amount: 30, timestamp: 2 }]);
  });

  it('shows an alert next to Timestamp for a negative time and changes nothing', async () => {
    render(<ConsumptionForm />);
    const form = await fillForm('Consumption form', { Timestamp: '-1' });
    await userEvent.click(within(form).getByRole('button', { name: 'Consume' }));
    expect(within(form).getByRole('alert').textContent).toBe('Timestamp must not be negative');
    expect(useLabStore.getState().scenario.operations).toEqual([]);
  });

  it('refuses an empty event id', async () => {
    render(<ConsumptionForm />);
    const form = await fillForm('Consumption form', { 'Event ID': '' });
    await userEvent.click(within(form).getByRole('button', { name: 'Consume' }));
    expect(within(form).getByRole('alert').textContent).toBe('Event ID must not be empty');
  });
});

describe('editing from the event log', () => {
  it('loads a consumption into its form and saves it in place', async () => {
    useLabStore.getState().loadPreset('Seed example 2');
    render(
      <>
        <ConsumptionForm />
        <EventLog />
      </>,
    );
    const row = logRowReading('c_late · 80 at t=8');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const form = await fillForm('Consumption form', { Amount: '10' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save consumption' }));
    expect(useLabStore.getState().scenario.operations[1]).toEqual({ kind: 'consume', id: 'c_late', amount: 10, timestamp: 8 });
    expect(useLabStore.getState().scenario.operations).toHaveLength(3);
  });
});

describe('cancelling an edit', () => {
  it('leaves the scenario unchanged when Escape is pressed in the form', async () => {
    useLabStore.getState().loadPreset('Seed example 2');
    const before = useLabStore.getState().scenario;
    render(<GrantForm />);
    useLabStore.getState().startEditing(0);
    const form = screen.getByRole('form', { name: 'Grant form' });
    await waitFor(() => expect(within(form).getByLabelText('Grant ID')).toHaveProperty('value', 'g1'));
    await userEvent.keyboard('{Escape}');
    expect(within(form).getByRole('button', { name: 'Add grant' })).toBeDefined();
    expect(useLabStore.getState().scenario).toBe(before);
  });
});

describe('leaving edit mode', () => {
  it('offers a fresh id instead of the edited one', async () => {
    useLabStore.getState().loadPreset('Seed example 1');
    render(<GrantForm />);
    useLabStore.getState().startEditing(1);
    const form = screen.getByRole('form', { name: 'Grant form' });
    await waitFor(() => expect(within(form).getByLabelText('Grant ID')).toHaveProperty('value', 'g2'));
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel edit' }));
    expect(within(form).getByLabelText('Grant ID')).toHaveProperty('value', 'g3');
  });
});

describe('the operation limit', () => {
  it('refuses an add past the limit next to the form and keeps the scenario', async () => {
    const full = generateScenario(OPERATIONS_PER_SCENARIO_MAX);
    useLabStore.getState().editScenario(full);
    render(<GrantForm />);
    const form = await fillForm('Grant form', { 'Grant ID': 'one-more', Amount: '1', Start: '0', End: '1' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add grant' }));
    expect(within(form).getByRole('alert').textContent).toMatch(/reached the limit of 20,000 operations/);
    expect(useLabStore.getState().scenario.operations).toHaveLength(OPERATIONS_PER_SCENARIO_MAX);
    // The in-process engine replays 20,000 operations in jsdom first: slow, not stuck.
    act(() => useLabStore.getState().loadPreset('Seed example 1'));
    expect(within(form).queryByRole('alert')).toBeNull();
  }, 30_000);
});
