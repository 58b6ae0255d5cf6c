// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLabStore } from '../store';
import { Playback } from './Playback';

vi.mock('../store', () => import('./testing/inProcessStore'));

function position(): string {
  return screen.getByText(/^step [\d,]+ of [\d,]+$/).textContent ?? '';
}

beforeEach(() => {
  act(() => {
    useLabStore.setState({ playbackStep: null, playing: false, playbackSpeed: 1 });
    useLabStore.getState().loadPreset('Seed example 2');
  });
  render(<Playback />);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Playback', () => {
  it('shows the live ledger as the last step', () => {
    expect(position()).toBe('step 3 of 3');
  });

  it('groups the thousands of a large scenario, as the rest of the app writes numbers', () => {
    act(() => useLabStore.getState().loadPreset('10,000 operations'));
    expect(position()).toBe('step 10,000 of 10,000');
    expect(screen.getByRole('slider', { name: 'Step' }).getAttribute('aria-valuetext')).toBe('step 10,000 of 10,000');
  });

  it('steps back from live with the Left arrow', async () => {
    await userEvent.keyboard('{ArrowLeft}');
    expect(position()).toBe('step 2 of 3');
  });

  it('steps forward with the Right arrow', async () => {
    await userEvent.keyboard('{Home}{ArrowRight}');
    expect(position()).toBe('step 1 of 3');
  });

  it('steps with PageUp and PageDown, as presentation clickers send', async () => {
    await userEvent.keyboard('{PageUp}{PageUp}{PageDown}');
    expect(position()).toBe('step 2 of 3');
  });

  it('jumps to the first step with Home and back to live with End', async () => {
    await userEvent.keyboard('{Home}');
    expect(position()).toBe('step 0 of 3');
    await userEvent.keyboard('{End}');
    expect(useLabStore.getState().playbackStep).toBeNull();
  });

  it('toggles play with Space and renames the button', async () => {
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('leaves keys typed into a text field alone', async () => {
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    expect(position()).toBe('step 3 of 3');
    field.remove();
  });

  it('lets Space press a focused button instead of toggling play', async () => {
    await userEvent.keyboard('{Home}');
    screen.getByRole('button', { name: 'Next step' }).focus();
    await userEvent.keyboard(' ');
    expect([position(), useLabStore.getState().playing]).toEqual(['step 1 of 3', false]);
  });

  it('starts stepping from the current step when leaving live mode with a button', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(position()).toBe('step 2 of 3');
  });

  it('moves to the step chosen on the scrubber', () => {
    fireEvent.change(screen.getByRole('slider', { name: 'Step' }), { target: { value: '2' } });
    expect(position()).toBe('step 2 of 3');
  });

  it('plays to the end at the chosen speed and stops there', async () => {
    vi.useFakeTimers();
    act(() => useLabStore.getState().goToStep(1));
    act(() => useLabStore.getState().togglePlaying());
    act(() => vi.advanceTimersByTime(1000));
    expect(position()).toBe('step 2 of 3');
    act(() => vi.advanceTimersByTime(5000));
    expect(position()).toBe('step 3 of 3');
    expect(useLabStore.getState().playing).toBe(false);
  });
});

describe('the Speed control', () => {
  it('sets how many steps play advances per second', async () => {
    await userEvent.selectOptions(screen.getByLabelText('Speed'), '4 steps/s');
    expect(useLabStore.getState().playbackSpeed).toBe(4);
  });
});
