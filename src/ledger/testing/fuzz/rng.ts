/** A seeded random source for the fuzzer: the same seed plays the same scenario on every machine. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = (seed * 2654435761 + 12345) | 0;
  }

  /** A float in [0, 1) (mulberry32). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
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
