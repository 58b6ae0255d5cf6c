// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyResult, pendingOperations, pendingResult, seedExample2Operations, seedExample2Result } from './testing/fixtures';
import { TimelineView, type TimelineViewProps } from './TimelineView';

function renderTimeline(overrides: Partial<TimelineViewProps> = {}) {
  const props: TimelineViewProps = {
    derived: seedExample2Result,
    operations: seedExample2Operations,
    visibleRange: null,
    onVisibleRangeChange: vi.fn(),
    selectedConsumptionId: null,
    onSelectConsumption: vi.fn(),
    brokenIds: new Set(),
    ...overrides,
  };
  return { props, ...render(<TimelineView {...props} />) };
}

function marker(container: HTMLElement, id: string): Element {
  const found = container.querySelectorAll(`[data-consumption-id="${id}"]`);
  expect(found).toHaveLength(1);
  return found[0];
}

afterEach(cleanup);

describe('TimelineView', () => {
  it('marks each consumption with its id and status', () => {
    const { container } = renderTimeline();
    const statuses = ['c_late', 'c_early', 'c_small'].map((id) => marker(container, id).getAttribute('data-status'));
    expect(statuses).toEqual(['accepted', 'rejected', 'accepted']);
  });

  it('marks a pending consumption as pending', () => {
    const { container } = renderTimeline({ derived: pendingResult, operations: pendingOperations });
    expect(marker(container, 'p1').getAttribute('data-status')).toBe('pending');
  });

  it('draws one bar per grant with its id', () => {
    const { container } = renderTimeline();
    expect([...container.querySelectorAll('[data-grant-id]')].map((bar) => bar.getAttribute('data-grant-id'))).toEqual(['g1']);
  });

  it('labels a grant lane with its id and amount', () => {
    renderTimeline();
    expect(screen.getByText('g1 · 100')).toBeTruthy();
  });

  it('selects a consumption with the keyboard', () => {
    const { container, props } = renderTimeline();
    fireEvent.keyDown(marker(container, 'c_late'), { key: 'Enter' });
    expect(props.onSelectConsumption).toHaveBeenCalledWith('c_late');
  });

  it('links the selected consumption to the grants it drew from, with amounts', () => {
    const { container } = renderTimeline({ selectedConsumptionId: 'c_late' });
    expect(container.querySelector('[data-link-grant-id="g1"]')?.textContent).toBe('80 from g1');
  });

  it('paints consumptions a drag would break as broken', () => {
    const { container } = renderTimeline({ brokenIds: new Set(['c_late']) });
    const broken = [...container.querySelectorAll('[data-broken="true"]')].map((mark) => mark.getAttribute('data-consumption-id'));
    expect(broken).toEqual(['c_late']);
  });

  it('rings what an edit would get accepted in green, apart from what it would break', () => {
    const { container } = renderTimeline({ brokenIds: new Set(['c_late']), becomesAcceptedIds: new Set(['c_early']) });
    expect(marker(container, 'c_early').getAttribute('data-becomes-accepted')).toBe('true');
    expect(marker(container, 'c_early').getAttribute('data-broken')).toBeNull();
    expect(marker(container, 'c_late').getAttribute('data-broken')).toBe('true');
  });

  it('says where a grant bar running off the right edge ends', () => {
    const sublabels = (container: HTMLElement) => [...container.querySelectorAll('.timeline-bar-sublabel')].map((label) => label.textContent);
    expect(sublabels(renderTimeline().container)).toEqual(['0 left']);
    cleanup();
    expect(sublabels(renderTimeline({ visibleRange: { from: 0, to: 6 } }).container)).toEqual(['0 left · ends t=10 →']);
  });

  it('invites the person to add a grant when the scenario is empty', () => {
    renderTimeline({ derived: emptyResult, operations: [] });
    expect(screen.getByText('Add a grant to start.')).toBeTruthy();
  });

  it('says it is computing, not that the lab is empty, while an import into an empty lab is computed and drawn', () => {
    renderTimeline({ derived: emptyResult, operations: [], labOperations: 20_000 });
    expect(screen.getByText('Computing the ledger for 20,000 operations…')).toBeTruthy();
    expect(screen.queryByText('Add a grant to start.')).toBeNull();
  });

  it('says how many operations the engine has applied, once it has said so', () => {
    renderTimeline({ derived: emptyResult, operations: [], labOperations: 20_000, labApplied: 8_200 });
    expect(screen.getByText('Computing the ledger for 20,000 operations… 8,200 applied')).toBeTruthy();
  });

  it('says it is drawing once the engine has answered and only the picture is being built', () => {
    renderTimeline({ derived: emptyResult, operations: [], labOperations: 20_000, labAnswered: true });
    expect(screen.getByText('Drawing the timeline of 20,000 operations…')).toBeTruthy();
    expect(screen.queryByText(/Computing the ledger/)).toBeNull();
  });

  it('asks to step forward, not to add a grant, at step 0 of a scenario that has operations', () => {
    renderTimeline({ derived: emptyResult, operations: seedExample2Operations });
    expect(screen.getByText(/Nothing has arrived yet/)).toBeTruthy();
    expect(screen.queryByText('Add a grant to start.')).toBeNull();
  });

  it('names a numbered marker by what it shows first, then what it means', () => {
    const arrivals = {
      arrivalNumbers: { grants: new Map([['g1', 1]]), consumptions: new Map([['c_late', 2]]) },
      arrived: null,
      changed: { consumptions: new Set(['c_late']), grants: new Set(['g1']) },
      protectedIds: new Set<string>(),
    };
    const { container } = renderTimeline({ arrivals });
    const late = marker(container, 'c_late');
    expect(late.getAttribute('aria-label')).toMatch(/^#2 c_late · 80 c_late: 80 credits at t=8, accepted/);
    expect(late.getAttribute('data-changed')).toBe('true');
  });

  it('rings an accepted consumption that the refusal at this step kept whole, and says so', () => {
    const arrivals = {
      arrivalNumbers: { grants: new Map([['g1', 1]]), consumptions: new Map([['c_late', 2]]) },
      arrived: null,
      changed: { consumptions: new Set<string>(), grants: new Set<string>() },
      protectedIds: new Set(['c_late']),
    };
    const { container } = renderTimeline({ arrivals });
    const late = marker(container, 'c_late');
    expect(late.getAttribute('data-protected')).toBe('true');
    expect(late.querySelector('.timeline-protected-ring')).not.toBeNull();
    expect(late.getAttribute('aria-label')).toMatch(/the consumption refused at this step would have broken it$/);
  });
});
