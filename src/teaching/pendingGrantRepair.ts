/**
 * The grant repair under the pending policy. A new grant is first offered to the queue,
 * oldest first, so consumptions waiting longer than the one explained may take part of
 * the grant usable at its time (refusalRepair.ts): "a grant of 10 covering t=6" for p2 is
 * not enough when p1 waits longer and fits first. The ledger is rebuilt from its snapshot
 * with the grant, the queue is retried as the spec says, and the grant grows until the
 * explained consumption fits behind them.
 */
import type { ConsumptionInput, ConsumptionView, LedgerEngine, LedgerSnapshot } from '../ledger/types';
import type { EngineFactory } from '../scenario/replay';

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
  const queue = snapshot.consumptions
    .filter((consumption) => consumption.status === 'pending')
    .sort((a, b) => (a.pendingOrder ?? 0) - (b.pendingOrder ?? 0));
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
 * The ledger of the snapshot under 'reject' (the queue is retried by hand): every grant,
 * then the accepted consumptions in time order, each of which fits since the set did.
 */
function rebuiltLedger(createEngine: EngineFactory, snapshot: LedgerSnapshot): LedgerEngine {
  const engine = createEngine('reject');
  for (const grant of snapshot.grants) engine.addGrant({ id: grant.id, amount: grant.amount, start: grant.start, end: grant.end });
  const accepted = snapshot.consumptions
    .filter((consumption) => consumption.status === 'accepted')
    .sort((a, b) => a.timestamp - b.timestamp || (a.acceptanceOrder ?? 0) - (b.acceptanceOrder ?? 0));
  for (const consumption of accepted) engine.consume(inputOf(consumption));
  return engine;
}

interface Try {
  letThrough: ConsumptionInput[];
  /** The explained consumption's headroom once the queue in front of it has been retried. */
  headroom: number;
}

function tryGrant(createEngine: EngineFactory, snapshot: LedgerSnapshot, consumption: ConsumptionInput, amount: number, waitingLonger: readonly ConsumptionInput[]): Try {
  const engine = rebuiltLedger(createEngine, snapshot);
  const { timestamp } = consumption;
  engine.addGrant({ id: unusedGrantId(snapshot), amount, start: timestamp, end: timestamp });
  const letThrough = waitingLonger.filter((waiting) => engine.consume(waiting).status === 'accepted');
  return { letThrough, headroom: engine.headroomAt(timestamp) };
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
    if (attempt.headroom >= consumption.amount) return { amount, waitingLonger, letThrough: attempt.letThrough };
    amount += consumption.amount - attempt.headroom;
    if (!Number.isSafeInteger(amount)) break;
  }
  return { amount: null, waitingLonger, letThrough: [] };
}
