import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { FastLedger } from './index';
import { MirrorReserve } from './mirrorReserve';
import { ReserveReplay } from './reserve';

/** A small seeded generator, so the test plays the same calls every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** Plays the same calls on two engines: a grant every 10 calls, consumptions in between. */
class TwinLedgers {
  readonly adaptive = new FastLedger();
  readonly replayOnly = new FastLedger({ reserveStrategy: 'replay' });
  private readonly random = seededRandom(7);
  private calls = 0;
  now = 100;

  change(): void {
    this.calls++;
    this.now += 1 + Math.floor(this.random() * 3);
    for (const engine of [this.adaptive, this.replayOnly]) {
      if (this.calls % 10 === 1) engine.addGrant({ id: `g${this.calls}`, amount: 400, start: this.now, end: this.now + 300 });
      else engine.consume({ id: `c${this.calls}`, amount: 1 + (this.calls % 30), timestamp: this.now - (this.calls % 7 === 0 ? 5 : 0) });
    }
  }

  grantInThePast(): void {
    this.calls++;
    for (const engine of [this.adaptive, this.replayOnly]) {
      engine.addGrant({ id: `past${this.calls}`, amount: 5, start: this.now - 50, end: this.now + 50 });
    }
  }

  /** Asks both engines at a time anywhere in the history; they must agree. */
  query(): void {
    const time = Math.floor(this.random() * this.now);
    expect(this.adaptive.headroomAt(time)).toBe(this.replayOnly.headroomAt(time));
  }
}

/**
 * Twin ledgers of 600 calls, then 40 changes each followed by a query: by then the
 * replays have cost a mirror build, so the adaptive one has built its mirror once.
 */
function twinsWithMirrorBuilt(): { twins: TwinLedgers; builds: MockInstance<typeof MirrorReserve.build> } {
  const twins = new TwinLedgers();
  for (let call = 0; call < 600; call++) twins.change();
  const builds = vi.spyOn(MirrorReserve, 'build');
  for (let round = 0; round < 40; round++) {
    twins.change();
    twins.query();
  }
  expect(builds).toHaveBeenCalledTimes(1);
  return { twins, builds };
}

describe('headroomAt chooses between the lazy replay and the mirror (ski rental)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('builds the mirror once replays cost a build, drops it for a grant in the past, and builds it again', () => {
    const { twins, builds } = twinsWithMirrorBuilt();
    twins.grantInThePast();
    for (let round = 0; round < 200; round++) {
      twins.change();
      twins.query();
    }
    expect(builds.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('drops a mirror nobody asks about and answers from the replay again', () => {
    const { twins } = twinsWithMirrorBuilt();
    // Upkeep past a build's worth of work without a query: the mirror is let go.
    for (let call = 0; call < 3000; call++) twins.change();
    const replays = vi.spyOn(ReserveReplay.prototype, 'reserveAt');
    const headroom = twins.adaptive.headroomAt(twins.now - 100);
    expect(replays).toHaveBeenCalled();
    expect(headroom).toBe(twins.replayOnly.headroomAt(twins.now - 100));
  });
});
