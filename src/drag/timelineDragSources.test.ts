import { scaleLinear } from 'd3';
import { describe, expect, it } from 'vitest';
import type { Operation } from '../scenario/types';
import { grabbedEdge, soleOperationIndex } from './timelineDragSources';

// Ten pixels per time unit: the cell of t=0 spans pixels -5 to 5.
const xScale = scaleLinear().domain([0, 100]).range([0, 1000]);

describe('grabbedEdge', () => {
  it('grabs the start edge half a unit before the window starts', () => {
    expect(grabbedEdge(17, 2, 10, xScale)).toBe('start');
  });

  it('grabs the end edge half a unit after the window ends', () => {
    expect(grabbedEdge(103, 2, 10, xScale)).toBe('end');
  });

  it('grabs nothing in the middle of the bar', () => {
    expect(grabbedEdge(60, 2, 10, xScale)).toBeNull();
  });

  it('grabs the nearer edge of a window one unit wide', () => {
    expect(grabbedEdge(52, 5, 5, xScale)).toBe('end');
  });
});

describe('soleOperationIndex', () => {
  const operations: Operation[] = [
    { kind: 'grant', id: 'g1', amount: 10, start: 0, end: 5 },
    { kind: 'consume', id: 'p', amount: 20, timestamp: 3 },
    { kind: 'consume', id: 'c1', amount: 5, timestamp: 3 },
    { kind: 'consume', id: 'p', amount: 20, timestamp: 3 },
  ];

  it('finds the arrival index of an operation by kind and id', () => {
    expect(soleOperationIndex(operations, 'consume', 'c1')).toBe(2);
  });

  it('refuses an id that was sent more than once', () => {
    expect(soleOperationIndex(operations, 'consume', 'p')).toBeNull();
  });

  it('keeps grant and consumption ids apart', () => {
    expect(soleOperationIndex(operations, 'consume', 'g1')).toBeNull();
  });
});
