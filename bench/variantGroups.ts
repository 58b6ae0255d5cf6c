/**
 * The benchmark's groups that vary the backdated shape (backdatedWorkloads.ts): under
 * 'pending' (`pending`), with what-if questions at random times (`questions`), and
 * imported in a shuffled arrival order (`shuffled`). Each is checked against the
 * reference at 2,000 calls; no targets. `run.ts` picks which groups play.
 */
import { CreditLedger } from '../src/ledger/creditLedger';
import { compareWithReference, milliseconds, rows, STREAM_SEED, summary } from './rows';
import { CALL_HEADROOM, CALL_PREVIEW, countCalls, playWorkload } from './workloads';
import { appFileWorkload, backdatedWorkload, monthlyWorkload } from './backdatedWorkloads';
import { grantsAfterConsumptions, shuffledArrivals, withDemandTimes, withQuestions } from './workloadTransforms';

/**
 * The backdated shape with twice the demand, under 'pending': thousands of consumptions
 * wait and every grant retries them (the engine before it kept a floor under what each
 * lacks took 21 s at 20,000 calls). Checked against the reference at 2,000 calls. And
 * 100,000 calls at 1.3 times the demand, where tens of thousands wait (11 s before the
 * queue kept them in blocks by time, pendingQueue.ts). And a file listing its consumptions
 * before its grants, 20,000 calls (2,000 on the reference): every consumption waits and
 * every grant retries the queue (1.6-2.2 s before stop 65, when a block's bound began to
 * count only the credit of the grants meeting its times).
 */
export function pendingGroup(): void {
  const pendingEngine = () => new CreditLedger({ policy: 'pending' });
  const small = withDemandTimes(backdatedWorkload(2_000, STREAM_SEED), 2);
  compareWithReference(`pending: ${small.name} (refused: waiting)`, small, playWorkload(pendingEngine(), small), undefined, 'pending');
  const big = playWorkload(pendingEngine(), withDemandTimes(backdatedWorkload(20_000, STREAM_SEED), 2));
  rows.push({ run: 'pending: 20,000 backdated calls, demand x2', fast: milliseconds(big.milliseconds), reference: '-', note: `${big.accepted} accepted, ${big.refused} waiting` });
  // A queue of tens of thousands: each grant skips the blocks of waiting ones its credit cannot reach.
  const long = playWorkload(pendingEngine(), withDemandTimes(backdatedWorkload(100_000, STREAM_SEED), 1.3));
  rows.push({ run: 'pending: 100,000 backdated calls, demand x1.3', fast: milliseconds(long.milliseconds), reference: '-', note: `${long.accepted} accepted on arrival, ${long.refused} queued` });
  const grantsLastSmall = grantsAfterConsumptions(backdatedWorkload(2_000, STREAM_SEED));
  compareWithReference(`pending: ${grantsLastSmall.name}`, grantsLastSmall, playWorkload(pendingEngine(), grantsLastSmall), undefined, 'pending');
  const grantsLast = playWorkload(pendingEngine(), grantsAfterConsumptions(backdatedWorkload(20_000, STREAM_SEED)));
  rows.push({ run: 'pending: 20,000 backdated calls, grants after consumptions', fast: milliseconds(grantsLast.milliseconds), reference: '-', note: `all ${grantsLast.refused} consumptions waited on arrival` });
  summary.push(`pending20k=${Math.round(big.milliseconds)}ms pending100k=${Math.round(long.milliseconds)}ms pendingGrantsLast20k=${Math.round(grantsLast.milliseconds)}ms`);
}

/**
 * The backdated shape with a fifth of its balance queries turned into `headroomAt` and
 * `preview` at random times. Most come right after a grant in the past, which moves the
 * headroom anywhere before its start. The balances after the question decide it where
 * no credit of a grant opened since expires unused before the least balance; else the
 * mirror's kept totals do, or a walk forward from the question's time (docs/ENGINE.md).
 * The same with demand at 0.8 of supply, where many grants expire with credit unused,
 * and at 0.9, where the balances leave the most questions to the mirror or the forward
 * walk (still growing faster than the calls: docs/ENGINE.md). And credit from the 1st of
 * the month at the supply, where the forward walk once read each of a month's grants
 * (stop 37: one piece per window), and at 1.1 times it, where previews over the headroom
 * fell back to the forced replay more and more often as the history grew (stop 37:
 * check 3 of the broken list; seed 2: seed 1 shows it less). Checked against the
 * reference at 2,000 calls; no target yet.
 */
