import { describe, expect, it } from 'vitest';
import { plainText } from '../text/phrase';
import { dragLabel, withOperationLimitNote } from './dragLabel';
import type { DragAnswer, DragCandidate } from '../store/dragTypes';

const newConsumption = { kind: 'new-consumption', amount: 30 } as const;
const moveLate = { kind: 'move-consumption', operationIndex: 1, consumptionId: 'c_late' } as const;

describe('dragLabel', () => {
  it('is empty when nothing is dragged', () => {
    expect(plainText(dragLabel(null, null))).toBe('');
  });

  it('tells a person off the timeline where to go', () => {
    const drag: DragCandidate = { subject: newConsumption, time: null, input: 'pointer' };
    expect(plainText(dragLabel(drag, null))).toBe('30 credits · move over the timeline to choose a time; let go elsewhere to cancel');
  });

  it('gives the verdict of the answer about the candidate time', () => {
    const drag: DragCandidate = { subject: newConsumption, time: 2, input: 'pointer' };
    const preview = { accepted: false, shortfall: 0, broken: ['c_late'] };
    const answer: DragAnswer = { kind: 'consumption', time: 2, preview, headroom: 20, timing: { roundTripMs: 1, workerMs: null } };
    expect(plainText(dragLabel(drag, answer))).toBe('t=2 · 30 credits · breaks c_late');
  });

  it('names the moved consumption and which way its move changes each outcome', () => {
    const drag: DragCandidate = { subject: moveLate, time: 11, input: 'pointer' };
    const timing = { roundTripMs: 1, workerMs: null };
    const answer: DragAnswer = { kind: 'edit', time: 11, changedIds: ['c_early', 'c_late'], becomesAcceptedIds: ['c_early'], timing };
    expect(plainText(dragLabel(drag, answer))).toBe('c_late → t=11 · breaks c_late; c_early becomes accepted');
  });

  it('names the grant edge being dragged', () => {
    const subject = { kind: 'resize-grant', operationIndex: 0, grantId: 'g1', edge: 'end' } as const;
    const drag: DragCandidate = { subject, time: 12, input: 'pointer' };
    expect(plainText(dragLabel(drag, null))).toBe('g1 end → t=12 · checking…');
  });

  it('says at the operation limit that letting go of a new consumption adds nothing, and only then', () => {
    const drag: DragCandidate = { subject: newConsumption, time: 2, input: 'pointer' };
    const preview = { accepted: false, shortfall: 0, broken: ['c_late'] };
    const answer: DragAnswer = { kind: 'consumption', time: 2, preview, headroom: 20, timing: { roundTripMs: 1, workerMs: null } };
    const label = dragLabel(drag, answer);
    expect(plainText(withOperationLimitNote(label, drag, 20_000))).toBe('t=2 · 30 credits · breaks c_late · at the limit of 20,000 operations, letting go adds nothing');
    expect(plainText(withOperationLimitNote(label, drag, 19_999))).toBe('t=2 · 30 credits · breaks c_late');
    const move: DragCandidate = { subject: moveLate, time: 11, input: 'pointer' };
    expect(withOperationLimitNote(label, move, 20_000)).toBe(label);
  });
});
