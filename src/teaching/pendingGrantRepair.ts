/**
 * The grant repair under the pending policy. A new grant is first offered to the queue,
 * oldest first, so consumptions waiting longer than the one explained may take part of
 * the grant usable at its time (refusalRepair.ts): "a grant of 10 covering t=6" for p2 is
 * not enough when p1 waits longer and fits first. The ledger is rebuilt from its snapshot,
 * the grant added, and the engine retries the queue; the grant grows until the explained
 * consumption is let through behind them.
 */
import type { ConsumptionInput, ConsumptionView, LedgerEngine, LedgerSnapshot } from '../ledger/types';
import type { EngineFactory } from '../scenario/replay';
import { pendingQueueOf } from './pendingQueue';

/** The grant that lets the consumption through, and who goes through first. */
export interface GrantRepair {
  /** Credit of a grant usable exactly at the consumption's time; null when not worked out. */
  amount: number | null;
  /** Consumptions waiting longer, in queue order, offered the grant first. */
  waitingLonger: ConsumptionInput[];
  /** Those of them the grant lets through before the explained one. */
  letThrough: ConsumptionInput[];
}

/** Rebuilding the ledger for each try costs a replay; past these sizes the text only warns. */
const WAITING_LONGER_TRIED_MAX = 50;
const OPERATIONS_REPLAYED_MAX = 5_000;
/** Each try that falls short adds what is still missing; a handful settle every case tried. */
const TRIES_MAX = 8;

function inputOf({ id, amount, timestamp }: ConsumptionView): ConsumptionInput {
  return { id, amount, timestamp };
}

/** The queue in front of the consumption: all of it when the consumption is not in it. */
export function waitingLongerThan(snapshot: LedgerSnapshot, consumptionId: string): ConsumptionInput[] {
  const queue = pendingQueueOf(snapshot);
  const own = queue.findIndex((consumption) => consumption.id === consumptionId);
  return (own === -1 ? queue : queue.slice(0, own)).map(inputOf);
}

function unusedGrantId(snapshot: LedgerSnapshot): string {
  const taken = new Set(snapshot.grants.map((grant) => grant.id));
  let id = 'repair-grant';
  for (let suffix = 2; taken.has(id); suffix += 1) id = `repair-grant-${suffix}`;
  return id;
}

/**
 * The ledger of the snapshot under 'pending', with the queue in front of the consumption
 * and the consumption itself waiting: every grant, then the accepted consumptions in time
 * order (each fits, since the set did), then the waiting ones in queue order (none fits,
 * so each is queued again). Those waiting behind it are left out: a grant retries them after it.
 */
function rebuiltLedger(createEngine: EngineFactory, snapshot: LedgerSnapshot, queue: readonly ConsumptionInput[]): LedgerEngine {
  const engine = createEngine('pending');
  for (const grant of snapshot.grants) engine.addGrant({ id: grant.id, amount: grant.amount, start: grant.start, end: grant.end });
  const accepted = snapshot.consumptions
    .filter((consumption) => consumption.status === 'accepted')
    .sort((a, b) => a.timestamp - b.timestamp || (a.acceptanceOrder ?? 0) - (b.acceptanceOrder ?? 0));
  for (const consumption of accepted) engine.consume(inputOf(consumption));
  for (const waiting of queue) engine.consume(waiting);
  return engine;
}

interface Try {
  letThrough: ConsumptionInput[];
  /** The explained consumption's headroom after the grant, when it is still waiting; else null (let through). */
  headroom: number | null;
}

/** The engine retries the queue itself when the grant arrives, as the spec says. */
function tryGrant(createEngine: EngineFactory, snapshot: LedgerSnapshot, consumption: ConsumptionInput, amount: number, waitingLonger: readonly ConsumptionInput[]): Try {
  const engine = rebuiltLedger(createEngine, snapshot, [...waitingLonger, consumption]);
  const { timestamp } = consumption;
  const resolved = new Set(engine.addGrant({ id: unusedGrantId(snapshot), amount, start: timestamp, end: timestamp }).resolved);
  const letThrough = waitingLonger.filter((waiting) => resolved.has(waiting.id));
  return { letThrough, headroom: resolved.has(consumption.id) ? null : engine.headroomAt(timestamp) };
}

/**
 * `fewerBy` is the grant that lets it through when nothing waits longer (refusalRepair.ts);
 * each try that falls short adds what the consumption still lacks.
 */
export function grantRepairUnderPending(
  createEngine: EngineFactory,
  snapshot: LedgerSnapshot,
  consumption: ConsumptionInput,
  fewerBy: number,
): GrantRepair {
  const waitingLonger = waitingLongerThan(snapshot, consumption.id);
  if (waitingLonger.length === 0) return { amount: fewerBy, waitingLonger, letThrough: [] };
  const replayed = snapshot.grants.length + snapshot.consumptions.length;
  if (waitingLonger.length > WAITING_LONGER_TRIED_MAX || replayed > OPERATIONS_REPLAYED_MAX) return { amount: null, waitingLonger, letThrough: [] };
  let amount = fewerBy;
  for (let tries = 0; tries < TRIES_MAX; tries += 1) {
    const attempt = tryGrant(createEngine, snapshot, consumption, amount, waitingLonger);
    if (attempt.headroom === null) return { amount, waitingLonger, letThrough: attempt.letThrough };
    amount += consumption.amount - attempt.headroom;
    if (!Number.isSafeInteger(amount)) break;
  }
  return { amount: null, waitingLonger, letThrough: [] };
}
