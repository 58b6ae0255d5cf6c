// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Operation } from '../scenario/types';
import { useLabStore } from '../store';
import { childNodesOf, HEBREW_CONSUMPTION_ID, OVERRIDE_CONSUMPTION_ID, OVERRIDE_GRANT_ID } from '../text/testing/bidiIds';
import { EventLog } from './EventLog';
import { logRowReading } from './testing/logRows';

// Only the thread boundary is replaced: the real service and engine answer in-process.
vi.mock('../worker/client', async (importOriginal) => {
  const original = await importOriginal<typeof import('../worker/client')>();
  const { spawnInProcessWorker } = await import('../worker/testing/inProcessWorker');
  return { ...original, spawnLedgerWorker: () => spawnInProcessWorker() };
});

beforeEach(() => useLabStore.getState().loadPreset('Seed example 2'));
afterEach(cleanup);

describe('EventLog', () => {
  it('shows each operation with its outcome once the engine answers', async () => {
    render(<EventLog />);
    await waitFor(() => expect(logRowReading('c_early · 30 at t=2').textContent).toContain('rejected: would break c_late'));
    expect(logRowReading('c_late · 80 at t=8').getAttribute('data-status')).toBe('accepted');
  });

  it('writes Unix times as UTC dates, with the exact numbers in the tooltip', () => {
    const nov1 = Date.UTC(2026, 10, 1);
    useLabStore.getState().editScenario({
      policy: 'reject',
      operations: [
        { kind: 'grant', id: 'november', amount: 100, start: nov1, end: nov1 + 3_600_000 },
        { kind: 'consume', id: 'job', amount: 30, timestamp: nov1 / 1000 + 86_400 + 1_800 },
      ],
    });
    render(<EventLog />);
    expect(screen.getByRole('heading').textContent).toBe('Event log (2 operations, arrival order, times in UTC)');
    const grantRow = logRowReading('grant november · 100 for 2026-11-01 00:00 – 01:00');
    expect(grantRow.querySelector('.log-operation')?.getAttribute('title')).toBe(
      'grant november · 100 for t=1,793,491,200,000 (2026-11-01 00:00 UTC)–1,793,494,800,000 (2026-11-01 01:00 UTC)',
    );
    // Unix seconds read as dates too.
    const jobRow = logRowReading('job · 30 at 2026-11-02 00:30');
    // The date has a line of its own, under the id and the amount, so neither cuts the time of day off.
    expect(jobRow.querySelector('.log-operation-line')?.textContent).toBe('job · 30');
    expect(jobRow.querySelector('.log-operation-when')?.textContent).toBe(' at 2026-11-02 00:30');
    expect(jobRow.style.height).toBe('56px');
    expect((screen.getByRole('list', { name: 'Event log' }) as HTMLElement).style.height).toBe('112px');
  });

  it('writes a burst on one day to the millisecond throughout, the day named once in the heading', () => {
    const start = Date.UTC(2026, 10, 16);
    useLabStore.getState().editScenario({
      policy: 'reject',
      operations: [
        { kind: 'grant', id: 'burst-credit', amount: 500, start, end: start + 9_999 },
        { kind: 'consume', id: 'call-0', amount: 15, timestamp: start },
        { kind: 'consume', id: 'call-1', amount: 22, timestamp: start + 270 },
      ],
    });
    render(<EventLog />);
    expect(screen.getByRole('heading').textContent).toBe('Event log (3 operations, arrival order, times in UTC on 2026-11-16)');
    expect(logRowReading('grant burst-credit · 500 for 00:00:00.000 – 00:00:09.999')).toBeTruthy();
    expect(logRowReading('call-0 · 15 at 00:00:00.000')).toBeTruthy();
    expect(logRowReading('call-1 · 22 at 00:00:00.270')).toBeTruthy();
  });

  it('counts operations in the heading, one in the singular', () => {
    useLabStore.getState().editScenario({ policy: 'reject', operations: [{ kind: 'grant', id: 'g1', amount: 1, start: 0, end: 1 }] });
    render(<EventLog />);
    expect(screen.getByRole('heading').textContent).toBe('Event log (1 operation, arrival order)');
  });

  it('selects a consumption when its row is clicked', async () => {
    render(<EventLog />);
    await userEvent.click(within(logRowReading('c_late · 80 at t=8')).getByRole('button', { name: /c_late/ }));
    expect(useLabStore.getState().selectedConsumptionId).toBe('c_late');
  });

  it('deletes an operation from its row', async () => {
    render(<EventLog />);
    await userEvent.click(within(logRowReading('c_late · 80 at t=8')).getByRole('button', { name: 'Delete' }));
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

  it('scrolls to a newly appended operation', async () => {
    const operations: Operation[] = Array.from({ length: 600 }, (_, index) => ({ kind: 'consume', id: `c${index}`, amount: 1, timestamp: index }));
    useLabStore.getState().editScenario({ policy: 'reject', operations });
    const { container } = render(<EventLog />);
    const viewport = container.querySelector('.log-viewport') as HTMLElement;
    Object.defineProperty(viewport, 'scrollHeight', { value: 24_040 });
    useLabStore.getState().addOperation({ kind: 'consume', id: 'appended', amount: 1, timestamp: 600 });
    await waitFor(() => expect(viewport.scrollTop).toBe(24_040));
  });

  it('opens another scenario at its first row, whatever the last one was scrolled to', async () => {
    const operations: Operation[] = Array.from({ length: 600 }, (_, index) => ({ kind: 'consume', id: `c${index}`, amount: 1, timestamp: index }));
    useLabStore.getState().editScenario({ policy: 'reject', operations });
    const { container } = render(<EventLog />);
    const viewport = container.querySelector('.log-viewport') as HTMLElement;
    viewport.scrollTop = 12_000;
    viewport.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(screen.getAllByRole('listitem')[0].getAttribute('aria-posinset')).not.toBe('1'));
    useLabStore.getState().loadPreset('10,000 operations');
    await waitFor(() => expect(screen.getAllByRole('listitem')[0].getAttribute('aria-posinset')).toBe('1'));
    await waitFor(() => expect(viewport.scrollTop).toBe(0));
  });

  it('isolates right-to-left and override ids in a bdi, leaving the amounts and outcomes outside', async () => {
    useLabStore.getState().editScenario({
      policy: 'reject',
      operations: [
        { kind: 'grant', id: OVERRIDE_GRANT_ID, amount: 100, start: 0, end: 10 },
        { kind: 'consume', id: OVERRIDE_CONSUMPTION_ID, amount: 80, timestamp: 8 },
        { kind: 'consume', id: HEBREW_CONSUMPTION_ID, amount: 30, timestamp: 2 },
      ],
    });
    const { container } = render(<EventLog />);
    const operation = (index: number) => container.querySelector(`[data-op-index="${index}"] .log-operation`) as HTMLElement;
    // The kind, the name (which may end in an ellipsis on a phone), then the figures.
    const parts = (index: number) => Array.from(operation(index).children, childNodesOf);
    expect(parts(0)).toEqual([[['#text', 'grant ']], [['BDI', OVERRIDE_GRANT_ID]], [['#text', ' · 100 for t=0–10']]]);
    expect(parts(2)).toEqual([[['BDI', HEBREW_CONSUMPTION_ID]], [['#text', ' · 30 at t=2']]]);
    const outcome = container.querySelector('[data-op-index="2"] .log-outcome') as HTMLElement;
    await waitFor(() => expect(outcome.textContent).toBe(`rejected: would break ${OVERRIDE_CONSUMPTION_ID}`));
    expect(childNodesOf(outcome)).toEqual([['#text', 'rejected: would break '], ['BDI', OVERRIDE_CONSUMPTION_ID]]);
  });
});
