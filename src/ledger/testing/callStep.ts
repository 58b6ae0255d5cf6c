/**
 * Calls one engine method from a plain `{ call, args }` record, the format of the
 * conformance files and of the generated differential scenarios, and captures either
 * the value or the thrown error, so two engines can be compared call by call.
 */
import type { LedgerEngine } from '../types';

export type LedgerCallName =
  | 'addGrant'
  | 'consume'
  | 'preview'
  | 'previewBreakdown'
  | 'balanceAt'
  | 'headroomAt'
  | 'drawsOf'
  | 'explainDraw'
  | 'balanceSeries'
  | 'headroomSeries';

export interface LedgerCall {
  call: LedgerCallName;
  /** Deliberately loose: invalid input is part of what the suites exercise. */
  args: Record<string, unknown>;
}

export type CallOutcome = { threw: false; value: unknown } | { threw: true; error: unknown };

/** Dispatches one call; arguments are passed through unchecked so engines must validate. */
export function invokeCall(engine: LedgerEngine, { call, args }: LedgerCall): unknown {
  // The engines validate at runtime; the casts only let bad input reach them.
  const loose = args as never;
  switch (call) {
    case 'addGrant':
      return engine.addGrant(loose);
    case 'consume':
      return engine.consume(loose);
    case 'preview':
      return engine.preview(loose);
    case 'previewBreakdown':
      return engine.previewBreakdown(loose);
    case 'balanceAt':
      return engine.balanceAt(args.t as number);
    case 'headroomAt':
      return engine.headroomAt(args.t as number);
    case 'drawsOf':
      return engine.drawsOf(args.id as string);
    case 'explainDraw':
      return engine.explainDraw(args.id as string);
    case 'balanceSeries':
      return engine.balanceSeries(args.from as number, args.to as number);
    case 'headroomSeries':
      return engine.headroomSeries(args.from as number, args.to as number);
  }
}

export function captureCall(engine: LedgerEngine, ledgerCall: LedgerCall): CallOutcome {
  try {
    return { threw: false, value: invokeCall(engine, ledgerCall) };
  } catch (error) {
    return { threw: true, error };
  }
}
