import { describe, expect, it } from 'vitest';
import { CreditLedger, type Policy } from '../ledger';
import type { Scenario } from '../scenario/types';
import { plainText } from '../text/phrase';
import { narrateScenarioStep } from './index';
import { conformanceScenario } from './testing/conformanceScenario';

const createEngine = (policy: Policy) => new CreditLedger({ policy });

/** The narration with its phrases read as plain text, as the page's text content reads them. */
function narrateText(scenario: Scenario, step: number) {
  const narration = narrateScenarioStep(createEngine, scenario, step);
  return {
    ...narration,
    sentences: narration.sentences.map(plainText),
    queue: narration.queue.map((row) => ({ ...row, text: plainText(row.text) })),
  };
}

function narrationOf(caseName: string, step: number) {
  return narrateText(conformanceScenario(caseName), step);
}

describe('narrateScenarioStep on seed example 1', () => {
  it('lists the EDF queue of an accepted consumption with what each grant had and gave', () => {
    const narration = narrationOf('seed-example-1', 3);
    expect(narration.tone).toBe('accepted');
    expect(narration.sentences).toEqual([
      'c1 takes 80 credits at t=6.',
      'Eligible grants in EDF order (earliest end first, then id): g1 (ends 10, 100 left) → took 80; g2 (ends 15, 50 left) → not needed.',
      '70 credits remain at t=6.',
    ]);
  });

  it('returns the queue as rows the UI can render one by one', () => {
    const { queue } = narrationOf('seed-example-1', 3);
    expect(queue.map(({ grantId, leftBefore, drawn, verdict }) => ({ grantId, leftBefore, drawn, verdict }))).toEqual([
      { grantId: 'g1', leftBefore: 100, drawn: 80, verdict: 'took' },
      { grantId: 'g2', leftBefore: 50, drawn: 0, verdict: 'not-needed' },
    ]);
  });

  it('gives the shortfall of an insufficient consumption at its time', () => {
    const narration = narrationOf('seed-example-1', 4);
    expect(narration.tone).toBe('rejected');
    expect(narration.sentences).toEqual([
      'c2 asks for 60 credits at t=11.',
      'Only 50 credits are available at t=11, 10 short, so it is refused: insufficient credit.',
    ]);
  });
});

describe('narrateScenarioStep on seed example 2', () => {
  it('says which accepted consumption a refusal would break and by how much', () => {
    const narration = narrationOf('seed-example-2', 3);
    expect(narration.operationId).toBe('c_early');
    expect(narration.sentences).toEqual([
      'c_early asks for 30 credits at t=2.',
      'There are 100 credits at t=2, but taking 30 would leave c_late (80 at t=8) short by 10, so it is refused: would break c_late.',
      'At most 20 credits could be taken at t=2 without breaking an accepted consumption.',
    ]);
  });

  it('says nothing could be taken when every credit at t is spoken for', () => {
    const scenario: Scenario = {
      policy: 'reject',
      operations: [
        { kind: 'grant', id: 'g', amount: 50, start: 0, end: 10 },
        { kind: 'consume', id: 'late', amount: 50, timestamp: 8 },
        { kind: 'consume', id: 'early', amount: 5, timestamp: 2 },
      ],
    };
    expect(narrateText(scenario, 3).sentences.at(-1)).toBe('Nothing could be taken at t=2 without breaking an accepted consumption.');
  });

  it('marks every id it quotes, so the page can isolate them', () => {
    const narration = narrateScenarioStep(createEngine, conformanceScenario('seed-example-2'), 3);
    expect(narration.sentences[1]).toEqual([
      'There are 100 credits at t=2, but taking 30 would leave ',
      { id: 'c_late' },
      ' (80 at t=8) short by 10, so it is refused: would break ',
      { id: 'c_late' },
      '.',
    ]);
  });

  it('narrates the empty ledger at step 0', () => {
    const narration = narrationOf('seed-example-2', 0);
    expect(narration).toMatchObject({ step: 0, operationId: null, tone: 'start' });
  });

  it('narrates a grant with the balance at its start before and after', () => {
    expect(narrationOf('seed-example-2', 1).sentences).toEqual([
      'g1 adds 100 credits, usable from t=0 to t=10.',
      'The balance at t=0 goes from 0 to 100.',
    ]);
  });
});

describe('narrateScenarioStep on the cascade', () => {
  it('names a consumption two hops away that an early insertion would break', () => {
    expect(narrationOf('cascade', 7).sentences[1]).toBe(
      'There are 15 credits at t=8, but taking 10 would leave c2 (10 at t=12) short by 5, so it is refused: would break c2.',
    );
  });

  it('shows only the grants eligible at the consumption time', () => {
    expect(narrationOf('cascade', 4).queue.map((row) => row.text)).toEqual(['b (ends 20, 10 left) → took 10']);
  });
});

