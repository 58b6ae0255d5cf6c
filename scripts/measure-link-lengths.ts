/**
 * Prints the length of a full share link for 20-, 200- and 2,000-operation scenarios, for the
 * README: the app's realistic usage generator (hour units, the presets' data) and a worst
 * case of random second-precision times (generateScenario). Both are deterministic.
 * Run: npx tsx scripts/measure-link-lengths.ts
 */
import { encodeScenarioHash } from '../src/scenario/codec';
import { LINK_WARNING_LENGTH } from '../src/scenario/limits';
import { generateScenario } from '../src/scenario/testing/generateScenario';
import type { Scenario } from '../src/scenario/types';
import { generateUsageScenario } from '../src/scenario/usageGenerator';

const ORIGIN = 'http://127.0.0.1:4173/';

const generators: [string, (operationCount: number) => Scenario][] = [
  ['usage generator (hours)', (operationCount) => generateUsageScenario({ seed: 1, days: 30, operationCount })],
  ['random seconds (worst case)', (operationCount) => generateScenario(operationCount)],
];

for (const [name, generate] of generators) {
  console.log(name);
  for (const operationCount of [20, 200, 2_000]) {
    const hash = encodeScenarioHash(generate(operationCount));
    const link = `${ORIGIN}${hash}`;
    const version = hash.slice(3, hash.indexOf('.'));
    const warned = link.length > LINK_WARNING_LENGTH ? 'warns' : 'no warning';
    console.log(`${String(operationCount).padStart(7)} operations: ${String(link.length).padStart(6)} characters (version ${version}, ${warned})`);
  }
}
