/**
 * The scenarios offered by the "Scenario" select. Hand-written presets copy the operations
 * of the matching conformance cases (shared/conformance/*.json), so what the app shows for
 * them is exactly what the spec computed; generated presets come from a seeded generator.
 * Seed example 2 stops before the conformance case's last consumption (c_small): the seed's
 * story ends with c_early refused, and the app must show its answers (balance 20 at t=8,
 * headroom 20 at t=2) and let a what-if drag of 20 credits to t=2 fit.
 */
import type { Operation, Scenario } from './types';
import { generateUsageScenario } from './usageGenerator';

export const PRESET_NAMES = [
  'Empty',
  'Seed example 1',
  'Seed example 2',
  'Window boundaries',
  'Identical windows',
  'Cascade',
  'Pending resolution',
  'Month of usage (~500 operations)',
  '10,000 operations',
] as const;

export type PresetName = (typeof PRESET_NAMES)[number];

function grant(id: string, amount: number, start: number, end: number): Operation {
  return { kind: 'grant', id, amount, start, end };
}

function consume(id: string, amount: number, timestamp: number): Operation {
  return { kind: 'consume', id, amount, timestamp };
}

const handWritten: Record<string, Scenario> = {
  Empty: { policy: 'reject', operations: [] },
  'Seed example 1': {
    policy: 'reject',
    operations: [grant('g1', 100, 0, 10), grant('g2', 50, 5, 15), consume('c1', 80, 6), consume('c2', 60, 11), consume('c3', 40, 11)],
  },
  'Seed example 2': {
    policy: 'reject',
    operations: [grant('g1', 100, 0, 10), consume('c_late', 80, 8), consume('c_early', 30, 2)],
  },
  'Window boundaries': {
    policy: 'reject',
    operations: [grant('g', 10, 5, 9), consume('before', 1, 4), consume('at-start', 3, 5), consume('at-end', 3, 9), consume('after', 1, 10)],
  },
  'Identical windows': {
    policy: 'reject',
    operations: [grant('b', 10, 0, 10), grant('a', 10, 0, 10), grant('c', 10, 0, 10), consume('x', 15, 3), consume('y', 10, 4)],
  },
  Cascade: {
    policy: 'reject',
    operations: [
      grant('a', 10, 0, 10),
      grant('b', 10, 5, 20),
      grant('c', 10, 15, 30),
      consume('c2', 10, 12),
      consume('c3', 20, 25),
      consume('early', 5, 3),
      consume('spill', 10, 8),
    ],
  },
  'Pending resolution': {
    policy: 'pending',
    operations: [
      grant('g', 10, 0, 10),
      consume('p1', 30, 5),
      consume('p2', 5, 6),
      consume('p3', 20, 6),
      grant('topup', 40, 0, 10),
      consume('p3', 20, 6),
      grant('more', 20, 6, 6),
    ],
  },
};

/** Returns a fresh copy of the named preset, so callers may freeze or edit it freely. */
export function presetScenario(name: PresetName): Scenario {
  if (name === 'Month of usage (~500 operations)') {
    return generateUsageScenario({ seed: 2026, days: 30, operationCount: 500 });
  }
  if (name === '10,000 operations') {
    return generateUsageScenario({ seed: 10_000, days: 365, operationCount: 10_000 });
  }
  const preset = handWritten[name];
  return { policy: preset.policy, operations: preset.operations.map((operation) => ({ ...operation })) };
}

export function isPresetName(value: string): value is PresetName {
  return (PRESET_NAMES as readonly string[]).includes(value);
}
