// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLabStore } from '../store';
import { EmptyLabStart } from './EmptyLabStart';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('EmptyLabStart', () => {
  it('offers three examples, each saying what it shows', () => {
    render(<EmptyLabStart />);
    const examples = screen.getByRole('list', { name: 'Examples' });
    expect([...examples.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Seed example 1 which grant pays first',
      'Seed example 2 a late consumption refused',
      'Month of usage (~500 operations) a month of GPU jobs',
    ]);
  });

  it('opens the example clicked as the Scenario select does (app.spec.ts opens one in the browser)', async () => {
    const loadPreset = vi.spyOn(useLabStore.getState(), 'loadPreset').mockImplementation(() => {});
    render(<EmptyLabStart />);
    await userEvent.click(screen.getByRole('button', { name: 'Seed example 2' }));
    expect(loadPreset.mock.calls).toEqual([['Seed example 2']]);
  });
});