const QUESTION_SHAPES = [
  { shape: backdatedWorkload, seed: STREAM_SEED, demand: 1, sizes: [20_000, 100_000], keys: ['questions20k', 'questions100k'] },
  { shape: backdatedWorkload, seed: STREAM_SEED, demand: 0.8, sizes: [100_000, 1_000_000], keys: ['questionsSpare100k', 'questionsSpare1M'] },
  // Where the walks still grow faster than the calls (docs/ENGINE.md, "What still grows"): shown, no target.
  { shape: backdatedWorkload, seed: STREAM_SEED, demand: 0.9, sizes: [100_000, 400_000, 1_000_000], keys: ['questionsNear100k', 'questionsNear400k', 'questionsNear1M'] },
  { shape: monthlyWorkload, seed: STREAM_SEED + 1, demand: 1, sizes: [100_000, 1_000_000], keys: ['questionsMonthly100k', 'questionsMonthly1M'] },
  { shape: monthlyWorkload, seed: STREAM_SEED + 1, demand: 1.1, sizes: [100_000, 300_000, 1_000_000], keys: ['questionsMonthlyOver100k', 'questionsMonthlyOver300k', 'questionsMonthlyOver1M'] },
];

export function questionsGroup(): void {
  for (const { shape, seed, demand, sizes, keys } of QUESTION_SHAPES) {
    const base = (calls: number) => shape(calls, seed);
    const atDemand = (calls: number) => (demand === 1 ? base(calls) : withDemandTimes(base(calls), demand));
    const shaped = (calls: number) => withQuestions(atDemand(calls), 0.2, seed);
    const small = shaped(2_000);
    compareWithReference(`questions: ${small.name}`, small, playWorkload(new CreditLedger(), small));
    sizes.forEach((calls, index) => {
      const workload = shaped(calls);
      const { milliseconds: elapsed } = playWorkload(new CreditLedger(), workload);
      const questions = countCalls(workload, CALL_HEADROOM) + countCalls(workload, CALL_PREVIEW);
      rows.push({ run: `questions: ${workload.name}`, fast: milliseconds(elapsed), reference: '-', note: `${questions.toLocaleString('en-US')} questions` });
      summary.push(`${keys[index]}=${Math.round(elapsed)}ms`);
    });
  }
}

/**
 * A scenario file imported with its arrivals out of order: the backdated shape's grants
 * and consumptions, no reads until the end, shuffled whole or with a tenth of the calls
 * moved; and the app's own 20,000-operation e2e file shuffled whole (a `limits` shape
 * until stop 42: 3.5 s at 20,000 calls). Most consumptions land deep in the past, where
 * the balances accept them and one replay at the end draws them (schedule/undrawn.ts).
 * Checked against the reference at 2,000 calls; no target.
 */
const SHUFFLED_SHAPES = [
  { shape: backdatedWorkload, share: 1, sizes: [20_000, 100_000], key: 'shuffled' },
  { shape: backdatedWorkload, share: 0.1, sizes: [20_000, 100_000], key: 'shuffledTenth' },
  { shape: appFileWorkload, share: 1, sizes: [20_000], key: 'shuffledAppFile' },
];

export function shuffledGroup(): void {
  for (const { shape, share, sizes, key } of SHUFFLED_SHAPES) {
    const shaped = (calls: number) => shuffledArrivals(shape(calls, STREAM_SEED), share, STREAM_SEED);
    const small = shaped(2_000);
    compareWithReference(`shuffled: ${small.name}`, small, playWorkload(new CreditLedger(), small));
    for (const calls of sizes) {
      const workload = shaped(calls);
      const engine = new CreditLedger();
      const played = playWorkload(engine, workload);
      // The reads at the end draw what the calls left undrawn: part of the import.
      const startedAt = performance.now();
      engine.snapshot();
      const drawn = played.milliseconds + performance.now() - startedAt;
      rows.push({ run: `shuffled: ${workload.name}`, fast: milliseconds(drawn), reference: '-', note: `${played.accepted.toLocaleString('en-US')} accepted, then a snapshot` });
      summary.push(`${key}${calls / 1000}k=${Math.round(drawn)}ms`);
    }
  }
}
