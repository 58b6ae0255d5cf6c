/**
 * Small hand-written ledgers for the schedule's tests: the same grants and consumptions on
 * a bare `Schedule` and on the reference, to compare a refusal's broken list by hand.
 */
import { ReferenceLedger } from '../reference';
import { Schedule } from '../implicit/schedule/schedule';

/** A bare schedule and the reference with the same grants ([id, amount, start, end]) and consumptions ([id, amount, timestamp]), all accepted. */
export function ledgersOf(
  grants: readonly (readonly [string, number, number, number])[],
  consumptions: readonly (readonly [string, number, number])[],
): { reference: ReferenceLedger; schedule: Schedule } {
  const reference = new ReferenceLedger();
  const schedule = new Schedule();
  for (const [id, amount, start, end] of grants) {
    reference.addGrant({ id, amount, start, end });
    schedule.addGrant(id, amount, start, end);
  }
  consumptions.forEach(([id, amount, timestamp], tag) => {
    reference.consume({ id, amount, timestamp });
    schedule.accept(schedule.evaluate(amount, timestamp), amount, timestamp, tag);
  });
  return { reference, schedule };
}
