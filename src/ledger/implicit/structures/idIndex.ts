import { ID_INDEX_SLOTS_MIN } from '../limits';
/**
 * Consumption id -> index, as an open-addressing hash table over typed arrays. Every
 * `consume` looks its id up (idempotent retries) and then names the new consumption, so
 * at a million ids this is on the hot path. A `Map` there pays several cache misses per
 * lookup (bucket, chain entry, the candidate string); here a lookup reads one slot, which
 * holds the index and its id's hash side by side (one cache line), and compares strings
 * only when the hashes match. It also takes about half the memory of a `Map`. Ids are
 * never removed (a refused candidate is never named).
 */

const LOAD_FACTOR_MAX = 0.5;
const EMPTY = -1;

/**
 * FNV-1a over the UTF-16 code units before the last one, plus the last one, kept to 32
 * bits. Ids made by counting (`c1041`, `c1042`, ...) then differ only in that last unit
 * and land in neighbouring slots: a stream of them reads one cache line per ten ids
 * instead of a random line per id, which at a million ids is most of a lookup's time.
 */
function hashOf(id: string): number {
  let hash = 0x811c9dc5;
  const last = id.length - 1;
  for (let index = 0; index < last; index++) {
    hash = Math.imul(hash ^ id.charCodeAt(index), 0x01000193);
  }
  return (hash + (last >= 0 ? id.charCodeAt(last) : 0)) | 0;
}

export class IdIndex {
  /** Slot s is `[2s]` the index (or EMPTY) and `[2s + 1]` the hash of its id. */
  private slots = new Int32Array(2 * ID_INDEX_SLOTS_MIN).fill(EMPTY);
  private count = 0;
  /**
   * The last id `get` did not find, with its hash and the free slot that ended the
   * search: `consume` looks an id up and then adds it, and the add reuses both unless
   * another add came in between.
   */
  private missedId: string | null = null;
  private missedHash = 0;
  private missedSlot = 0;

  /** `idOf(index)` gives back the id stored for an index (the store keeps the strings). */
  constructor(private readonly idOf: (index: number) => string) {}

  get(id: string): number | undefined {
    const hash = hashOf(id);
    const { slots } = this;
    const mask = (slots.length >> 1) - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const index = slots[2 * slot];
      if (index === EMPTY) {
        this.missedId = id;
        this.missedHash = hash;
        this.missedSlot = slot;
        return undefined;
      }
      if (slots[2 * slot + 1] === hash && this.idOf(index) === id) return index;
    }
  }

  /** Adds an id that is not in the index yet. */
  add(id: string, index: number): void {
    if (this.count + 1 > (this.slots.length >> 1) * LOAD_FACTOR_MAX) {
      this.grow();
      this.missedId = null;
    }
    if (id === this.missedId) {
      this.slots[2 * this.missedSlot] = index;
      this.slots[2 * this.missedSlot + 1] = this.missedHash;
    } else {
      this.place(hashOf(id), index);
    }
    this.missedId = null;
    this.count++;
  }

  private place(hash: number, index: number): void {
    const { slots } = this;
    const mask = (slots.length >> 1) - 1;
    let slot = hash & mask;
    while (slots[2 * slot] !== EMPTY) slot = (slot + 1) & mask;
    slots[2 * slot] = index;
    slots[2 * slot + 1] = hash;
  }

  private grow(): void {
    const { slots } = this;
    this.slots = new Int32Array(slots.length * 2).fill(EMPTY);
    for (let at = 0; at < slots.length; at += 2) {
      if (slots[at] !== EMPTY) this.place(slots[at + 1], slots[at]);
    }
  }
}
