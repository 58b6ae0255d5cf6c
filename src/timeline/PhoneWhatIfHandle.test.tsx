// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLabStore } from '../store';
import { ConsumptionForm } from '../panels/ConsumptionForm';
import { PhoneWhatIfHandle } from './PhoneWhatIfHandle';

vi.mock('../store', () => import('../panels/testing/inProcessStore'));

beforeEach(async () => {
  useLabStore.getState().loadPreset('Seed example 2');
  await waitFor(() => expect(useLabStore.getState().derived?.outcomes).toHaveLength(3));
  render(
    <>
      <PhoneWhatIfHandle />
      <ConsumptionForm />
    </>,
  );
});
afterEach(cleanup);

const credits = () => screen.getByRole('textbox', { name: 'Credits' });
const formAmount = () => within(screen.getByRole('form', { name: 'Consumption form' })).getByLabelText('Amount') as HTMLInputElement;

/** Replaces the text at once, as a paste does (typing "3x" would pass through a valid "3"). */
async function typeInto(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  input.focus();
  if (text !== '') await userEvent.paste(text);
}

describe('PhoneWhatIfHandle', () => {
  it('sets the amount beside the timeline: the form and the handle take it', async () => {
    await typeInto(credits(), '500');
    expect(formAmount().value).toBe('500');
    expect(screen.getByRole('button', { name: 'What if: 500 credits, drag onto the timeline' })).toBeTruthy();
  });

  it('follows an amount typed in the form', async () => {
    await typeInto(formAmount(), '42');
    expect((credits() as HTMLInputElement).value).toBe('42');
  });

  it('empties when the form has no amount, as the handle says', async () => {
    await typeInto(formAmount(), '');
    expect((credits() as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'What if: enter an amount, drag onto the timeline' })).toBeTruthy();
    await typeInto(formAmount(), '12');
    expect((credits() as HTMLInputElement).value).toBe('12');
  });

  it('names a bad amount and leaves the form as it was', async () => {
    await typeInto(credits(), '30');
    await typeInto(credits(), '3x');
    expect(screen.getByRole('alert').textContent).toBe('Credits must be a whole number');
    expect(credits().getAttribute('aria-invalid')).toBe('true');
    expect(formAmount().value).toBe('30');
    await typeInto(credits(), '0');
    expect(screen.getByRole('alert').textContent).toBe('Credits must be at least 1');
    expect(formAmount().value).toBe('30');
  });

  it('shows, and leaves alone, the amount of an arrival loaded into the form for editing', async () => {
    act(() => useLabStore.getState().startEditing(1));
    await waitFor(() => expect(formAmount().value).toBe('80'));
    expect((credits() as HTMLInputElement).value).toBe('80');
    expect((credits() as HTMLInputElement).disabled).toBe(true);
    act(() => useLabStore.getState().requestConsumptionAmount(7));
    expect(formAmount().value).toBe('80');
  });
});
