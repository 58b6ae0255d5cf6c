/**
 * The bench's rows: timing a workload (the median of `BENCH_RUNS`), growth, latency probes,
 * comparisons with the reference, and the printed table. `run.ts` picks what to measure.
 */
import { CreditLedger } from '../src/ledger/creditLedger';
import { ReferenceLedger } from '../src/ledger/reference';
import type { LedgerEngine, Policy } from '../src/ledger/types';
import { median, medianLatency } from './measure';
import { playWorkload, streamWorkload, type PlayOutcome, type Workload } from './workloads';

export const STREAM_SEED = 1;
const LATENCY_SAMPLES = 1_001;
/** Timed repetitions of the stream and adversarial runs, after one untimed (the median counts). */
const RUNS = Number(process.env.BENCH_RUNS ?? '3');

export interface Row {
  run: string;
  fast: string;
  reference: string;
  note: string;
}

export const rows: Row[] = [];
/** Summary fields and targets of the groups that ran, for the SUMMARY line. */
export const summary: string[] = [];
export const targets: [string, boolean][] = [];
/** Fast vs reference rows, printed first although measured last. */
export const comparisonRows: Row[] = [];

export function milliseconds(value: number): string {
  return value >= 100 ? `${Math.round(value)} ms` : `${value.toFixed(2)} ms`;
}

/**
 * The fast engine on the seed-scale workloads, the median of `RUNS` like the other timed rows
 * (the reference replays them once at the end: its 0.5 s and 15 s average the noise).
 */
export function playFastMixed(calls: number): { outcome: PlayOutcome; engine: LedgerEngine; times: string } {
  return medianOf(streamWorkload(calls, STREAM_SEED));
}

/**
 * The reference on the same calls as `fast`, under `policy`; the digests prove both gave
 * the same answers (a disagreement fails the bench). It runs after the fast measurement,
 * so the garbage of its replays cannot slow a fast run down through the collector.
 * `fastTimes`: the fast runs' times, when it was the median of several.
 */
export function compareWithReference(label: string, workload: Workload, fast: PlayOutcome, fastTimes?: string, policy: Policy = 'reject'): number {
  const reference = playWorkload(new ReferenceLedger({ policy }), workload);
  const ratio = reference.milliseconds / fast.milliseconds;
  const agree = fast.digest === reference.digest ? 'same answers' : 'ANSWERS DIFFER';
  const runs = fastTimes === undefined ? '' : `; fast median of ${fastTimes} ms`;
  comparisonRows.push({
    run: label,
    fast: milliseconds(fast.milliseconds),
    reference: milliseconds(reference.milliseconds),
    note: `${Math.round(ratio)}x faster, ${agree} (${fast.accepted} accepted, ${fast.refused} refused)${runs}`,
  });
  if (fast.digest !== reference.digest) process.exitCode = 1;
  return ratio;
}

export function lastTimeOf(workload: Workload): number {
  return workload.times.reduce((latest, time) => Math.max(latest, time), 0);
}

function timeAnywhere(lastTime: number): (random: () => number) => number {
  return (random) => Math.floor(random() * lastTime);
}

/**
 * Plays a workload on a fresh fast engine once untimed, as JMH's warm-up iteration (the
 * JIT is still compiling the paths this shape takes: at 10,000 calls a first play took
 * twice as long as a third), then `RUNS` times, and keeps the median play (the targets
 * are judged on it; until 2026-12-07 on the fastest, the estimate least disturbed by
 * other load on a shared machine, but the one a person is least likely to see). All
 * timed plays are listed in the note; the `cold` group times a first play. The last
 * play's engine is kept for latency probes.
 */
export function medianOf(workload: Workload): { outcome: PlayOutcome; engine: LedgerEngine; times: string } {
  const outcomes: PlayOutcome[] = [];
  playWorkload(new CreditLedger(), workload);
  let engine = new CreditLedger();
  for (let run = 0; run < RUNS; run++) {
    engine = new CreditLedger();
    outcomes.push(playWorkload(engine, workload));
  }
  const middle = median(outcomes.map((each) => each.milliseconds));
  const outcome = outcomes.find((each) => each.milliseconds === middle) as PlayOutcome;
  return { outcome, engine, times: outcomes.map((each) => Math.round(each.milliseconds)).join(' / ') };
}

