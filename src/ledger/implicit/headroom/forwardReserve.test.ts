import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../testing/propertyRuns';
import { cascadeScenario, lateArrivalsScenario } from '../../testing/arbitraries';
import { backdatedScenario, scarceCreditScenario, spareCreditScenario } from '../../testing/backdatedScenario';
import { askingAfterEveryCall, playOnReserves } from '../../testing/reservePlay';
import type { LedgerCall } from '../../testing/callStep';
import { sharedEndsScenario } from '../../testing/sharedEndsScenario';
import { lateStreamScenario } from '../../testing/streamScenario';
import { forwardReserve, ForwardScratch } from './forwardReserve';
import { HeadroomReserve } from './reserve';

const grant = (id: string, amount: number, start: number, end: number) => ({ call: 'addGrant' as const, args: { id, amount, start, end } });
const consume = (id: string, amount: number, timestamp: number) => ({ call: 'consume' as const, args: { id, amount, timestamp } });

/**
 * The bench's backdated shape (bench/backdatedWorkloads.ts generateBackdated) in small, at about 0.9
 * of the supply: windows of 50 to 500 calls' worth starting up to a quarter of their length
 * back, 10% of the calls headroom questions at random times, 10% of the consumptions late.
 * Before a question deep in the past the least balance ahead lies at the present, where the
 * backdated grants still to come are missing (expiriesAhead.ts).
 */
function backdatedNearSupply(calls: number, seed: number): LedgerCall[] {
  let state = seed;
  const random = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 4_294_967_296;
  };
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const played: LedgerCall[] = [];
  let now = 40;
  for (let index = 0; index < calls; index++) {
    now += between(1, 2);
    const roll = random();
    if (roll < 0.03 || index < 5) {
      const window = between(75, 750);
      const start = Math.max(0, now - between(0, Math.floor(window / 4)));
      played.push(grant(`g${index}`, between(1_000, 1_600), start, start + window));
    } else if (roll < 0.13) {
      played.push({ call: 'headroomAt', args: { t: between(0, now) } });
    } else {
      played.push(consume(`c${index}`, between(1, 80), random() < 0.1 ? now - between(1, 30) : now));
    }
  }
  return played;
}

/** The reserve at each question, by the mirror, by the walk, and by the walk checking the endings known in advance at every piece. */
function mirrorAndWalk(calls: Parameters<typeof playOnReserves>[0]['calls']): number[] {
  const answers: number[] = [];
  playOnReserves({ policy: 'reject', calls }, {
    reserves: (schedule) => [new HeadroomReserve(schedule, { readsForward: false })] as const,
    question(time, [mirror], schedule) {
      answers.push(mirror.reserveAt(time), forwardReserve(schedule, time, new ForwardScratch()).reserve, forwardReserve(schedule, time, new ForwardScratch(1)).reserve);
    },
  });
  return answers;
}

