/**
 * Grants whose windows share a few ends, arriving in any order (many in the past of the
 * consumptions), with ids that sort in no particular order: the kept schedule breaks ties
 * among equal ends by grant id and the forward walk by the grant standing for a window, so
 * the two drain different windows of one end. Mostly 'pending', with headroom and preview
 * questions at random times. The shape of the fuzzer's cases against the early stop of
 * 2026-12-05 (implicit/headroom/expiriesAhead.ts), where a window the walk drew dry was
 * counted as lowering Q by its own kept leftover.
 */
import fc from 'fast-check';
import type { Policy } from '../types';
import type { LedgerScenario } from './arbitraries';
import type { LedgerCall } from './callStep';

type Raw =
  | { kind: 'grant'; endPick: number; startPick: number; amount: number; idNumber: number }
  | { kind: 'consume' | 'preview' | 'previewBreakdown'; amount: number; time: number }
  | { kind: 'headroomAt'; time: number };

function rawCall(horizon: number): fc.Arbitrary<Raw> {
  const time = fc.integer({ min: 0, max: horizon });
  const amount = fc.integer({ min: 1, max: 30 });
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('grant' as const), endPick: fc.nat(), startPick: fc.nat(), amount, idNumber: fc.nat(99) }) },
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('consume' as const), amount, time }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('headroomAt' as const), time }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('preview' as const, 'previewBreakdown' as const), amount, time }) },
  );
}

function toCall(raw: Raw, index: number, ends: readonly number[]): LedgerCall {
  switch (raw.kind) {
    case 'grant': {
      const end = ends[raw.endPick % ends.length];
      // `g7_12` before `g70_3` before `g8_1`: the order of ids is not the order of arrival.
      return { call: 'addGrant', args: { id: `g${raw.idNumber}_${index}`, amount: raw.amount, start: raw.startPick % (end + 1), end } };
    }
    case 'consume':
      return { call: 'consume', args: { id: `c${index}`, amount: raw.amount, timestamp: raw.time } };
    case 'preview':
      return { call: 'preview', args: { amount: raw.amount, timestamp: raw.time } };
    case 'previewBreakdown':
      return { call: 'previewBreakdown', args: { id: `p${index}`, amount: raw.amount, timestamp: raw.time } };
    default:
      return { call: 'headroomAt', args: { t: raw.time } };
  }
}

export const sharedEndsScenario: fc.Arbitrary<LedgerScenario> = fc
  .record({ policy: fc.constantFrom<Policy>('pending', 'pending', 'reject'), horizon: fc.integer({ min: 8, max: 80 }) })
  .chain(({ policy, horizon }) =>
    fc
      .record({
        ends: fc.array(fc.integer({ min: 0, max: horizon }), { minLength: 1, maxLength: 4, size: 'max' }),
        raws: fc.array(rawCall(horizon), { minLength: 5, maxLength: 40, size: 'max' }),
      })
      .map(({ ends, raws }) => ({ policy, calls: raws.map((raw, index) => toCall(raw, index, ends)) })),
  );
