/**
 * Plays one generated scenario on an engine under test and on the reference side by
 * side, and fails on the first call where they differ: in the returned value, in
 * throwing (and the error's name and message), or in the snapshot afterwards. It also
 * checks rules that hold for any correct engine: a refused call changes nothing, and
 * `preview` predicts `consume`.
 */
import { expect } from 'vitest';
import type { LedgerEngine } from '../types';
import { captureCall, type CallOutcome, type LedgerCall } from './callStep';
import type { LedgerScenario } from './arbitraries';
import { referenceFactory, type EngineFactory } from './engines';

function describeCall(index: number, ledgerCall: LedgerCall): string {
  return `call ${index}: ${ledgerCall.call}(${JSON.stringify(ledgerCall.args)})`;
}

/**
 * For a consumption with a new id, asks `preview` first: the prediction must match what
 * `consume` then returns. The preview runs on the engine itself, so a preview that
 * changed anything would also show up as a snapshot difference with the reference.
 */
function previewBeforeConsume(engine: LedgerEngine, ledgerCall: LedgerCall): boolean | null {
  if (ledgerCall.call !== 'consume') return null;
  const { id, amount, timestamp } = ledgerCall.args;
  if (engine.snapshot().consumptions.some((consumption) => consumption.id === id)) return null;
  const predicted = captureCall(engine, { call: 'preview', args: { amount, timestamp } });
  return predicted.threw ? null : (predicted.value as { accepted: boolean }).accepted;
}

/** The same error, not just an error: the page shows its name and message to people. */
function describedError(error: unknown): unknown {
  return error instanceof Error ? { name: error.name, message: error.message } : error;
}

/** Engines that can check their own internal state (the implicit one) do so after every call. */
function checkInvariantsOf(engine: LedgerEngine): void {
  const checkable = engine as LedgerEngine & { checkInvariants?: () => void };
  checkable.checkInvariants?.();
}

/** The same answer as the reference, or the same error: what every play compares per call. */
function expectSameOutcome(where: string, actual: CallOutcome, expected: CallOutcome): void {
  expect(actual.threw, `${where}: throws iff the reference throws`).toBe(expected.threw);
  if (actual.threw) {
    expect(actual.error, `${where}: must throw an Error`).toBeInstanceOf(Error);
    expect(describedError(actual.error), `${where}: the reference's error`).toStrictEqual(describedError(expected.threw ? expected.error : null));
  } else if (!expected.threw) {
    expect(actual.value, `${where}: same answer as the reference`).toStrictEqual(expected.value);
  }
}

/**
 * Like `playSideBySide`, but reads only where the scenario does: every answer is compared,
 * the snapshot and the invariants only at the end. Reads draw what the engine left
 * undrawn (schedule/undrawn.ts), so this is where many calls run on that state.
 */
export function playWithoutExtraReads(subject: EngineFactory, scenario: LedgerScenario): void {
  const reference = referenceFactory.create(scenario.policy);
  const engine = subject.create(scenario.policy);
  scenario.calls.forEach((ledgerCall, index) => {
    const where = `${subject.name} ${scenario.policy} ${describeCall(index, ledgerCall)}`;
    const expected = captureCall(reference, ledgerCall);
    expectSameOutcome(where, captureCall(engine, ledgerCall), expected);
  });
  checkInvariantsOf(engine);
  expect(engine.snapshot(), `${subject.name} ${scenario.policy}: same snapshot as the reference at the end`).toStrictEqual(reference.snapshot());
}

export function playSideBySide(subject: EngineFactory, scenario: LedgerScenario): void {
  const reference = referenceFactory.create(scenario.policy);
  const engine = subject.create(scenario.policy);
  scenario.calls.forEach((ledgerCall, index) => {
    const where = `${subject.name} ${scenario.policy} ${describeCall(index, ledgerCall)}`;
    const predictedAcceptance = previewBeforeConsume(engine, ledgerCall);
    const before = engine.snapshot();
    const expected = captureCall(reference, ledgerCall);
    const actual = captureCall(engine, ledgerCall);
    expectSameOutcome(where, actual, expected);
    if (actual.threw) {
      expect(engine.snapshot(), `${where}: a refused call changes nothing`).toStrictEqual(before);
    } else if (!expected.threw && predictedAcceptance !== null) {
      const accepted = (actual.value as { status: string }).status === 'accepted';
      expect(predictedAcceptance, `${where}: preview predicts consume`).toBe(accepted);
    }
    expect(engine.snapshot(), `${where}: same snapshot as the reference`).toStrictEqual(reference.snapshot());
    checkInvariantsOf(engine);
  });
}
