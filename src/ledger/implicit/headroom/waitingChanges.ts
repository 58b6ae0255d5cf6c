/**
 * The changes since the mirror's totals were last up to date, kept in arrival order and
 * followed by the rules of mirrorRules.ts at the next headroom question that needs the
 * totals: a stream nobody asks about pays for none of it. Where the rules give up on a
 * consumption, the rest waits for the replay that absorbs consumptions (reserve.ts); on a
 * grant, the totals go stale.
 */
import type { MirrorRules, WaitingChange } from './mirrorRules';
import { WAITING_LIMIT } from '../limits';

/** What the changes act on: the reserve's totals. */
export interface TotalsHost {
  drawn(): number[];
  changeTotal(grant: number, delta: number): void;
  goStale(): void;
  /** A waiting consumption of `amount` is in the totals now. */
  absorbed(amount: number): void;
}

export class WaitingChanges {
  list: WaitingChange[] = [];
  /** Changes the rules followed, and times they gave up. */
  followed = 0;
  gaveUp = 0;
  /** The totals are exact for all but the waiting changes: the rules' functions are built from them when first needed. */
  private buildPending = false;

  constructor(
    readonly rules: MirrorRules,
    private readonly on: boolean,
    private readonly host: TotalsHost,
  ) {}

  /** Whether the rules follow the changes now (their functions match the totals). */
  active(): boolean {
    return this.on && (this.rules.valid || this.buildPending);
  }

  add(change: WaitingChange): void {
    if (!this.active()) return;
    // Following every change costs more than the walks it spares where the balances answer
    // every question: consumptions alone then wait for the replay that absorbs them (the
    // rules are built again then), a grant for a whole replay.
    if (this.list.push(change) === WAITING_LIMIT) {
      if (this.list.some((waiting) => waiting.grant >= 0)) this.host.goStale();
      this.letGo();
    }
  }

  letGo(): void {
    this.list = [];
    this.rules.valid = false;
    this.buildPending = false;
  }

  /**
   * The totals are exact for every accepted consumption (after a whole replay, or where the
   * changes were let go): the rules may follow from here, their functions built when first
   * needed (a stream whose questions the balances answer never builds them).
   */
  totalsExact(replayed: boolean): void {
    if (!this.on || (this.rules.valid && !replayed)) return;
    this.rules.valid = false;
    this.buildPending = true;
  }

  totalChanged(grant: number, delta: number, drawn: readonly number[]): void {
    if (this.rules.valid) this.rules.totalChanged(grant, delta, drawn);
  }

  /** The replay that absorbs consumptions took every waiting one (only consumptions wait then). */
  absorbedByReplay(): void {
    if (this.rules.valid) for (const { amount, time } of this.list) this.rules.consumptionAbsorbed(amount, time);
  }

  /** Follows the waiting changes in arrival order, as far as the rules go. */
  follow(): void {
    if (this.list.length === 0) return;
    const { list, rules, host } = this;
    if (this.buildPending) {
      // Consumptions alone are absorbed by the replay as cheaply: the functions are worth
      // building for a grant in the past (else every grant making the totals stale anyway,
      // as where the pending queue is retried, would pay for them).
      if (!list.some((change) => change.followed)) return;
      rules.build(host.drawn(), list);
      this.buildPending = false;
    }
    rules.keyWaitingGrants(list);
    // What the consumptions give, applied at once before a grant and at the end: until then
    // the slack they take counts in what a grant must be free for (mirrorRules.ts `absorb`).
    const unapplied = new Map<number, number>();
    let unappliedSum = 0;
    let absorbedFrom = 0;
    const apply = (through: number) => {
      unapplied.forEach((delta, grant) => host.changeTotal(grant, delta));
      unapplied.clear();
      unappliedSum = 0;
      for (; absorbedFrom < through; absorbedFrom++) rules.consumptionAbsorbed(list[absorbedFrom].amount, list[absorbedFrom].time);
    };
    for (let index = 0; index < list.length; index++) {
      const change = list[index];
      if (change.grant >= 0) {
        apply(index);
        absorbedFrom = index + 1;
        rules.openGrant(change.grant, host.drawn());
        if (!change.followed || rules.applyGrant(change.grant, host.drawn(), ({ grant, delta }) => host.changeTotal(grant, delta))) {
          this.followed++;
          continue;
        }
      } else {
        const gives = rules.absorb(change.amount, change.time, host.drawn(), unapplied, unappliedSum);
        if (gives !== null) {
          for (const { grant, delta } of gives) unapplied.set(grant, (unapplied.get(grant) ?? 0) + delta);
          unappliedSum += change.amount;
          host.absorbed(change.amount);
          this.followed++;
          continue;
        }
      }
      apply(index);
      this.gaveUp++;
      this.list = list.slice(index);
      if (this.list.some((later) => later.grant >= 0)) host.goStale();
      return;
    }
    apply(list.length);
    this.list = [];
  }
}
