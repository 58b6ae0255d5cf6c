// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StepChange } from '../teaching/stepChanges';
import { CHANGES_SHOWN_FIRST, StepChangeList } from './StepChangeList';

afterEach(cleanup);

function changesOf(count: number): StepChange[] {
  return Array.from({ length: count }, (_, index) => ({
    target: 'consumption', id: `c${index}`, kind: 'draws', arrived: index === 0, grantIds: ['g1'], text: [`c${index} now draws 5 from g1`],
  }));
}

describe('StepChangeList', () => {
  it('lists a few changes whole', () => {
    render(<StepChangeList changes={changesOf(3)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('folds hundreds of changes behind a button that shows them all', () => {
    const changes = changesOf(469);
    const { rerender } = render(<StepChangeList changes={changes} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(CHANGES_SHOWN_FIRST);
    fireEvent.click(screen.getByRole('button', { name: `Show all 469 changes (${469 - CHANGES_SHOWN_FIRST} more)` }));
    expect(screen.getAllByRole('listitem')).toHaveLength(469);
    // The next step's changes start folded again.
    rerender(<StepChangeList changes={changesOf(200)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(CHANGES_SHOWN_FIRST);
  });
});
