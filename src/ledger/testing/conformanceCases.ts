/**
 * Loads the shared conformance cases (shared/conformance/*.json beside the repository).
 * A missing or empty folder is an error, never a silently passing suite.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Policy } from '../types';
import type { LedgerCall } from './callStep';

export interface ConformanceStep extends LedgerCall {
  expect?: unknown;
  expectError?: boolean;
}

export interface ConformanceCase {
  file: string;
  name: string;
  about: string;
  policy: Policy;
  steps: ConformanceStep[];
}

/** `<repo>/../shared/conformance`, found from this file (`<repo>/src/ledger/testing`). */
export const conformanceFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/conformance',
);

export function loadConformanceCases(folder = conformanceFolder): ConformanceCase[] {
  let files: string[];
  try {
    files = readdirSync(folder).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    throw new Error(`conformance folder ${folder} cannot be read: ${String(error)}`);
  }
  if (files.length === 0) throw new Error(`conformance folder ${folder} holds no .json cases`);
  return files.map((file) => {
    const parsed = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Omit<ConformanceCase, 'file'>;
    return { ...parsed, policy: parsed.policy ?? 'reject', file };
  });
}
