/**
 * Plays a scenario's grants and consumptions on a bare schedule and headroom reserves, as
 * ImplicitLedger does (a refused consumption changes nothing), so tests can look inside
 * the reserve at every headroom question.
 */
import { HeadroomReserve } from '../implicit/headroom/reserve';
import { Schedule } from '../implicit/schedule/schedule';
import type { LedgerScenario } from './arbitraries';
import type { LedgerCall } from './callStep';

export interface ReservePlay<R> {
  /** The reserves to keep up to date, on the play's schedule. */
  reserves(schedule: Schedule): R;
  /** Each accepted consumption, after it was noted. */
  accepted?(amount: number, timestamp: number): void;
  /** Each `headroomAt` call of the scenario. */
  question(time: number, reserves: R, schedule: Schedule): void;
}

export function playOnReserves<R extends readonly HeadroomReserve[]>(scenario: LedgerScenario, play: ReservePlay<R>): R {
  const schedule = new Schedule();
  const reserves = play.reserves(schedule);
  for (const { call, args } of scenario.calls) {
    if (call === 'addGrant') {
      schedule.addGrant(args.id as string, args.amount as number, args.start as number, args.end as number);
      for (const reserve of reserves) reserve.noteGrant(schedule.ids.length - 1);
    } else if (call === 'consume') {
      const { amount, timestamp } = args as { amount: number; timestamp: number };
      const verdict = schedule.evaluate(amount, timestamp);
      if (verdict.shortfall > 0 || verdict.broken.length > 0) continue;
      for (const reserve of reserves) reserve.noteConsumption(amount, timestamp);
      schedule.accept(verdict, amount, timestamp, schedule.points.size);
      play.accepted?.(amount, timestamp);
    } else if (call === 'headroomAt') {
      play.question(args.t as number, reserves, schedule);
    }
  }
  return reserves;
}

/** The scenario with a headroom question after every call, at a time spread over the history so far. */
export function askingAfterEveryCall(scenario: LedgerScenario): LedgerScenario {
  const calls: LedgerCall[] = [];
  let latest = 0;
  scenario.calls.forEach((call, index) => {
    calls.push(call);
    const { timestamp, end } = call.args as { timestamp?: number; end?: number };
    latest = Math.max(latest, timestamp ?? 0, end ?? 0);
    calls.push({ call: 'headroomAt', args: { t: (index * 7_919) % (latest + 3) } });
  });
  return { ...scenario, calls };
}
