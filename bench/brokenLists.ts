/**
 * Where a refusal's broken list still comes from a forced replay (issue 11's second item):
 * `BENCH_ROWS=brokenLists npm run bench` plays each shape, then previews 1 to 3,000 credits
 * over the headroom at seeded random times, and sorts each preview by how the engine
 * answers it, as `Schedule.evaluate` decides (schedule/verdict.ts):
 * - short: more than the balance there, no list to read;
 * - balances: the broken list read from the kept balances (brokenByBalances.ts);
 * - dry run from the first break: a sure refusal whose list the balances cannot prove exact;
 * - dry run from its time: the balances cannot tell (credit that may absorb the candidate
 *   expires unused after it).
 * Counted at two sizes, so whether the dry runs' share and time grow with the history is
 * measured, not remembered. Not in the default run: it answers a question, not a target.
 */
import { CreditLedger } from '../src/ledger/creditLedger';
import { brokenByBalances } from '../src/ledger/implicit/schedule/brokenByBalances';
import type { Schedule } from '../src/ledger/implicit/schedule/schedule';
import { createRandom as seededRandom } from '../src/scenario/usageGenerator';
import { backdatedWorkload, monthlyWorkload } from './backdatedWorkloads';
import { median } from './measure';
import { lastTimeOf, milliseconds, rows, STREAM_SEED, summary } from './rows';
import { shuffledArrivals, withDemandTimes } from './workloadTransforms';
import { playWorkload, type Workload } from './workloads';

const PREVIEWS = 300;
const SIZES = [100_000, 1_000_000];
const SHAPES: { key: string; name: string; workload: (calls: number) => Workload }[] = [
  { key: 'backdated', name: 'backdated', workload: (calls) => backdatedWorkload(calls, STREAM_SEED) },
  { key: 'backdated09', name: 'backdated, demand x0.9', workload: (calls) => withDemandTimes(backdatedWorkload(calls, STREAM_SEED), 0.9) },
  { key: 'monthly', name: 'credit from the 1st of the month', workload: (calls) => monthlyWorkload(calls, STREAM_SEED) },
  { key: 'shuffled', name: 'backdated without queries, a tenth of the arrivals moved', workload: (calls) => shuffledArrivals(backdatedWorkload(calls, STREAM_SEED), 0.1, STREAM_SEED) },
];

type Answer = 'short' | 'balances' | 'dry run from the first break' | 'dry run from its time';

/** How `Schedule.evaluate` answers a preview over the headroom (nothing undrawn: the headroom read drew it). */
function answerOf(schedule: Schedule, amount: number, time: number): Answer {
  if (amount > schedule.balanceAt(time)) return 'short';
  const fromBalances = brokenByBalances(schedule, amount, time);
  if (fromBalances === null) return 'dry run from its time';
  return 'firstBreakTime' in fromBalances ? 'dry run from the first break' : 'balances';
}

function previewsOverHeadroom(key: string, name: string, workload: Workload): void {
  const engine = new CreditLedger();
  playWorkload(engine, workload);
  // The engine's schedule, read for sorting only: the bench peeks at it, the app never does.
  const { schedule } = engine as unknown as { schedule: Schedule };
  const random = seededRandom(31);
  const lastTime = lastTimeOf(workload);
  const timesBy = new Map<Answer, number[]>();
  for (let preview = 0; preview < PREVIEWS; preview++) {
    const time = Math.floor(random() * lastTime);
    const amount = engine.headroomAt(time) + 1 + Math.floor(random() * 3_000);
    const startedMs = performance.now();
    engine.preview({ amount, timestamp: time });
    const tookMs = performance.now() - startedMs;
    const answer = answerOf(schedule, amount, time);
    const times = timesBy.get(answer) ?? [];
    times.push(tookMs);
    timesBy.set(answer, times);
  }
  const all = [...timesBy.values()].flat();
  const counts = [...timesBy].map(([answer, times]) => `${answer} ${times.length} (median ${milliseconds(median(times))})`).join(', ');
  const calls = workload.kinds.length;
  rows.push({ run: `brokenLists: ${name}, ${calls.toLocaleString('en-US')} calls`, fast: milliseconds(median(all)), reference: '-', note: `${PREVIEWS} previews 1-3,000 over the headroom: ${counts}` });
  summary.push(`brokenLists.${key}${Math.round(calls / 1000)}k.fromBalances=${timesBy.get('balances')?.length ?? 0}/${PREVIEWS}`);
}

export function brokenListsGroup(): void {
  for (const shape of SHAPES) for (const calls of SIZES) previewsOverHeadroom(shape.key, shape.name, shape.workload(calls));
}