export function streamRow(calls: number, workload = streamWorkload(calls, STREAM_SEED)): { outcome: PlayOutcome; engine: LedgerEngine; lastTime: number } {
  const { outcome, engine, times } = medianOf(workload);
  const perCall = (outcome.milliseconds * 1000) / calls;
  rows.push({
    run: `${workload.name} calls`,
    fast: milliseconds(outcome.milliseconds),
    reference: '-',
    note: `${perCall.toFixed(2)} us/call, median of ${times} ms (${outcome.accepted} accepted, ${outcome.refused} refused)`,
  });
  return { outcome, engine, lastTime: lastTimeOf(workload) };
}

/** Growth of the median time from `small` to `large` calls, as a row. */
export function growthRow(label: string, small: PlayOutcome, large: PlayOutcome): number {
  const growth = large.milliseconds / small.milliseconds;
  rows.push({ run: label, fast: `${growth.toFixed(1)}x`, reference: '-', note: 'for 10x the calls' });
  return growth;
}

type ProbeKind =
  | 'headroomAt'
  | 'consume + headroomAt'
  | 'headroomAt after a grant in the past'
  | 'preview'
  | 'preview just over the headroom'
  | 'preview up to 3,000 over the headroom';

/**
 * Median latency of one kind of probe at seeded times over the whole history.
 * "consume + headroomAt" times a 1-credit consumption at the latest time and then the
 * headroom query, so the cost of keeping the headroom's reserve up to date is counted.
 * "after a grant in the past" adds (untimed) a 1-credit grant that opens before the
 * latest consumption, which the kept reserve cannot absorb, then times the query.
 * "just over the headroom" reads the headroom at the time (untimed) and times a preview
 * of one more credit: a would-break refusal, which lists what it breaks. "up to 3,000
 * over" previews 1 to 3,000 credits more (dozens of consumptions' worth), so some break
 * many and the forced replay runs past its first break.
 */
export function latencyRow(label: string, engine: LedgerEngine, lastTime: number, kind: ProbeKind, samples = LATENCY_SAMPLES): number {
  const timeOf = timeAnywhere(lastTime);
  let probeIndex = 0;
  const median = medianLatency(samples, 99, (random, startTimer) => {
    const time = timeOf(random);
    probeIndex++;
    if (kind === 'headroomAt after a grant in the past') {
      engine.addGrant({ id: `probe-grant${probeIndex}`, amount: 1, start: lastTime - 1, end: lastTime + 1_000_000 });
    }
    const overHeadroom = kind === 'preview just over the headroom' ? 1 : kind === 'preview up to 3,000 over the headroom' ? 1 + Math.floor(random() * 3000) : 0;
    const previewAmount = overHeadroom > 0 ? engine.headroomAt(time) + overHeadroom : 0;
    startTimer();
    switch (kind) {
      case 'preview just over the headroom':
      case 'preview up to 3,000 over the headroom':
        engine.preview({ amount: previewAmount, timestamp: time });
        break;
      case 'preview':
        engine.preview({ amount: 1 + Math.floor(random() * 100), timestamp: time });
        break;
      case 'consume + headroomAt':
        engine.consume({ id: `probe${probeIndex}`, amount: 1, timestamp: lastTime });
        engine.headroomAt(time);
        break;
      default:
        engine.headroomAt(time);
    }
  });
  rows.push({ run: label, fast: milliseconds(median), reference: '-', note: `median of ${samples} at seeded times` });
  return median;
}

export function adversarialRow(label: string, workload: Workload): PlayOutcome {
  const { outcome, times } = medianOf(workload);
  rows.push({
    run: label,
    fast: milliseconds(outcome.milliseconds),
    reference: '-',
    note: `median of ${times} ms (${outcome.accepted} accepted, ${outcome.refused} refused)`,
  });
  return outcome;
}

export function printTable(): void {
  const columns: (keyof Row)[] = ['run', 'fast', 'reference', 'note'];
  const allRows = [...comparisonRows, ...rows];
  const widths = columns.map((column) => Math.max(column.length, ...allRows.map((row) => row[column].length)));
  const line = (cells: string[]): string => `| ${cells.map((cell, index) => cell.padEnd(widths[index])).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of allRows) console.log(line(columns.map((column) => row[column])));
}