describe('the reserve read forward from a time', () => {
  it.each([
    ['the backdated shape', backdatedScenario],
    ['the backdated shape with credit to spare', spareCreditScenario],
    ['the backdated shape with scarce credit', scarceCreditScenario],
    ['late streams with credit left over', lateStreamScenario],
    ['deep cascades', cascadeScenario],
    ['late arrivals', lateArrivalsScenario],
    ['windows sharing a few ends', sharedEndsScenario],
  ])('is the mirror reserve at every question on %s', (_name, scenarios) => {
    const scratch = new ForwardScratch();
    // Checking the endings known in advance at every piece, so that they stop short walks too.
    const checkingAlways = new ForwardScratch(1);
    fc.assert(
      fc.property(scenarios, (scenario) => {
        // Kept whole totals, never this walk: the mirror as it is defined.
        playOnReserves(askingAfterEveryCall(scenario), {
          reserves: (schedule) => [new HeadroomReserve(schedule, { readsForward: false })] as const,
          question(time, [mirror], schedule) {
            const reserve = mirror.reserveAt(time);
            expect(forwardReserve(schedule, time, scratch).reserve, `t=${time}`).toBe(reserve);
            expect(forwardReserve(schedule, time, checkingAlways).reserve, `t=${time}, checking the endings known in advance`).toBe(reserve);
          },
        });
      }),
      propertyRuns(150),
    );
  }, 120_000);

  it.each([1, 2, 3])('is the mirror reserve on the backdated shape at 0.9 of the supply, a third of the long walks or more stopped by the endings known in advance (seed %i)', (seed) => {
    const checkingAlways = new ForwardScratch(1);
    let longWalks = 0;
    playOnReserves({ policy: 'reject', calls: backdatedNearSupply(4_000, seed) }, {
      reserves: (schedule) => [new HeadroomReserve(schedule, { readsForward: false })] as const,
      question(time, [mirror], schedule) {
        const walk = forwardReserve(schedule, time, checkingAlways);
        expect(walk.reserve, `t=${time}`).toBe(mirror.reserveAt(time));
        if (walk.pieces >= 16) longWalks++;
      },
    });
    expect(checkingAlways.expiryStops).toBeGreaterThan(longWalks / 3);
  });

  // Windows sharing an end are where the walk and the kept schedule drain different
  // windows (expiriesAhead.ts); a question at every time after every call, the endings
  // known in advance checked at every piece, so that any stop they allow is tried.
  it('is the mirror reserve at every time after every call on windows sharing a few ends, checking the endings known in advance at every piece', () => {
    const checkingAlways = new ForwardScratch(1);
    fc.assert(
      fc.property(sharedEndsScenario, ({ policy, calls }) => {
        const latest = Math.max(0, ...calls.map(({ args }) => Math.max((args.end as number) ?? 0, (args.timestamp as number) ?? 0, (args.t as number) ?? 0)));
        const everywhere = calls.flatMap((call) => [call, ...Array.from({ length: latest + 2 }, (_, t) => ({ call: 'headroomAt' as const, args: { t } }))]);
        playOnReserves({ policy, calls: everywhere }, {
          reserves: (schedule) => [new HeadroomReserve(schedule, { readsForward: false })] as const,
          question(time, [mirror], schedule) {
            expect(forwardReserve(schedule, time, checkingAlways).reserve, `t=${time}`).toBe(mirror.reserveAt(time));
          },
        });
      }),
      propertyRuns(300),
    );
  }, 120_000);

  const headroomAtZero = { call: 'headroomAt' as const, args: { t: 0 } };
  it.each([
    // S opens at 20 and ends at 30 with no consumption in it: the walk reaches it at 40,
    // past its end, and the kept schedule left its 50 whole too. Only H (1) starts after
    // t = 0 and serves anything, so 9 of the 10 consumed after t go unserved.
    [
      'counts a window that opened and ended between two consumptions as left whole',
      [grant('a', 10, 0, 100), grant('s', 50, 20, 30), grant('h', 1, 35, 100), consume('c1', 6, 40), consume('c2', 4, 50), headroomAtZero],
      9,
    ],
    // From t = 0 the walk draws T (ends 30) from 10; W ends later, so it draws nothing
    // while T lasts, but it opens at 40, after T ended: the 3 consumed at 31 go unserved.
    [
      "opens a window ahead inside a piece only if it opens by the drawn window's end",
      [grant('a', 10, 0, 100), grant('t', 100, 5, 30), grant('w', 5, 40, 90), consume('c1', 1, 10), consume('c2', 1, 20), consume('c3', 3, 31), consume('c4', 3, 50), headroomAtZero],
      3,
    ],
    // X (5) started by t = 0; Z and B end together at 10. The walk draws Z from 3, and B
    // opens at 5 inside that piece (ending no earlier), so the walk draws Z dry while the
    // kept schedule, by id, draws B, and B again at 7 (the walk too, at its next piece): at
    // 10 the walk leaves 0 + 3 in them and the kept schedule 3 + 0, so Q stays 5. Counting
    // Z's own kept leftover (3) as Q's fall at 10 stops the walk at 7 (the balance of 4 at
    // 20 covers 5 - 3), before the 1 of the 3 at 20 that Y (2) cannot serve.
    [
      'counts a window drawn dry by the kept leftovers of its end, not its own',
      [
        grant('x', 5, 0, 100), grant('z', 4, 1, 10), grant('b', 4, 5, 10), grant('y', 2, 6, 50),
        consume('c1', 1, 3), consume('c2', 3, 5), consume('c3', 1, 7), consume('c4', 3, 20), headroomAtZero,
      ],
      1,
    ],
  ])('%s', (_name, calls, reserve) => {
    expect(mirrorAndWalk(calls)).toStrictEqual([reserve, reserve, reserve]);
  });
});
