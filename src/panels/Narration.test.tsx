// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLabStore } from '../store';
import { childNodesOf, OVERRIDE_GRANT_ID } from '../text/testing/bidiIds';
import { Narration } from './Narration';

vi.mock('../store', () => import('./testing/inProcessStore'));

beforeEach(() => {
  act(() => useLabStore.setState({ playbackStep: null }));
});

afterEach(cleanup);

describe('Narration', () => {
  it('tells the refusal of c_early at step 3 of Seed example 2', async () => {
    act(() => {
      useLabStore.getState().loadPreset('Seed example 2');
      useLabStore.getState().goToStep(3);
    });
    render(<Narration />);
    const region = screen.getByRole('region', { name: 'Narration' });
    expect(await screen.findByText(/short by 10, so it is refused: would break c_late\.$/)).toBeTruthy();
    expect(region.getAttribute('aria-live')).toBe('polite');
  });

  it('renders ids from the scenario as text, never as markup', async () => {
    const hostileId = '<img src=x onerror="alert(1)">';
    act(() => {
      useLabStore.getState().editScenario({ policy: 'reject', operations: [{ kind: 'grant', id: hostileId, amount: 5, start: 0, end: 9 }] });
    });
    render(<Narration />);
    expect(await screen.findByText(`${hostileId} adds 5 credits, usable from t=0 to t=9.`)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Narration' }).querySelector('img')).toBeNull();
  });

  it('isolates an id holding a right-to-left override, in the heading and in the sentences', async () => {
    act(() => {
      useLabStore.getState().editScenario({ policy: 'reject', operations: [{ kind: 'grant', id: OVERRIDE_GRANT_ID, amount: 100, start: 0, end: 10 }] });
    });
    render(<Narration />);
    const sentence = await screen.findByText(', usable from t=0 to t=10.', { exact: false });
    expect(childNodesOf(sentence)).toEqual([['BDI', OVERRIDE_GRANT_ID], ['#text', ' adds 100 credits, usable from t=0 to t=10.']]);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.querySelector('bdi')?.textContent).toBe(OVERRIDE_GRANT_ID);
    expect(heading.textContent).toBe(`Step 1: ${OVERRIDE_GRANT_ID} · Grant`);
  });
});
