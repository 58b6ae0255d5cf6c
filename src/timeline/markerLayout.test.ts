import { describe, expect, it } from 'vitest';
import type { ConsumptionMark, MarkStatus } from './consumptionMarks';
import { HEBREW_CONSUMPTION_ID } from '../text/testing/bidiIds';
import { densityColumns, INDIVIDUAL_MARKERS_MAX, layoutConsumptions, MARKER_ROWS_MAX, markerLabels, packRows, ringBands, visibleMarks } from './markerLayout';
import { createTimeScale } from './timeScale';

function mark(id: string, timestamp: number, status: MarkStatus = 'accepted', amount = 10): ConsumptionMark {
  return { id, amount, timestamp, status, draws: [], refusal: null };
}

const NONE = new Set<string>();

describe('markerLayout', () => {
  it('culls marks outside the visible range', () => {
    const marks = [mark('a', 1), mark('b', 5), mark('c', 9)];
    expect(visibleMarks(marks, { from: 4, to: 6 }).map((m) => m.id)).toEqual(['b']);
  });

  it('keeps a mark whose cell is half inside the range', () => {
    expect(visibleMarks([mark('edge', 10)], { from: 0, to: 9.6 })).toHaveLength(1);
  });

  it('stacks markers at the same time into separate rows', () => {
    const scale = createTimeScale({ from: 0, to: 10 }, 0, 1000);
    const rows = packRows([mark('a', 2), mark('b', 2)], scale)?.map((placed) => placed.row);
    expect(rows).toEqual([0, 1]);
  });

  it('reuses the first row once markers are far enough apart', () => {
    const scale = createTimeScale({ from: 0, to: 10 }, 0, 1000);
    const rows = packRows([mark('a', 2), mark('b', 5)], scale)?.map((placed) => placed.row);
    expect(rows).toEqual([0, 0]);
  });

  it('labels a marker with its id and amount when there is room', () => {
    const scale = createTimeScale({ from: 0, to: 100 }, 0, 1000);
    expect(packRows([mark('c_late', 10, 'accepted', 80)], scale)?.[0].label).toBe('c_late · 80');
  });

  it('falls back to the amount alone when the id would run into the next marker', () => {
    const scale = createTimeScale({ from: 0, to: 100 }, 0, 1000);
    const placed = packRows([mark('c_late', 10, 'accepted', 80), mark('b', 14)], scale);
    expect(placed?.[0].label).toBe('80');
  });

  it('drops the label when even the amount would run into the next marker', () => {
    const scale = createTimeScale({ from: 0, to: 100 }, 0, 1000);
    const placed = packRows([mark('a', 10, 'accepted', 123456), mark('b', 12)], scale);
    expect(placed?.[0].label).toBeNull();
  });

  it('shortens the label a drag highlights (bold, moved right) where the plain one only just fits', () => {
    const scale = createTimeScale({ from: 0, to: 100 }, 0, 1000);
    const labelsWithNextAt = (next: number) => {
      const placed = packRows([mark('c_b', 10, 'accepted', 40), mark('d', next)], scale)?.[0];
      return [placed?.label, placed?.highlightedLabel];
    };
    expect(labelsWithNextAt(40)).toEqual(['c_b · 40', 'c_b · 40']);
    expect(labelsWithNextAt(17)).toEqual(['c_b · 40', '40']);
  });

  it('shortens the label of a marker near the right edge of the plot', () => {
    const scale = createTimeScale({ from: 0, to: 100 }, 0, 1000);
    expect(packRows([mark('c_late', 97, 'accepted', 80)], scale)?.[0].label).toBe('80');
  });

  it('switches to a density strip when the rows cannot hold every marker', () => {
    const scale = createTimeScale({ from: 0, to: 10 }, 0, 1000);
    const crowd = Array.from({ length: MARKER_ROWS_MAX + 1 }, (_, index) => mark(`c${index}`, 5));
    expect(layoutConsumptions(crowd, scale, NONE).mode).toBe('density');
  });

  it('counts consumptions per pixel column by status', () => {
    const scale = createTimeScale({ from: 0, to: 1000 }, 0, 1000);
    const columns = densityColumns([mark('a', 100), mark('b', 101, 'rejected'), mark('c', 500, 'pending')], scale);
    expect(columns.map((column) => column.counts)).toEqual([
      { accepted: 1, rejected: 1, pending: 0, broken: 0, becomesAccepted: 0 },
      { accepted: 0, rejected: 0, pending: 1, broken: 0, becomesAccepted: 0 },
    ]);
  });

  it('counts what a drag would break or get accepted as their own shares of a column', () => {
    const scale = createTimeScale({ from: 0, to: 1000 }, 0, 1000);
    const marks = [mark('a', 100), mark('b', 100), mark('c', 101, 'rejected'), mark('d', 101, 'rejected')];
    const highlights = { broken: new Set(['a']), becomesAccepted: new Set(['c']) };
    expect(densityColumns(marks, scale, highlights)[0].counts).toEqual({ accepted: 1, rejected: 1, pending: 0, broken: 1, becomesAccepted: 1 });
  });

  it('still draws the selected consumption as a marker in density mode', () => {
    const scale = createTimeScale({ from: 0, to: 10 }, 0, 1000);
    const crowd = Array.from({ length: 10 }, (_, index) => mark(`c${index}`, 5));
    const layout = layoutConsumptions(crowd, scale, new Set(['c3']));
    expect(layout.markers.map((placed) => placed.mark.id)).toEqual(['c3']);
  });

  it('labels the markers over a density strip only where the next one leaves room', () => {
    const scale = createTimeScale({ from: 0, to: 100 }, 0, 1000);
    const crowd = Array.from({ length: 400 }, (_, index) => mark(`c${index}`, index / 4));
    // A step that moved five consumptions at nearly one time, and one far from them.
    const moved = new Set(['c300', 'c301', 'c302', 'c303', 'c304', 'c40']);
    const layout = layoutConsumptions(crowd, scale, moved);
    if (layout.mode !== 'density') throw new Error('expected a density strip');
    expect(layout.markers.map((placed) => [placed.mark.id, placed.label])).toEqual([
      ['c40', 'c40 · 10'],
      ['c300', null],
      ['c301', null],
      ['c302', null],
      ['c303', null],
      ['c304', 'c304 · 10'],
    ]);
  });

  it('keeps the arrived consumption\'s label on its own row, drawn last, beside those it would have broken', () => {
    const scale = createTimeScale({ from: 0, to: 100 }, 0, 1000);
    const crowd = Array.from({ length: 400 }, (_, index) => mark(`c${index}`, index / 4));
    // A refused c300 and the three just after it that it would have broken.
    const shown = new Set(['c300', 'c301', 'c302', 'c303']);
    const layout = layoutConsumptions(crowd, scale, shown, undefined, new Set(['c300']));
    if (layout.mode !== 'density') throw new Error('expected a density strip');
    expect(layout.markers.map((placed) => [placed.mark.id, placed.row, placed.label])).toEqual([
      ['c301', 1, null],
      ['c302', 1, null],
      ['c303', 1, 'c303 · 10'],
      ['c300', 0, 'c300 · 10'],
    ]);
  });

  it('draws rings instead of markers when a step or drag moved more than it can mark one by one', () => {
    const scale = createTimeScale({ from: 0, to: 10 }, 0, 1000);
    const crowd = Array.from({ length: 2 * INDIVIDUAL_MARKERS_MAX }, (_, index) => mark(`c${index}`, index / 100));
    const moved = new Set(crowd.map((each) => each.id));
    const highlights = { broken: new Set(['c1', 'c2']), becomesAccepted: new Set(['c3']) };
    const layout = layoutConsumptions(crowd, scale, moved, highlights, new Set(['c0', 'c1']));
    if (layout.mode !== 'density') throw new Error('expected a density strip');
    expect(layout.markers.map((placed) => placed.mark.id)).toEqual(['c0', 'c1']);
    expect(layout.rings?.broken).toHaveLength(1);
    expect(layout.rings?.becomesAccepted).toHaveLength(1);
    expect(layout.rings?.changed).toHaveLength(crowd.length - 4);
  });
});

describe('markerLabels', () => {
  it('isolates a right-to-left id, so the amount after it stays on its right', () => {
    expect(markerLabels(mark(HEBREW_CONSUMPTION_ID, 2, 'accepted', 30))).toEqual(['\u2068\u05D0\u05D1-1\u2069 · 30', '30']);
  });
});

describe('ringBands', () => {
  it('merges rings that touch into one band and keeps a ring apart on its own', () => {
    expect(ringBands([10, 18, 20, 40, 100], 5)).toEqual([
      { from: 10, to: 20 },
      { from: 40, to: 40 },
      { from: 100, to: 100 },
    ]);
  });

  it('has no band without rings', () => {
    expect(ringBands([], 5)).toEqual([]);
  });
});
