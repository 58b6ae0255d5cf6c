import { createRandom } from '../../../scenario/usageGenerator';

/** A seeded random source for the fuzzer (the app's mulberry32): the same seed plays the same scenario on every machine. */
export class Rng {
  /** A float in [0, 1). */
  readonly next: () => number;

  constructor(seed: number) {
    // Spread neighbouring seeds apart, as they are the fuzzer's consecutive scenarios.
    this.next = createRandom(seed * 2654435761 + 12345);
  }

  /** An integer in [lo, hi], exact up to Number.MAX_SAFE_INTEGER. */
  int(lo: number, hi: number): number {
    if (hi <= lo) return lo;
    const span = hi - lo + 1;
    if (span <= 2 ** 32) return lo + Math.floor(this.next() * span);
    const high = Math.floor(this.next() * 2 ** 21);
    const low = Math.floor(this.next() * 2 ** 32);
    return lo + ((high * 2 ** 32 + low) % span);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
}
