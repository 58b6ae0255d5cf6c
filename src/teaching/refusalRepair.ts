/**
 * What to do about a consumption the ledger will not take: why it does not fit at its time
 * and three repairs, each computed by the engine against one ledger state.
 *
 * - fewer: ask for `headroomAt(t)` instead (the most `consume` at t accepts right now);
 * - elsewhen: the nearest whole-time ranges before and after t where the headroom covers
 *   the full amount (read from the headroom step series);
 * - a grant: `amount - headroomAt(t)` more credit usable exactly at t. No later consumption
 *   can use a grant that ends at t, so it adds its whole amount to the balance at t and
 *   nothing to what later consumptions need: the headroom at t rises by exactly that much
 *   (the property test in refusalRepair.test.ts replays each suggestion to check it).
 *   Under the pending policy a new grant first retries the consumptions waiting longer,
 *   which may take some of it: pendingGrantRepair.ts works out how much it must hold then.
 *
 * Plain data out, so the worker computes it and the page only words it.
 */
import type { ConsumptionInput, Draw, LedgerEngine, LedgerSnapshot, StepPoint } from '../ledger/types';
import type { EngineFactory } from '../scenario/replay';
import { grantRepairUnderPending, type GrantRepair } from './pendingGrantRepair';
import type { BrokenDetail } from './types';

/** Whole times `from..to`, both included. */
export interface TimeSpan {
  from: number;
  to: number;
}

export interface RefusalRepair {
  consumption: ConsumptionInput;
  /** Why it would be refused now; 'fits' when `consume` would accept it now. */
  reason: 'fits' | 'insufficient' | 'would-break';
  balance: number;
  headroom: number;
  /** `amount - balance` when positive: credit missing at t itself. */
  shortfall: number;
  /** Grants open at t with credit left at t, in EDF order (end, then id), and how much each has. */
  available: Draw[];
  /** Accepted consumptions taking it would leave short (forced replay), with their size and time. */
  broken: BrokenDetail[];
  /** How much less it would have to ask for to fit at t (`amount - headroom`); 0 when it fits. */
  fewerBy: number;
  /** Nearest spans before and after t where the full amount fits now. */
  fittingSpans: TimeSpan[];
  /** The grant usable at t that lets it through ('fits': none needed). */
  grant: GrantRepair;
}

/**
 * A refusal older than the latest operation, explained twice: against the ledger it met
 * (why it was refused) and against the ledger now (what to do now). They differ when later
 * operations moved credit, e.g. seed example 1's c2 is 10 short at arrival and 50 after c3.
 */
export interface RefusalExplanation {
  atArrival: RefusalRepair;
  now: RefusalRepair;
}

/** What the caller already holds for the same ledger state, so nothing is computed twice. */
export interface LedgerFacts {
  snapshot: LedgerSnapshot;
  /** Headroom step series over the scenario's time extent. */
  headroomSeries: readonly StepPoint[];
  /** Last time the series covers (its last point holds until here). */
  seriesEnd: number;
}

/** Each open grant's credit left at t: its amount less what consumptions up to t drew from it. */
export function availableAt(snapshot: LedgerSnapshot, t: number): Draw[] {
  const open = snapshot.grants.filter((grant) => grant.start <= t && t <= grant.end);
  const drawnById = new Map(open.map((grant) => [grant.id, 0]));
  for (const consumption of snapshot.consumptions) {
    if (consumption.status !== 'accepted' || consumption.timestamp > t) continue;
    for (const draw of consumption.draws) {
      const drawn = drawnById.get(draw.grantId);
      if (drawn !== undefined) drawnById.set(draw.grantId, drawn + draw.amount);
    }
  }
  return open
    .sort((a, b) => a.end - b.end || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((grant) => ({ grantId: grant.id, amount: grant.amount - (drawnById.get(grant.id) ?? 0) }))
    .filter((left) => left.amount > 0);
}

/** Spans of whole times where the step series is at least `amount`, in time order. */
export function spansAtLeast(series: readonly StepPoint[], seriesEnd: number, amount: number): TimeSpan[] {
  const spans: TimeSpan[] = [];
  series.forEach((point, index) => {
    if (point.value < amount) return;
    const to = index + 1 < series.length ? series[index + 1].t - 1 : seriesEnd;
    const last = spans.at(-1);
    if (last !== undefined && last.to + 1 >= point.t) last.to = Math.max(last.to, to);
    else if (to >= point.t) spans.push({ from: point.t, to });
  });
  return spans;
}

/** The nearest span ending before t and the nearest starting after it (t itself excluded). */
function nearestSpans(spans: readonly TimeSpan[], t: number): TimeSpan[] {
  const before = spans.filter((span) => span.from < t).map((span) => ({ from: span.from, to: Math.min(span.to, t - 1) }));
  const after = spans.filter((span) => span.to > t).map((span) => ({ from: Math.max(span.from, t + 1), to: span.to }));
  return [before.at(-1), after[0]].filter((span): span is TimeSpan => span !== undefined);
}

function brokenDetails(snapshot: LedgerSnapshot, broken: readonly { id: string; missing: number }[]): BrokenDetail[] {
  const byId = new Map(snapshot.consumptions.map((consumption) => [consumption.id, consumption]));
  return broken.map(({ id, missing }) => {
    const known = byId.get(id);
    return { id, missing, amount: known?.amount ?? 0, timestamp: known?.timestamp ?? 0 };
  });
}

function grantRepairOf(createEngine: EngineFactory, snapshot: LedgerSnapshot, consumption: ConsumptionInput, fewerBy: number): GrantRepair {
  if (snapshot.policy !== 'pending' || fewerBy === 0) return { amount: fewerBy, waitingLonger: [], letThrough: [] };
  return grantRepairUnderPending(createEngine, snapshot, consumption, fewerBy);
}

/** `createEngine` rebuilds the ledger under 'pending', where the queue may take a new grant first. */
export function refusalRepair(engine: LedgerEngine, consumption: ConsumptionInput, facts: LedgerFacts, createEngine: EngineFactory): RefusalRepair {
  const { amount, timestamp } = consumption;
  const breakdown = engine.previewBreakdown({ amount, timestamp });
  const reason = breakdown.shortfall > 0 ? 'insufficient' : breakdown.broken.length > 0 ? 'would-break' : 'fits';
  const fittingSpans = reason === 'fits' ? [] : nearestSpans(spansAtLeast(facts.headroomSeries, facts.seriesEnd, amount), timestamp);
  const fewerBy = Math.max(0, amount - breakdown.headroom);
  return {
    consumption: { id: consumption.id, amount, timestamp },
    reason,
    balance: breakdown.balance,
    headroom: breakdown.headroom,
    shortfall: breakdown.shortfall,
    available: availableAt(facts.snapshot, timestamp),
    broken: brokenDetails(facts.snapshot, breakdown.broken),
    fewerBy,
    fittingSpans,
    grant: grantRepairOf(createEngine, facts.snapshot, consumption, fewerBy),
  };
}
