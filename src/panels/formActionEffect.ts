/**
 * What an add or edit made through a form (or a delete from the log) did, once the engine
 * has answered for the scenario it produced: the refusal (with its repair) of an added
 * consumption, and every consumption whose final status an edit or a delete changed
 * ("c3: accepted → refused"). Compared on the main thread from two compute answers
 * already in hand, so no extra worker call.
 */
import type { RefusalRepair } from '../teaching/refusalRepair';
import { retryOrigins } from '../teaching/retries';
import type { FormAction } from '../store/viewSlice';
import { diffStatuses, finalStatuses } from '../worker/scenarioStatus';
import type { ComputeResult, EditChange } from '../worker/protocol';

export interface FormActionEffect {
  action: FormAction;
  /** Consumptions whose final status the action changed (an edit may change others); empty for none. */
  changes: EditChange[];
  /** Why the consumption the action added or edited was refused or queued, and what would make it fit. */
  refusal: RefusalRepair | null;
  /** What the engine did with it: refused outright or queued under the pending policy. */
  refusalStatus: 'rejected' | 'pending';
  /** Arrival number of the arrival an added operation repeated without changing anything. */
  retryOf: number | null;
}

function retryOfAdded(action: FormAction, derived: ComputeResult): number | null {
  if (action.kind !== 'add') return null;
  const origin = retryOrigins(action.scenario.operations, derived.outcomes)[action.operationIndex];
  return origin === null || origin === undefined ? null : origin + 1;
}

/** Only the last operation's refusal is in the compute answer; an older one is explained on request. */
function refusalOf(action: FormAction, derived: ComputeResult): Pick<FormActionEffect, 'refusal' | 'refusalStatus'> {
  const outcome = derived.outcomes[action.operationIndex];
  const isLast = action.operationIndex === derived.outcomes.length - 1;
  const status = outcome?.kind === 'consume' && outcome.result.status === 'pending' ? 'pending' : 'rejected';
  return { refusal: isLast ? (derived.lastRefusal ?? null) : null, refusalStatus: status };
}

/** Compares whole replays only: during playback the outcomes cover a prefix and would mislead. */
function isWholeReplay(operations: readonly unknown[], outcomes: readonly unknown[]): boolean {
  return operations.length === outcomes.length;
}

const NOTHING_REFUSED = { refusal: null, refusalStatus: 'rejected', retryOf: null } as const;

/** Null while the answer for the action's scenario is not in yet. */
export function formActionEffect(action: FormAction, derived: ComputeResult | null, derivedScenarioIsAction: boolean): FormActionEffect | null {
  if (derived === null || !derivedScenarioIsAction) return null;
  const { operations } = action.scenario;
  if (!isWholeReplay(operations, derived.outcomes)) return { action, changes: [], ...NOTHING_REFUSED };
  // A deleted operation has no outcome left: only what its removal changed is told.
  const known = action.kind === 'delete' ? NOTHING_REFUSED : { ...refusalOf(action, derived), retryOf: retryOfAdded(action, derived) };
  const { before } = action;
  if (action.kind === 'add' || before === null || !isWholeReplay(before.operations, before.outcomes)) {
    return { action, changes: [], ...known };
  }
  const changes = diffStatuses(finalStatuses(before.operations, before.outcomes), finalStatuses(operations, derived.outcomes));
  return { action, changes, ...known };
}
