/**
 * One call of the fuzzer on an engine, what it answered or threw, and how it is printed.
 * Arguments are deliberately untyped: the fuzzer also sends what a caller should not
 * (NaN, strings for numbers, null), and both engines must throw the same error for it.
 */
import type { LedgerEngine } from '../../types';

export type Operation =
  | 'addGrant' | 'consume' | 'preview' | 'previewBreakdown' | 'balanceAt' | 'headroomAt'
  | 'drawsOf' | 'explainDraw' | 'balanceSeries' | 'headroomSeries' | 'snapshot' | 'checkInvariants';

export type Args = any;

export interface Call {
  op: Operation;
  args: Args;
}

export type Outcome = { threw: false; value: unknown } | { threw: true; name: string; message: string };

/** An engine the fuzzer plays; `checkInvariants` where the engine has one. */
export type FuzzedEngine = LedgerEngine & { checkInvariants?: () => void };

function invoke(engine: FuzzedEngine, { op, args }: Call): unknown {
  switch (op) {
    case 'addGrant': return engine.addGrant(args);
    case 'consume': return engine.consume(args);
    case 'preview': return engine.preview(args);
    case 'previewBreakdown': return engine.previewBreakdown(args);
    case 'balanceAt': return engine.balanceAt(args.t);
    case 'headroomAt': return engine.headroomAt(args.t);
    case 'drawsOf': return engine.drawsOf(args.id);
    case 'explainDraw': return engine.explainDraw(args.id);
    case 'balanceSeries': return engine.balanceSeries(args.from, args.to);
    case 'headroomSeries': return engine.headroomSeries(args.from, args.to);
    case 'snapshot': return engine.snapshot();
    case 'checkInvariants': engine.checkInvariants?.(); return 'ok';
  }
}

/** The call's answer, or the class and message of what it threw. */
export function capture(engine: FuzzedEngine, call: Call): Outcome {
  try {
    return { threw: false, value: invoke(engine, call) };
  } catch (error) {
    const name = error instanceof Error ? `${error.constructor.name}/${error.name}` : typeof error;
    return { threw: true, name, message: error instanceof Error ? error.message : String(error) };
  }
}

/** JSON that keeps NaN, infinities, -0, undefined and bigints apart, to print a case that can be replayed. */
export function printable(value: unknown): unknown {
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return '__NaN__';
    if (value === Infinity) return '__Inf__';
    if (value === -Infinity) return '__-Inf__';
    if (Object.is(value, -0)) return '__-0__';
    return value;
  }
  if (value === undefined) return '__undef__';
  if (typeof value === 'bigint') return `__big_${value}__`;
  if (Array.isArray(value)) return value.map(printable);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, printable(field)]));
  }
  return value;
}

export function printCalls(calls: readonly Call[]): string {
  return JSON.stringify(calls.map((call) => ({ op: call.op, args: printable(call.args) })));
}
