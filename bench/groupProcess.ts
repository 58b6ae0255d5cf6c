/**
 * Each group of the benchmark plays in a Node process of its own, as JMH forks a JVM per
 * benchmark: played after other groups in one process, the same rows ran 15-80% slower
 * (same engine: `questionsNear1M` 6,551 ms in a full run against 3,644 ms for its group
 * alone; `backdated1M` 2,037 against 1,707 ms), most likely because the engine's code had
 * been compiled for the shapes played before. A child prints its rows, summary fields and
 * targets as one JSON line; the parent merges them in group order.
 */
import { spawnSync } from 'node:child_process';
import { comparisonRows, rows, type Row } from './rows';

/** What one group's process measured. */
export interface GroupResult {
  comparisonRows: Row[];
  rows: Row[];
  summary: string[];
  targets: [string, boolean][];
}

const RESULT_PREFIX = 'BENCH_GROUP_RESULT ';
/** Set in a child: play the groups named by `BENCH_ROWS` here and print the result. */
export const isGroupChild = process.env.BENCH_GROUP_CHILD === '1';

/** In a child: prints what it measured for the parent to read. */
export function printGroupResult(summary: string[], targets: [string, boolean][]): void {
  const result: GroupResult = { comparisonRows, rows, summary, targets };
  console.log(RESULT_PREFIX + JSON.stringify(result));
}

/**
 * Plays each of `groups` in a child process running `script` (run.ts) with this process's
 * loader flags (tsx); their rows join this process's table, in order.
 */
export function playGroupsInChildren(script: string, groups: string[]): Pick<GroupResult, 'summary' | 'targets'> {
  const played: Pick<GroupResult, 'summary' | 'targets'> = { summary: [], targets: [] };
  for (const group of groups) {
    const result = playGroupInChild(script, group);
    comparisonRows.push(...result.comparisonRows);
    rows.push(...result.rows);
    played.summary.push(...result.summary);
    played.targets.push(...result.targets);
  }
  return played;
}

function playGroupInChild(script: string, group: string): GroupResult {
  const env = { ...process.env, BENCH_ROWS: group, BENCH_GROUP_CHILD: '1' };
  const child = spawnSync(process.execPath, [...process.execArgv, script], { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] });
  const line = child.stdout.split('\n').find((text) => text.startsWith(RESULT_PREFIX));
  if (child.status !== 0 || line === undefined) {
    throw new Error(`bench group ${group} failed (exit ${child.status}): ${child.stdout.slice(-2_000)}`);
  }
  return JSON.parse(line.slice(RESULT_PREFIX.length)) as GroupResult;
}
