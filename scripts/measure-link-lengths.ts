/**
 * Prints the length of a full share link for generated 20-, 200- and 2,000-operation
 * scenarios (deterministic, see generateScenario), for the README.
 * Run: npx tsx scripts/measure-link-lengths.ts
 */
import { encodeScenarioHash } from '../src/scenario/codec';
import { LINK_WARNING_LENGTH } from '../src/scenario/limits';
import { generateScenario } from '../src/scenario/testing/generateScenario';

const ORIGIN = 'http://127.0.0.1:4173/';

for (const operationCount of [20, 200, 2_000]) {
  const hash = encodeScenarioHash(generateScenario(operationCount));
  const link = `${ORIGIN}${hash}`;
  const version = hash.slice(3, hash.indexOf('.'));
  const warned = link.length > LINK_WARNING_LENGTH ? 'warns' : 'no warning';
  console.log(`${String(operationCount).padStart(5)} operations: ${String(link.length).padStart(6)} characters (version ${version}, ${warned})`);
}
