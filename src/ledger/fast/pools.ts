/**
 * Pools: runs of grants, consecutive in EDF order, that every accepted consumption sees
 * all of or none of. For such a run, EDF fills the grants one after the other, so the
 * schedule can hold the run as one unit (one grant with their total amount) and leave
 * the split between them implicit: grant i has drawn what the unit has drawn beyond
 * the amounts of the grants before it, up to its own amount.
 *
 * Why: when consumptions arrive newest first across many long grants (the adversarial
 * workload, or a customer's yearly credit packs), every insertion moves the boundary
 * draw of every grant already emptied, one cascade step per grant. Pooled, those grants
 * are one unit and the insertion is one step.
 *
 * When: a grant joins an EDF-adjacent unit only while no accepted consumption lies
 * anywhere in their combined span [earliest start, latest end] (so nothing was drawn
 * from either, and nothing has to move). A pool stays exact while every consumption
 * lands where it sees all members ([latest start, earliest end]) or none; a consumption,
 * preview or refusal replay at a time that sees only some of them, or a grant that
 * falls between its members in EDF order without joining, first dissolves the pool:
 * its draws are handed out to the members in EDF order, O(its draws + members).
 */
import { NOT_EXHAUSTED, type EventStore } from './eventStore';
import { EntryList } from './entryList';
import type { GrantOrder } from './grantOrder';
import type { ReplayOrder } from './replayOrder';

interface Pool {
  /** Grants in EDF order; the first leads the pool. */
  members: number[];
  /** `amountBefore[i]`: total amount of the members before member i (one extra at the end). */
  amountBefore: number[];
  earliestStart: number;
  latestStart: number;
  latestEnd: number;
}

/** Reports a change of what a grant has drawn, for the balance curve. */
export type DrawnChange = (grant: number, change: number) => void;

export class Pools {
  private readonly poolByLead = new Map<number, Pool>();
  /**
   * Bounds over all pools, so most consumptions skip the scan: a time at or after every
   * pool's latest start and at or before every pool's earliest end sees each pool whole
   * or not at all. A bound may be stale on the safe side (after a pool went away); the
   * next scan tightens it.
   */
  private latestStartOfAll = -Infinity;
  private earliestEndOfAll = Infinity;

  constructor(
    private readonly store: EventStore,
    private readonly grantOrder: GrantOrder,
    private readonly replayOrder: ReplayOrder,
  ) {}

  get isEmpty(): boolean {
    return this.poolByLead.size === 0;
  }

  /**
   * Puts a new grant (nothing drawn yet) into the EDF order: into an adjacent unit when
   * both are untouched by consumptions, else alone.
   */
  place(grant: number): void {
    const { grantOrder } = this;
    let position = grantOrder.positionBefore(grant);
    const before = grantOrder.at(position - 1);
    const beforePool = this.poolByLead.get(before);
    if (beforePool && this.store.grantPrecedes(grant, beforePool.members[beforePool.members.length - 1])) {
      // It falls between the members of the pool before it.
      if (this.canJoin(before, grant)) {
        this.join(before, grant);
        return;
      }
      this.dissolve(before);
      position = grantOrder.positionBefore(grant);
    } else if (before >= 0 && this.canJoin(before, grant)) {
      this.join(before, grant);
      return;
    }
    const after = grantOrder.at(position);
    if (after >= 0 && this.canJoin(after, grant)) this.join(after, grant);
    else grantOrder.insert(grant);
  }

  /** Dissolves every pool that a consumption at `time` would see only part of. */
  dissolveSplitBy(time: number): void {
    if (this.poolByLead.size === 0 || (time >= this.latestStartOfAll && time <= this.earliestEndOfAll)) return;
    const { store } = this;
    this.latestStartOfAll = -Infinity;
    this.earliestEndOfAll = Infinity;
    for (const [lead, pool] of this.poolByLead) {
      const seesSome = time >= pool.earliestStart && time <= pool.latestEnd;
      const seesAll = time >= pool.latestStart && time <= store.grantEnd[lead];
      if (seesSome && !seesAll) {
        this.dissolve(lead);
        continue;
      }
      this.latestStartOfAll = Math.max(this.latestStartOfAll, pool.latestStart);
      this.earliestEndOfAll = Math.min(this.earliestEndOfAll, store.grantEnd[lead]);
    }
  }

  /** Dissolves every pool (before a view reads the schedule grant by grant). */
  dissolveAll(): void {
    for (const lead of [...this.poolByLead.keys()]) this.dissolve(lead);
  }

