/**
 * Child process of the benchmark: plays the stream of the given size on a fresh
 * FastLedger and prints its peak resident set size (`process.resourceUsage().maxRSS`,
 * which the kernel reports in kilobytes) as one JSON line.
 */
import { FastLedger } from '../src/ledger/fast';
import { playWorkload, streamWorkload } from './workloads';

const calls = Number(process.argv[2] ?? '1000000');
const outcome = playWorkload(new FastLedger(), streamWorkload(calls, 1));
const maxRssMegabytes = Math.round(process.resourceUsage().maxRSS / 1024);
console.log(JSON.stringify({ maxRssMegabytes, milliseconds: Math.round(outcome.milliseconds) }));
