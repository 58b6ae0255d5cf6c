// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLabStore } from '../store';
import { selectCurrentStep } from '../store/playbackSlice';
import { TeachingPanel } from './TeachingPanel';

vi.mock('../store', () => import('./testing/inProcessStore'));

beforeEach(() => {
  act(() => {
    useLabStore.setState({ playbackStep: null, playing: false, askFirst: false, presenting: false });
    useLabStore.getState().loadPreset('Seed example 2');
    useLabStore.getState().goToStep(0);
  });
  render(<TeachingPanel />);
});

afterEach(cleanup);

describe('teaching controls', () => {
  it('states the lesson goal at step 0', async () => {
    expect(await screen.findByText(/promised it\.$/)).toBeTruthy();
  });

  it('jumps to the step typed in "Go to step"', async () => {
    await userEvent.type(screen.getByLabelText('Go to step'), '{Backspace}2{Enter}');
    expect(selectCurrentStep(useLabStore.getState())).toBe(2);
  });

  it('does not read an emptied "Go to step" as step 0', async () => {
    act(() => useLabStore.getState().goToStep(2));
    await userEvent.type(screen.getByLabelText('Go to step'), '{Backspace}{Enter}');
    expect(selectCurrentStep(useLabStore.getState())).toBe(2);
  });

  it('says which steps exist when "Go to step" holds none of them, until the field changes', async () => {
    const total = useLabStore.getState().scenario.operations.length;
    for (const typed of ['999', '-1', '2.5', '']) {
      const field = screen.getByLabelText('Go to step');
      await userEvent.clear(field);
      await userEvent.type(field, `${typed}{Enter}`);
      expect(screen.getByRole('alert').textContent).toBe(`Enter a whole step from 0 to ${total}.`);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(selectCurrentStep(useLabStore.getState())).toBe(0);
    }
    await userEvent.type(screen.getByLabelText('Go to step'), '1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('switches the presentation layout with the P key', async () => {
    await userEvent.keyboard('p');
    expect(useLabStore.getState().presenting).toBe(true);
  });

  it('says when "Ask first" has nothing left to ask, and stops saying it once stepped back', async () => {
    await userEvent.click(screen.getByLabelText('Ask first'));
    expect(screen.queryByText(/nothing to ask/)).toBeNull();
    act(() => useLabStore.getState().goToStep(useLabStore.getState().scenario.operations.length));
    expect(screen.getByText(/nothing to ask: First step starts the lesson over/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'First step' }));
    expect(screen.queryByText(/nothing to ask/)).toBeNull();
  });

  it('shows the score only once "Ask first" is on', async () => {
    expect(screen.queryByText(/^Score:/)).toBeNull();
    await userEvent.click(screen.getByLabelText('Ask first'));
    expect(screen.getByText('Score: 0 of 0')).toBeTruthy();
  });

  it('asks before the outcome, and the A key answers and reveals', async () => {
    await userEvent.click(screen.getByLabelText('Ask first'));
    act(() => useLabStore.getState().goToStep(1));
    await userEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(screen.getByRole('region', { name: 'Question' }).textContent).toContain('Accepted or refused?');
    await userEvent.keyboard('a');
    expect(selectCurrentStep(useLabStore.getState())).toBe(2);
    expect(await screen.findByText('Score: 1 of 1')).toBeTruthy();
  });
});