  /** Reports the drawn change of each member of a unit whose drawn total went from `before` to `after`. */
  forEachDrawnChange(unit: number, before: number, after: number, report: DrawnChange): void {
    const pool = this.poolByLead.size === 0 ? undefined : this.poolByLead.get(unit);
    if (!pool) {
      report(unit, after - before);
      return;
    }
    const { members, amountBefore } = pool;
    const low = Math.min(before, after);
    const high = Math.max(before, after);
    // Only the members whose share of [0, total) overlaps [low, high) change.
    let index = firstMemberEndingAfter(amountBefore, low);
    for (; index < members.length && amountBefore[index] < high; index++) {
      const share = (drawn: number): number => Math.min(Math.max(drawn - amountBefore[index], 0), this.store.declaredAmount[members[index]]);
      report(members[index], share(after) - share(before));
    }
  }

  private canJoin(unit: number, grant: number): boolean {
    const { store } = this;
    if (store.grantDrawn[unit] !== 0) return false;
    const pool = this.poolByLead.get(unit);
    const from = Math.min(pool ? pool.earliestStart : store.grantStart[unit], store.grantStart[grant]);
    const to = Math.max(pool ? pool.latestEnd : store.grantEnd[unit], store.grantEnd[grant]);
    return !this.replayOrder.hasAnyBetween(from, to);
  }

  private join(unit: number, grant: number): void {
    const { store } = this;
    const pool = this.poolByLead.get(unit) ?? this.poolOf(unit);
    this.poolByLead.delete(unit);
    insertMember(store, pool, grant);
    pool.earliestStart = Math.min(pool.earliestStart, store.declaredStart[grant]);
    pool.latestStart = Math.max(pool.latestStart, store.declaredStart[grant]);
    pool.latestEnd = Math.max(pool.latestEnd, store.declaredEnd[grant]);
    const lead = pool.members[0];
    this.poolByLead.set(lead, pool);
    this.latestStartOfAll = Math.max(this.latestStartOfAll, pool.latestStart);
    this.earliestEndOfAll = Math.min(this.earliestEndOfAll, store.declaredEnd[lead]);
    store.grantAmount[lead] = pool.amountBefore[pool.members.length];
    store.grantStart[lead] = pool.latestStart;
    store.grantEnd[lead] = store.declaredEnd[lead];
    if (lead !== unit) {
      this.restoreDeclared(unit);
      this.grantOrder.replace(unit, lead);
    } else {
      this.grantOrder.refresh(lead);
    }
  }

  private poolOf(grant: number): Pool {
    const { store } = this;
    const start = store.declaredStart[grant];
    return {
      members: [grant],
      amountBefore: [0, store.declaredAmount[grant]],
      earliestStart: start,
      latestStart: start,
      latestEnd: store.declaredEnd[grant],
    };
  }

  /** Hands the pool's draws out to its members in EDF order and puts them in the EDF order. */
  private dissolve(lead: number): void {
    const { store } = this;
    const pool = this.poolByLead.get(lead) as Pool;
    this.poolByLead.delete(lead);
    const merged = store.entries[lead];
    let position = 0;
    let takenFromEntry = 0;
    for (const member of pool.members) {
      const entries = new EntryList();
      let room = store.declaredAmount[member];
      while (room > 0 && position < merged.length) {
        const take = Math.min(room, merged.amountAt(position) - takenFromEntry);
        entries.push(merged.consumerAt(position), take);
        room -= take;
        takenFromEntry += take;
        if (takenFromEntry === merged.amountAt(position)) {
          position++;
          takenFromEntry = 0;
        }
      }
      this.restoreDeclared(member);
      store.entries[member] = entries;
      store.grantDrawn[member] = store.declaredAmount[member] - room;
      store.grantExhaustedBy[member] = room === 0 ? entries.lastConsumer() : NOT_EXHAUSTED;
    }
    this.grantOrder.refresh(lead);
    this.grantOrder.insertAfter(lead, pool.members.slice(1));
  }

  private restoreDeclared(grant: number): void {
    const { store } = this;
    store.grantAmount[grant] = store.declaredAmount[grant];
    store.grantStart[grant] = store.declaredStart[grant];
    store.grantEnd[grant] = store.declaredEnd[grant];
  }
}

/** Adds `grant` at its EDF place among the members; O(1) at the end, where grants mostly land. */
function insertMember(store: EventStore, pool: Pool, grant: number): void {
  const { members, amountBefore } = pool;
  let at = members.length;
  while (at > 0 && store.grantPrecedes(grant, members[at - 1])) at--;
  members.splice(at, 0, grant);
  amountBefore.length = at + 1;
  for (let index = at; index < members.length; index++) {
    amountBefore.push(amountBefore[index] + store.declaredAmount[members[index]]);
  }
}

/** The first member i whose share [amountBefore[i], amountBefore[i + 1]) ends after `drawn`. */
function firstMemberEndingAfter(amountBefore: readonly number[], drawn: number): number {
  let low = 0;
  let high = amountBefore.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (amountBefore[middle + 1] <= drawn) low = middle + 1;
    else high = middle;
  }
  return low;
}
