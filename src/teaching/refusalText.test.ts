import { describe, expect, it } from 'vitest';
import { plainText } from '../text/phrase';
import type { RefusalRepair } from './refusalRepair';
import { refusalBlocks, refusalSentences } from './refusalText';

const c2Repair: RefusalRepair = {
  consumption: { id: 'c2', amount: 60, timestamp: 11 },
  reason: 'insufficient',
  balance: 50,
  headroom: 50,
  shortfall: 10,
  available: [{ grantId: 'g2', amount: 50 }],
  broken: [],
  fewerBy: 10,
  fittingSpans: [{ from: 0, to: 10 }],
  grant: { amount: 10, waitingLonger: [], letThrough: [] },
};

const cEarlyRepair: RefusalRepair = {
  consumption: { id: 'c_early', amount: 30, timestamp: 2 },
  reason: 'would-break',
  balance: 100,
  headroom: 20,
  shortfall: 0,
  available: [{ grantId: 'g1', amount: 100 }],
  broken: [{ id: 'c_late', amount: 80, timestamp: 8, missing: 10 }],
  fewerBy: 10,
  fittingSpans: [],
  grant: { amount: 10, waitingLonger: [], letThrough: [] },
};

const texts = (sentences: ReturnType<typeof refusalSentences>) => sentences.map(plainText);

describe('refusalSentences', () => {
  it('says what is missing and three ways to make it fit', () => {
    expect(texts(refusalSentences(c2Repair))).toEqual([
      'c2 needs 60 at t=11; 50 are available (g2).',
      'It would fit with 10 fewer, at t <= 10, or with a grant of 10 covering t=11.',
    ]);
  });

  it('says how much of the available credit later consumptions need when that is why it would fit with more fewer', () => {
    const held: RefusalRepair = { ...c2Repair, balance: 50, headroom: 42, fewerBy: 18, fittingSpans: [], grant: { amount: 18, waitingLonger: [], letThrough: [] } };
    expect(texts(refusalSentences(held))).toEqual([
      'c2 needs 60 at t=11; 50 are available (g2), but later consumptions need 8 of them.',
      'It would fit with 18 fewer, or with a grant of 18 covering t=11.',
    ]);
  });

  it('names what a would-break refusal would break and a repair that avoids it', () => {
    expect(texts(refusalSentences(cEarlyRepair))).toEqual([
      'c_early needs 30 at t=2; 100 are available (g1), but taking 30 would leave c_late (80 at t=8) 10 short.',
      'It would fit without breaking anything with 10 fewer, or with a grant of 10 covering t=2.',
    ]);
  });

  it('tells an older refusal twice: against the ledger it met and the ledger now', () => {
    const now: RefusalRepair = { ...c2Repair, balance: 10, headroom: 10, shortfall: 50, fewerBy: 50, fittingSpans: [], grant: { amount: 50, waitingLonger: [], letThrough: [] } };
    const blocks = refusalBlocks({ atArrival: c2Repair, now }, { arrivalNumber: 4, appliedCount: 5, status: 'rejected' });
    expect(blocks.map((block) => block.heading && plainText(block.heading))).toEqual(['Refused at arrival (#4)', 'Now, after #5']);
    expect(texts(blocks[1].sentences)).toEqual([
      'c2 needs 60 at t=11; 10 are available (g2).',
      'It would fit with 50 fewer, or with a grant of 50 covering t=11.',
    ]);
  });

  it('tells the latest operation once', () => {
    const blocks = refusalBlocks({ atArrival: c2Repair, now: c2Repair }, { arrivalNumber: 5, appliedCount: 5, status: 'pending' });
    expect(blocks.map((block) => block.heading && plainText(block.heading))).toEqual(['Queued as pending at arrival (#5)']);
  });

  it('offers only the grant when nothing can be taken at t and no other time fits', () => {
    const repair: RefusalRepair = { ...c2Repair, balance: 0, headroom: 0, available: [], fewerBy: 60, fittingSpans: [], grant: { amount: 60, waitingLonger: [], letThrough: [] } };
    expect(texts(refusalSentences(repair))).toEqual([
      'c2 needs 60 at t=11; no credit is available.',
      'It would fit with a grant of 60 covering t=11.',
    ]);
  });

  it('names a few open grants with their credit and counts the rest', () => {
    const available = ['a', 'b', 'c', 'd', 'e'].map((grantId) => ({ grantId, amount: 2_000 }));
    const repair: RefusalRepair = { ...c2Repair, balance: 10_000, headroom: 10_000, available };
    expect(plainText(refusalSentences(repair)[0])).toBe('c2 needs 60 at t=11; 10,000 are available (a 2,000, b 2,000, c 2,000 and 2 more).');
  });

  it('names the first three consumptions a refusal would break and counts the rest', () => {
    const broken = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, amount: 10, timestamp: 9, missing: 10 }));
    expect(plainText(refusalSentences({ ...cEarlyRepair, broken })[0])).toBe(
      'c_early needs 30 at t=2; 100 are available (g1), but taking 30 would leave a (10 at t=9) 10 short, b (10 at t=9) 10 short, c (10 at t=9) 10 short and 2 more consumptions short.',
    );
  });

  it('says a refused consumption would now be accepted when the ledger has room', () => {
    const repair: RefusalRepair = { ...c2Repair, reason: 'fits', balance: 90, headroom: 90, fewerBy: 0, fittingSpans: [] };
    expect(texts(refusalSentences(repair))).toEqual(['c2 needs 60 at t=11 and 90 are available (g2): it would be accepted if it arrived now.']);
  });
});

describe('refusalSentences under the pending policy', () => {
  const p1 = { id: 'p1', amount: 15, timestamp: 5 };
  const p2Repair: RefusalRepair = { ...c2Repair, consumption: { id: 'p2', amount: 20, timestamp: 6 }, balance: 10, headroom: 10, shortfall: 10, fittingSpans: [] };

  it('names the consumptions waiting longer that the grant leaves waiting', () => {
    const repair = { ...p2Repair, grant: { amount: 10, waitingLonger: [p1], letThrough: [] } };
    expect(texts(refusalSentences(repair)).slice(1)).toEqual([
      'It would fit with 10 fewer, or with a grant of 10 covering t=6.',
      'A new grant goes first to the consumptions waiting longer: p1 (15 at t=5). One usable only at t=6 lets none of them through; a longer window may.',
    ]);
  });

  it('names those the grant lets through first, its amount counting them', () => {
    const repair = { ...p2Repair, grant: { amount: 25, waitingLonger: [p1], letThrough: [p1] } };
    expect(texts(refusalSentences(repair)).slice(1)).toEqual([
      'It would fit with 10 fewer, or with a grant of 25 covering t=6.',
      'A new grant goes first to the consumptions waiting longer: this one, usable only at t=6, also lets p1 (15 at t=5) through.',
    ]);
  });

  it('only warns when the queue was too long to replay', () => {
    const repair = { ...p2Repair, grant: { amount: null, waitingLonger: [p1], letThrough: [] } };
    expect(texts(refusalSentences(repair)).at(-1)).toBe('A new grant goes first to the consumptions waiting longer, which may take some of it: p1 (15 at t=5).');
  });
});

describe('refusalBlocks for an unchanged retry', () => {
  it('heads the repair with the retry and the arrival that queued it', () => {
    const blocks = refusalBlocks({ atArrival: c2Repair, now: c2Repair }, { arrivalNumber: 4, appliedCount: 6, status: 'pending', repeated: true });
    expect(blocks.map((block) => block.heading && plainText(block.heading))).toEqual(['Still waiting after #6, which repeated #4 unchanged']);
  });
});
