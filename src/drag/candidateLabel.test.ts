import { describe, expect, it } from 'vitest';
import { idPart, plainText } from '../text/phrase';
import { describeEdit, describeNewConsumption, listIds } from './candidateLabel';

const fits = { accepted: true, shortfall: 0, broken: [] };

describe('describeNewConsumption', () => {
  it('says a candidate fits and how much headroom there is', () => {
    const answer = { time: 2, preview: fits, headroom: 50 };
    expect(plainText(describeNewConsumption(2, 30, answer))).toBe('t=2 · 30 credits · fits (headroom 50)');
  });

  it('names a Unix time by its UTC date', () => {
    const time = Date.UTC(2026, 10, 12, 17);
    const answer = { time, preview: { accepted: false, shortfall: 10, broken: [] }, headroom: 0 };
    expect(plainText(describeNewConsumption(time, 30, answer))).toBe('2026-11-12 17:00 UTC · 30 credits · needs 10 more at 2026-11-12 17:00 UTC');
    expect(plainText(describeEdit([idPart('job')], time / 1000, null))).toBe('job → 2026-11-12 17:00 UTC · checking…');
  });

  it('says how many credits are missing at the candidate time', () => {
    const answer = { time: 2, preview: { accepted: false, shortfall: 10, broken: [] }, headroom: 0 };
    expect(plainText(describeNewConsumption(2, 30, answer))).toBe('t=2 · 30 credits · needs 10 more at t=2');
  });

  it('names the one accepted consumption the candidate would break', () => {
    const answer = { time: 2, preview: { accepted: false, shortfall: 0, broken: ['c_late'] }, headroom: 20 };
    expect(plainText(describeNewConsumption(2, 30, answer))).toBe('t=2 · 30 credits · breaks c_late');
  });

  it('names several broken consumptions separated by commas', () => {
    const broken = ['c_late', 'c_x'];
    const answer = { time: 2, preview: { accepted: false, shortfall: 0, broken }, headroom: 0 };
    expect(plainText(describeNewConsumption(2, 30, answer))).toBe('t=2 · 30 credits · breaks c_late, c_x');
  });

  it('says a refused candidate would wait under the pending policy', () => {
    const answer = { time: 2, preview: { accepted: false, shortfall: 0, broken: ['c_late'] }, headroom: 20 };
    expect(plainText(describeNewConsumption(2, 30, answer, 'pending'))).toBe('t=2 · 30 credits · breaks c_late · would wait as pending');
  });

  it('says checking while the answer is missing', () => {
    expect(plainText(describeNewConsumption(4, 30, null))).toBe('t=4 · 30 credits · checking…');
  });

  it('says checking rather than show an answer about another time', () => {
    const answer = { time: 3, preview: fits, headroom: 50 };
    expect(plainText(describeNewConsumption(4, 30, answer))).toBe('t=4 · 30 credits · checking…');
  });
});

describe('describeEdit', () => {
  it('says what would break first, then what would become accepted', () => {
    const directions = { broken: ['c_late'], becomesAccepted: ['c_early'] };
    expect(plainText(describeEdit([idPart('c_late')], 11, directions))).toBe('c_late → t=11 · breaks c_late; c_early becomes accepted');
  });

  it('says "become" for several consumptions becoming accepted', () => {
    const directions = { broken: [], becomesAccepted: ['c1', 'c2'] };
    expect(plainText(describeEdit([idPart('g1'), ' end'], 2, directions))).toBe('g1 end → t=2 · c1, c2 become accepted');
  });

  it('says so when no outcome would change', () => {
    expect(plainText(describeEdit([idPart('g1'), ' end'], 12, { broken: [], becomesAccepted: [] }))).toBe('g1 end → t=12 · no outcome changes');
  });

  it('says checking while the answer is missing', () => {
    expect(plainText(describeEdit([idPart('c_late')], 5, null))).toBe('c_late → t=5 · checking…');
  });
});

describe('listIds', () => {
  it('cuts a long list after five names and counts the rest', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(plainText(listIds(ids))).toBe('a, b, c, d, e and 2 more');
  });

  it('counts them in a verdict where a line has no room for names: "breaks 46"', () => {
    const broken = Array.from({ length: 46 }, (_, index) => `job-${index}`);
    const answer = { time: 0, preview: { accepted: false, shortfall: 0, broken }, headroom: 0 };
    expect(plainText(describeNewConsumption(0, 3000, answer, 'reject', 'count'))).toBe('t=0 · 3,000 credits · breaks 46');
    const directions = { broken: [], becomesAccepted: ['c1', 'c2'] };
    expect(plainText(describeEdit([idPart('g1'), ' end'], 2, directions, 'count'))).toBe('g1 end → t=2 · 2 become accepted');
  });

  it('counts the ids where a line has room for no names, but names a single one', () => {
    expect(plainText(listIds(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 'count'))).toBe('7');
    expect(listIds(['c_late'], 'count')).toEqual([{ id: 'c_late' }]);
  });

  it('marks each listed id as an id', () => {
    expect(listIds(['c_late', 'c\u202E1'])).toEqual([{ id: 'c_late' }, ', ', { id: 'c\u202E1' }]);
  });

  it('says in the status line that the drop is what is refused, and what it would break', () => {
    const answer = { time: 2, preview: { accepted: false, shortfall: 0, broken: ['c_late'] }, headroom: 20 };
    expect(plainText(describeNewConsumption(2, 30, answer, 'reject', 'sentence'))).toBe('t=2 · 30 credits · rejected: would break c_late');
    expect(plainText(describeNewConsumption(2, 30, answer, 'pending', 'sentence'))).toBe('t=2 · 30 credits · would break c_late · would wait as pending');
    expect(plainText(describeNewConsumption(2, 30, answer, 'reject', 'names'))).toBe('t=2 · 30 credits · breaks c_late');
  });
});
