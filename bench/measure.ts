/**
 * Measurement helpers for the benchmark: median latency of a read-only call sampled at
 * seeded points, and the peak memory of the 1,000,000-call stream measured in a child
 * process (its `maxRSS`), so the parent's other workloads do not count.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom as seededRandom } from '../src/scenario/usageGenerator';

/**
 * Median wall time in milliseconds over `samples` calls of `call`, timed from the moment
 * it calls `startTimer` (so it can prepare a sample untimed) to its return.
 */
export function medianLatency(
  samples: number,
  seed: number,
  call: (random: () => number, startTimer: () => void) => void,
): number {
  const random = seededRandom(seed);
  const durations: number[] = [];
  for (let index = 0; index < samples; index++) {
    let startedAt = performance.now();
    call(random, () => {
      startedAt = performance.now();
    });
    durations.push(performance.now() - startedAt);
  }
  return median(durations);
}

/** The middle value (the upper of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)];
}

export interface PeakMemory {
  maxRssMegabytes: number;
  milliseconds: number;
}

/** Runs bench/peakMemory.ts in a child Node process with the same loader flags as this one. */
export function peakMemoryOfStream(calls: number): PeakMemory {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'peakMemory.ts');
  const child = spawnSync(process.execPath, [...process.execArgv, script, String(calls)], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`peak memory child failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop() as string) as PeakMemory;
}
