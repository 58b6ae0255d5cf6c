/**
 * The independent differential fuzzer, for as long as it is given:
 *   npm run fuzz -- [seconds=600] [first seed=1] [--tiny]
 * Plays seeded scenarios (src/ledger/testing/fuzz) on the reference and on the implicit
 * engine (default settings and test settings), prints each divergence with the scenario
 * shrunk to a short one, and exits 1 if any was found. Its generators are its own, not the
 * property tests' arbitraries: it found a wrong `headroomAt` those tests missed (stop 52).
 * `--tiny` plays them with every cap and block size of `implicit/limits.ts` at 1-8
 * (testing/tinyLimits.ts), in vitest, whose module mock puts those values in place.
 */
import { spawnSync } from 'node:child_process';
import { implicitFactory, testSettingsFactory } from '../src/ledger/testing/engines';
import { fuzzFor } from '../src/ledger/testing/fuzz/run';

const TINY_FUZZ_TEST = 'src/ledger/implicit/tinyLimitsFuzz.test.ts';

function main(): void {
  const tiny = process.argv.includes('--tiny');
  const [seconds = '600', firstSeed = '1'] = process.argv.slice(2).filter((argument) => argument !== '--tiny');
  if (tiny) {
    const env = { ...process.env, FUZZ_SECONDS: seconds, FUZZ_FIRST_SEED: firstSeed };
    const vitest = spawnSync('npx', ['vitest', 'run', TINY_FUZZ_TEST, '--reporter=verbose'], { env, stdio: 'inherit' });
    process.exitCode = vitest.status ?? 1;
    return;
  }
  const divergences = fuzzFor(Number(seconds), Number(firstSeed), [implicitFactory, testSettingsFactory]);
  process.exitCode = divergences > 0 ? 1 : 0;
}

main();
