/**
 * Teaching mode vocabulary. `StepFacts` is what the engine says about one arrival (gathered
 * in the worker by replaying the scenario); `Narration` is the plain-language story built
 * from those facts. Both are plain data so they cross the worker boundary by structured
 * clone, and the UI renders every string as a text node and every id isolated.
 */
import type {
  ConsumptionInput,
  Draw,
  DrawExplanation,
  GrantInput,
  Policy,
  PreviewBreakdown,
} from '../ledger/types';
import type { Operation } from '../scenario/types';
import type { Phrase } from '../text/phrase';
import type { StepChange } from './stepChanges';

/** A consumption whose draws changed because of the step (EDF re-shuffles earlier draws). */
export interface DrawShift {
  consumptionId: string;
  drawsBefore: Draw[];
  drawsAfter: Draw[];
}

/** An accepted consumption that the refused one would have left uncovered. */
export interface BrokenDetail {
  id: string;
  amount: number;
  timestamp: number;
  missing: number;
}

/** A pending consumption and why it still waits, from a breakdown on the ledger after the step. */
export interface WaitingConsumption {
  consumption: ConsumptionInput;
  breakdown: PreviewBreakdown;
}

/** A pending consumption that a grant let through, with what it then drew. */
export interface ResolvedConsumption {
  consumption: ConsumptionInput;
  draws: Draw[];
}

export type StepFacts =
  /** Step 0: nothing has arrived yet. */
  | { kind: 'start'; policy: Policy }
  | { kind: 'error'; step: number; policy: Policy; operation: Operation; message: string }
  | {
      kind: 'grant';
      step: number;
      policy: Policy;
      grant: GrantInput;
      /** True when the same grant was already there, so the call changed nothing. */
      repeated: boolean;
      balanceAtStartBefore: number;
      balanceAtStartAfter: number;
      resolved: ResolvedConsumption[];
      /** The oldest waiting consumptions (at most WAITING_EXPLAINED_MAX), with why they wait. */
      stillWaiting: WaitingConsumption[];
      stillWaitingCount: number;
      shifts: DrawShift[];
    }
  | {
      kind: 'accepted';
      step: number;
      policy: Policy;
      consumption: ConsumptionInput;
      repeated: boolean;
      explanation: DrawExplanation;
      balanceAfter: number;
      shifts: DrawShift[];
    }
  | {
      kind: 'refused';
      step: number;
      policy: Policy;
      consumption: ConsumptionInput;
      /** `rejected` under the reject policy, `pending` when it joined the queue. */
      status: 'rejected' | 'pending';
      /** The breakdown on the ledger just BEFORE this operation arrived. */
      breakdown: PreviewBreakdown;
      broken: BrokenDetail[];
      /** 1-based place in the pending queue after the step; null when rejected. */
      pendingPosition: number | null;
    }
  | {
      /** An identical retry of a consumption that is still pending: nothing changes. */
      kind: 'still-pending';
      step: number;
      policy: Policy;
      consumption: ConsumptionInput;
      pendingPosition: number | null;
    };

export type QueueVerdict = 'took' | 'not-needed' | 'used-up';

/** One eligible grant in the EDF queue an accepted consumption saw. */
export interface NarrationQueueRow {
  grantId: string;
  start: number;
  end: number;
  leftBefore: number;
  drawn: number;
  verdict: QueueVerdict;
  /** The row as a phrase, e.g. "b (ends 20, 10 left) → took 10". */
  text: Phrase;
}

export type NarrationTone = 'start' | 'grant' | 'accepted' | 'rejected' | 'pending' | 'error';

export interface Narration {
  /** Number of operations applied (0 = none); the narrated operation has arrival number `step`. */
  step: number;
  /** Id of the operation that just arrived, null at step 0. */
  operationId: string | null;
  tone: NarrationTone;
  /** Phrases, not strings, so the page can isolate the ids they quote. */
  sentences: Phrase[];
  /** The EDF queue for an accepted consumption; empty otherwise. */
  queue: NarrationQueueRow[];
  /** What the step changed: the arrival first, then every draw or status it moved (none at step 0). */
  changes: StepChange[];
}

/** The words of a narration, before the step's changes are attached. */
export type NarrationText = Omit<Narration, 'changes'>;
