/**
 * Consumption id -> index, as an open-addressing hash table over typed arrays. Every
 * `consume` looks its id up (idempotent retries) and then names the new consumption, so
 * at a million ids this is on the hot path. A `Map` there pays several cache misses per
 * lookup (bucket, chain entry, the candidate string); here a lookup reads one slot, its
 * stored hash, and compares strings only when the hashes match. It also takes about half
 * the memory of a `Map`. Ids are never removed (a refused candidate is never named).
 */

const LOAD_FACTOR_MAX = 0.5;
const EMPTY = -1;

/** FNV-1a over UTF-16 code units, kept to 32 bits. */
function hashOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index++) {
    hash = Math.imul(hash ^ id.charCodeAt(index), 0x01000193);
  }
  return hash | 0;
}

export class IdIndex {
  private slots = new Int32Array(1024).fill(EMPTY);
  private hashes = new Int32Array(1024);
  private count = 0;

  /** `idOf(index)` gives back the id stored for an index (the store keeps the strings). */
  constructor(private readonly idOf: (index: number) => string) {}

  get(id: string): number | undefined {
    const hash = hashOf(id);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const index = this.slots[slot];
      if (index === EMPTY) return undefined;
      if (this.hashes[slot] === hash && this.idOf(index) === id) return index;
    }
  }

  /** Adds an id that is not in the index yet. */
  add(id: string, index: number): void {
    if (this.count + 1 > this.slots.length * LOAD_FACTOR_MAX) this.grow();
    this.place(hashOf(id), index);
    this.count++;
  }

  private place(hash: number, index: number): void {
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    while (this.slots[slot] !== EMPTY) slot = (slot + 1) & mask;
    this.slots[slot] = index;
    this.hashes[slot] = hash;
  }

  private grow(): void {
    const { slots, hashes } = this;
    this.slots = new Int32Array(slots.length * 2).fill(EMPTY);
    this.hashes = new Int32Array(slots.length * 2);
    for (let slot = 0; slot < slots.length; slot++) {
      if (slots[slot] !== EMPTY) this.place(hashes[slot], slots[slot]);
    }
  }
}
