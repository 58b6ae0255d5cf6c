/**
 * The broken lists of candidates over the headroom, checked against the reference: after a
 * scenario's grants and consumptions, candidates just over the headroom, halfway to the
 * balance and at the balance, at 12 times spread over the history. The lists come from the
 * balances (schedule/brokenByBalances.ts) or from a forced replay that stops early
 * (replay/keptCreditGap.ts): `keptCreditGap.test.ts` plays it at the default limits,
 * `implicit/tinyLimits.test.ts` with every limit tiny, where the checks' budgets run out.
 */
import { expect } from 'vitest';
import { ImplicitLedger } from '../implicit';
import { ReferenceLedger } from '../reference';
import type { LedgerEngine } from '../types';
import type { LedgerScenario } from './arbitraries';
import { captureCall } from './callStep';

/** Plays a scenario's grants and consumptions on an engine; invalid ones throw alike on both (captured). */
function playChanges(engine: LedgerEngine, scenario: LedgerScenario): void {
  for (const step of scenario.calls) if (step.call === 'addGrant' || step.call === 'consume') captureCall(engine, step);
}

/** Candidates at `timestamp` just over the headroom, halfway to the balance and at the balance (those that exist). */
export function amountsOverHeadroom(reference: LedgerEngine, timestamp: number): number[] {
  const balance = reference.balanceAt(timestamp);
  const headroom = reference.headroomAt(timestamp);
  const amounts = new Set([headroom + 1, Math.ceil((headroom + 1 + balance) / 2), balance]);
  return [...amounts].filter((amount) => amount >= 1 && amount > headroom && amount <= balance);
}

export function checkOverHeadroomPreviews(scenario: LedgerScenario): void {
  const engine = new ImplicitLedger();
  const reference = new ReferenceLedger();
  playChanges(engine, scenario);
  playChanges(reference, scenario);
  const latest = Math.max(0, ...scenario.calls.filter(({ call }) => call === 'consume').map(({ args }) => Number((args as { timestamp: number }).timestamp) || 0));
  for (let probe = 0; probe < 12; probe++) {
    const timestamp = Math.floor((probe * latest) / 12);
    for (const amount of amountsOverHeadroom(reference, timestamp)) {
      expect(engine.previewBreakdown({ amount, timestamp }).broken).toStrictEqual(reference.previewBreakdown({ amount, timestamp }).broken);
    }
  }
}
