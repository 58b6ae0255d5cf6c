/**
 * The fuzzer's loop (`npm run fuzz`): plays seeded scenarios (shapes.ts) on the reference
 * and the engines for as long as it is given, prints each divergence with the scenario
 * shrunk to a short one, and a tally per shape every minute and at the end.
 */
import type { EngineFactory } from '../engines';
import { printable, printCalls } from './calls';
import { play, shrink, type Divergence } from './play';
import { scenarioOfSeed } from './shapes';

const SCENARIO_LIMIT_MS = 120_000;
const SHRINK_BUDGET_MS = 300_000;

interface ShapeTally { scenarios: number; calls: number; timedOut: number; ms: number }

function report(seed: number, shape: string, divergence: Divergence, shrunk: string): void {
  const { index, engine, call, reference, got, kind } = divergence;
  console.log(`\nDIVERGENCE seed ${seed} (${shape}) at call ${index}, ${engine}: ${kind}`);
  console.log(`call: ${JSON.stringify(printable(call))}`);
  console.log(`reference: ${JSON.stringify(printable(reference))}`);
  console.log(`engine:    ${JSON.stringify(printable(got))}`);
  console.log(`shrunk: ${shrunk}`);
}

function summary(tallies: Map<string, ShapeTally>, divergences: number, mismatches: number, elapsedS: number): string {
  const lines = [...tallies].map(([shape, t]) => `  ${shape}: ${t.scenarios} scenarios, ${t.calls} calls, ${t.timedOut} timed out, ${(t.ms / 1000).toFixed(0)} s`);
  return `after ${elapsedS.toFixed(0)} s: ${divergences} divergences, ${mismatches} error messages that differ\n${lines.join('\n')}`;
}

/** Fuzzes `engines` against the reference for `seconds`, from `firstSeed` on; returns the number of divergences. */
export function fuzzFor(seconds: number, firstSeed: number, engines: EngineFactory[]): number {
  const started = Date.now();
  const end = started + seconds * 1000;
  const tallies = new Map<string, ShapeTally>();
  let divergences = 0;
  let mismatches = 0;
  let lastProgress = started;
  let seed = firstSeed;
  for (; Date.now() < end; seed++) {
    const { shape, scenario } = scenarioOfSeed(seed);
    const tally = tallies.get(shape) ?? { scenarios: 0, calls: 0, timedOut: 0, ms: 0 };
    tallies.set(shape, tally);
    const playStarted = Date.now();
    const played = play(scenario.policy, scenario.calls, engines, Math.min(end, playStarted + SCENARIO_LIMIT_MS));
    tally.ms += Date.now() - playStarted;
    tally.calls += played.callsPlayed;
    mismatches += played.messageMismatches.length;
    for (const message of played.messageMismatches.slice(0, 1)) if (mismatches <= 5) console.log(`message differs (seed ${seed}): ${message}`);
    if (played.timedOut) tally.timedOut++;
    else tally.scenarios++;
    if (played.divergence !== null) {
      divergences++;
      report(seed, shape, played.divergence, printCalls(shrink(scenario.policy, scenario.calls, engines, SHRINK_BUDGET_MS)));
    }
    if (Date.now() - lastProgress > 60_000) {
      lastProgress = Date.now();
      console.log(summary(tallies, divergences, mismatches, (Date.now() - started) / 1000));
    }
  }
  console.log(summary(tallies, divergences, mismatches, (Date.now() - started) / 1000));
  console.log(`seeds ${firstSeed}..${seed - 1}`);
  return divergences;
}
