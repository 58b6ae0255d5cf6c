/**
 * Child process of the benchmark: plays the stream of the given size on a fresh
 * CreditLedger straight from the generator (the workload is never stored, so only the
 * engine and the ids it keeps weigh) and prints its peak resident set size
 * (`process.resourceUsage().maxRSS`, which the kernel reports in kilobytes) as JSON.
 */
import { CreditLedger } from '../src/ledger/creditLedger';
import { generateStream, playCall } from './workloads';

const calls = Number(process.argv[2] ?? '1000000');
const engine = new CreditLedger();
const startedAt = performance.now();
generateStream(calls, 1, (index, kind, amount, time, end) => {
  playCall(engine, index, kind, amount, time, end);
});
const milliseconds = Math.round(performance.now() - startedAt);
const maxRssMegabytes = Math.round(process.resourceUsage().maxRSS / 1024);
console.log(JSON.stringify({ maxRssMegabytes, milliseconds }));
