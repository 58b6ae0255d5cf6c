/**
 * Plays one generated scenario on the reference and on every engine under test, call by
 * call, and returns the first answer that differs; shrinks a failing scenario to a short one.
 * Error messages may differ (counted, not failed); error classes may not.
 */
import { isDeepStrictEqual } from 'node:util';
import { ReferenceLedger } from '../../reference';
import type { Policy } from '../../types';
import type { EngineFactory } from '../engines';
import { capture, type Call, type FuzzedEngine, type Outcome } from './calls';
import { scenarioOfSeed } from './shapes';

export interface Divergence {
  index: number;
  engine: string;
  call: Call;
  reference: Outcome;
  got: Outcome;
  kind: 'throw-mismatch' | 'error-class' | 'value';
}

export interface PlayResult {
  divergence: Divergence | null;
  /** True when the deadline came first: the scenario is neither passed nor failed. */
  timedOut: boolean;
  callsPlayed: number;
  messageMismatches: string[];
}

function compare(call: Call, reference: Outcome, got: Outcome): Divergence['kind'] | 'message' | null {
  if (reference.threw !== got.threw) return 'throw-mismatch';
  if (reference.threw && got.threw) {
    if (reference.name !== got.name) return 'error-class';
    return reference.message === got.message ? null : 'message';
  }
  const same = call.op === 'checkInvariants' || isDeepStrictEqual((reference as { value: unknown }).value, (got as { value: unknown }).value);
  return same ? null : 'value';
}

/** Plays `calls` on the reference and on each engine of `engines`, until the first divergence or `deadline` (ms since the epoch). */
export function play(policy: Policy, calls: readonly Call[], engines: readonly EngineFactory[], deadline = Infinity): PlayResult {
  const reference = new ReferenceLedger({ policy });
  const subjects = engines.map((factory) => ({ name: factory.name, engine: factory.create(policy) as FuzzedEngine }));
  const result: PlayResult = { divergence: null, timedOut: false, callsPlayed: 0, messageMismatches: [] };
  for (let index = 0; index < calls.length; index++) {
    if ((index & 15) === 0 && Date.now() > deadline) return { ...result, timedOut: true };
    const call = calls[index];
    const expected: Outcome = call.op === 'checkInvariants' ? { threw: false, value: 'ok' } : capture(reference, call);
    for (const { name, engine } of subjects) {
      const got = capture(engine, call);
      const kind = compare(call, expected, got);
      if (kind === 'message') result.messageMismatches.push(`${call.op}: reference "${(expected as { message: string }).message}", ${name} "${(got as { message: string }).message}"`);
      else if (kind !== null) return { ...result, divergence: { index, engine: name, call, reference: expected, got, kind } };
    }
    result.callsPlayed++;
  }
  return result;
}

/**
 * A shorter scenario that still diverges: chunks of calls, then single calls, are dropped
 * while the divergence stays (ddmin-like), then numbers are tried smaller. Stops at `budgetMs`.
 */
export function shrink(policy: Policy, calls: readonly Call[], engines: readonly EngineFactory[], budgetMs: number): Call[] {
  const deadline = Date.now() + budgetMs;
  const diverges = (candidate: readonly Call[]) => {
    const played = candidate.length === 0 ? null : play(policy, candidate, engines, deadline);
    return played === null || played.timedOut ? null : played.divergence;
  };
  let current = calls.slice(0, (diverges(calls)?.index ?? calls.length - 1) + 1);
  for (let chunk = Math.max(1, current.length >> 1); Date.now() < deadline; chunk >>= 1) {
    for (let i = 0; i < current.length && Date.now() < deadline;) {
      const candidate = current.slice(0, i).concat(current.slice(i + chunk));
      const found = diverges(candidate);
      if (found === null) i += chunk;
      else current = candidate.slice(0, found.index + 1);
    }
    if (chunk === 1) break;
  }
  return shrinkNumbers(current, diverges, deadline);
}

function shrinkNumbers(calls: Call[], diverges: (calls: readonly Call[]) => Divergence | null, deadline: number): Call[] {
  let current = calls;
  for (let i = 0; i < current.length && Date.now() < deadline; i++) {
    for (const key of Object.keys(current[i].args ?? {})) {
      const value = current[i].args[key];
      if (typeof value !== 'number' || !Number.isFinite(value) || value <= 1) continue;
      for (const smaller of [1, 0, Math.floor(value / 2), value - 1]) {
        const candidate = current.map((call, j) => (j === i ? { op: call.op, args: { ...call.args, [key]: smaller } } : call));
        const found = diverges(candidate);
        if (found !== null) {
          current = candidate.slice(0, found.index + 1);
          break;
        }
      }
    }
  }
  return current;
}

/** Plays the scenarios of seeds `first` to `last` on `engines`: one line per scenario that diverges. */
export function divergencesOnSeeds(first: number, last: number, engines: readonly EngineFactory[]): string[] {
  const failures: string[] = [];
  for (let seed = first; seed <= last; seed++) {
    const { shape, scenario } = scenarioOfSeed(seed);
    const { divergence } = play(scenario.policy, scenario.calls, engines);
    if (divergence !== null) failures.push(`seed ${seed} (${shape}), call ${divergence.index}: ${divergence.engine} ${divergence.kind}`);
  }
  return failures;
}
