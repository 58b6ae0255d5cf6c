/**
 * Hand-made engine answers for timeline tests, so the timeline is tested without the
 * worker or the engine. Seed example 2 matches shared/conformance: c_early (30 at t=2)
 * is refused because it would break c_late (80 at t=8); c_small (20 at t=2) fits.
 */
import type { Operation } from '../../scenario/types';
import type { ComputeResult } from '../../worker/protocol';
import type { Narration } from '../../teaching/types';

/** The timeline does not read the narration; tests give it the empty start's. */
const startNarration: Narration = { step: 0, operationId: null, tone: 'start', sentences: [], queue: [], changes: [] };

export const seedExample2Operations: Operation[] = [
  { kind: 'grant', id: 'g1', amount: 100, start: 0, end: 10 },
  { kind: 'consume', id: 'c_late', amount: 80, timestamp: 8 },
  { kind: 'consume', id: 'c_early', amount: 30, timestamp: 2 },
  { kind: 'consume', id: 'c_small', amount: 20, timestamp: 2 },
];

export const seedExample2Result: ComputeResult = {
  outcomes: [
    { kind: 'grant', resolved: [] },
    { kind: 'consume', result: { status: 'accepted' }, resolvedBy: null },
    { kind: 'consume', result: { status: 'rejected', reason: 'would-break', broken: ['c_late'] }, resolvedBy: null },
    { kind: 'consume', result: { status: 'accepted' }, resolvedBy: null },
  ],
  snapshot: {
    policy: 'reject',
    grants: [{ id: 'g1', amount: 100, start: 0, end: 10, drawn: 100, left: 0 }],
    consumptions: [
      {
        id: 'c_late',
        amount: 80,
        timestamp: 8,
        status: 'accepted',
        acceptanceOrder: 0,
        pendingOrder: null,
        draws: [{ grantId: 'g1', amount: 80 }],
      },
      {
        id: 'c_small',
        amount: 20,
        timestamp: 2,
        status: 'accepted',
        acceptanceOrder: 1,
        pendingOrder: null,
        draws: [{ grantId: 'g1', amount: 20 }],
      },
    ],
    totalGranted: 100,
  },
  balanceSeries: [
    { t: 0, value: 100 },
    { t: 2, value: 80 },
    { t: 8, value: 0 },
  ],
  headroomSeries: [{ t: 0, value: 0 }],
  timeExtent: { from: 0, to: 10 },
  narration: startNarration,
};

/** A pending-policy answer: p1 waits for credit, p2 was refused first and accepted later. */
export const pendingOperations: Operation[] = [
  { kind: 'grant', id: 'g', amount: 10, start: 0, end: 10 },
  { kind: 'consume', id: 'p1', amount: 30, timestamp: 5 },
];

export const pendingResult: ComputeResult = {
  outcomes: [
    { kind: 'grant', resolved: [] },
    { kind: 'consume', result: { status: 'pending', reason: 'insufficient', shortfall: 20 }, resolvedBy: null },
  ],
  snapshot: {
    policy: 'pending',
    grants: [{ id: 'g', amount: 10, start: 0, end: 10, drawn: 0, left: 10 }],
    consumptions: [
      { id: 'p1', amount: 30, timestamp: 5, status: 'pending', acceptanceOrder: null, pendingOrder: 0, draws: [] },
    ],
    totalGranted: 10,
  },
  balanceSeries: [{ t: 0, value: 10 }],
  headroomSeries: [{ t: 0, value: 10 }],
  timeExtent: { from: 0, to: 10 },
  narration: startNarration,
};

export const emptyResult: ComputeResult = {
  outcomes: [],
  snapshot: { policy: 'reject', grants: [], consumptions: [], totalGranted: 0 },
  balanceSeries: [],
  headroomSeries: [],
  timeExtent: { from: 0, to: 0 },
  narration: startNarration,
};