describe('narrateScenarioStep under the pending policy', () => {
  it('says why a consumption waits and where it stands in the queue', () => {
    const narration = narrationOf('pending-fifo', 2);
    expect(narration.tone).toBe('pending');
    expect(narration.sentences).toEqual([
      'p1 asks for 30 credits at t=5.',
      'Only 10 credits are available at t=5, 20 short, so it waits in the pending queue (position 1): insufficient credit.',
      'Every new grant retries the pending queue once, oldest first.',
    ]);
  });

  it('tells which waiting consumptions a grant let through and what they drew', () => {
    expect(narrationOf('pending-fifo', 5).sentences).toContain(
      'It lets waiting consumptions through, oldest first: p1 (30 at t=5) now takes g 10 + topup 20.',
    );
  });

  it('tells which consumptions still wait after a grant and why', () => {
    expect(narrationOf('pending-fifo', 5).sentences).toContain('Still waiting: p3 (20 at t=6) is still 5 short.');
  });

  it('reports the draws a grant moved under earlier consumptions', () => {
    expect(narrationOf('pending-fifo', 5).sentences).toContain(
      'This changes what other consumptions draw: p2 now draws topup 5 (before: g 5).',
    );
  });

  it('treats an identical retry of a waiting consumption as a no-op', () => {
    expect(narrationOf('pending-fifo', 6).sentences[0]).toBe(
      'p3 arrives again unchanged while it is still waiting; it stays in the pending queue at position 1.',
    );
  });

  it('explains a would-break consumption that waits instead of breaking', () => {
    expect(narrationOf('pending-would-break', 3).sentences[1]).toBe(
      'There are 100 credits at t=2, but taking 30 would leave late (80 at t=8) short by 10, so it waits in the pending queue (position 1): would break late.',
    );
  });
});

describe('narrateScenarioStep on unusual operations', () => {
  it('narrates an invalid operation as changing nothing, with the engine message', () => {
    const scenario = { policy: 'reject' as const, operations: [{ kind: 'grant' as const, id: 'g', amount: 5, start: 9, end: 1 }] };
    const narration = narrateText(scenario, 1);
    expect(narration.tone).toBe('error');
    expect(narration.sentences[0]).toMatch(/^The grant g is refused as invalid, so nothing changes \(start.*\)\.$/);
  });

  it('narrates an identical grant retry as changing nothing', () => {
    const grant = { kind: 'grant' as const, id: 'g', amount: 5, start: 1, end: 9 };
    const narration = narrateText({ policy: 'reject', operations: [grant, grant] }, 2);
    expect(narration.sentences).toEqual([
      'g arrives again with the same parameters; a grant is never added twice, so nothing changes.',
    ]);
  });

  it('says a one-instant grant is usable only at that time', () => {
    expect(narrationOf('pending-fifo', 7).sentences[0]).toBe('more adds 20 credits, usable only at t=6.');
  });

  it('clamps a step past the end to the last operation', () => {
    expect(narrationOf('seed-example-2', 99).step).toBe(4);
  });
});

describe('narrateScenarioStep on grant balances', () => {
  it('says the balance at the start already lost the draws of consumptions resolved there', () => {
    expect(narrationOf('pending-fifo', 7).sentences[1]).toBe(
      'The balance at t=6 stays 15: the consumptions it let through drew what it added there.',
    );
  });

  it('reports the plain rise when resolved consumptions lie after the start', () => {
    expect(narrationOf('pending-fifo', 5).sentences[1]).toBe('The balance at t=0 goes from 10 to 50.');
  });
});

describe('narrateScenarioStep on a long pending queue', () => {
  it('explains the oldest waiting consumptions and counts the rest', () => {
    const waiting = Array.from({ length: 7 }, (_, index) => ({ kind: 'consume' as const, id: `w${index}`, amount: 50, timestamp: 1 }));
    const scenario = {
      policy: 'pending' as const,
      operations: [...waiting, { kind: 'grant' as const, id: 'g', amount: 10, start: 0, end: 5 }],
    };
    expect(narrateText(scenario, 8).sentences[2]).toBe(
      'Still waiting: w0 (50 at t=1) is still 40 short; w1 (50 at t=1) is still 40 short; w2 (50 at t=1) is still 40 short; ' +
        'w3 (50 at t=1) is still 40 short; w4 (50 at t=1) is still 40 short (and 2 more).',
    );
  });
});

describe('narrateScenarioStep on Unix times', () => {
  it('says the UTC dates of a billing export, not 13-digit numbers', () => {
    const nov1 = Date.UTC(2026, 10, 1);
    const hour = 3_600_000;
    const scenario: Scenario = {
      policy: 'reject',
      operations: [
        { kind: 'grant', id: 'november', amount: 100, start: nov1, end: Date.UTC(2026, 11, 1) - 1 },
        { kind: 'consume', id: 'job', amount: 30, timestamp: nov1 + 18 * hour },
        { kind: 'consume', id: 'big', amount: 90, timestamp: nov1 + 20 * hour },
      ],
    };
    expect(narrateText(scenario, 1).sentences[0]).toBe('november adds 100 credits, usable from 2026-11-01 00:00 UTC to 2026-11-30 23:59:59.999 UTC.');
    expect(narrateText(scenario, 2).sentences).toEqual([
      'job takes 30 credits at 2026-11-01 18:00 UTC.',
      'Eligible grants in EDF order (earliest end first, then id): november (ends 2026-11-30 23:59:59.999 UTC, 100 left) → took 30.',
      '70 credits remain at 2026-11-01 18:00 UTC.',
    ]);
    expect(narrateText(scenario, 3).sentences[1]).toMatch(/^Only 70 credits are available at 2026-11-01 20:00 UTC, 20 short/);
  });
});
