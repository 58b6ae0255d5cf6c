/**
 * Every cap and block size of the engine, in one place. A cap bounds the work of a fast
 * path and hands the rest to an exact fallback (a replay, a walk, a whole mirror replay);
 * a block size trades a search against a rewrite. None of them changes an answer:
 * `tinyLimits.test.ts` replaces this module with every value at 1-8, so that small
 * scenarios take the fallbacks, splits and chunk boundaries that only large ledgers reach
 * with these values, and checks the answers against the reference.
 */

// Caps: past these, a fast path gives up and an exact fallback answers.

/**
 * A late consumption among fewer runs than this after its time takes the usual path (a
 * check over them, at most a short replay), not the undrawn one (schedule/undrawn.ts).
 * Where a read follows every few calls (the benchmark's streams) undrawing those cost
 * more than it saved: 0 made the backdated and monthly 1M rows 10-40% slower.
 */
export const RUNS_WORTH_UNDRAWING = 64;
/** How many grants opening after the replay queue's last one a stretch may run past. */
export const OPENINGS_LOOKED_AT = 32;
/** After a break, a dry run checks whether it is settled at every this many grants running dry inside a stretch (replay.ts `drain`). */
export const DRY_GRANTS_PER_CHECK = 8;
/** Up to this many grants join the frontier one by one; more are merged in one pass. */
export const INSERTS_BEFORE_MERGE = 16;
/** Above this many changed grants (and an eighth of the base), settling a replay's open grants makes one pass. */
export const MANY_CHANGED = 32;
/** How many runs of a grant after a broken consumption are read for its credit left there (brokenByBalances.ts). */
export const BROKEN_CHECK_RUNS_READ = 32;
/** How many grants expiring with kept credit left a refusal's broken list follows before the first break (brokenByBalances.ts). */
export const ABSORBING_EXPIRIES_READ = 256;
/** How many runs are read, and ends checked, before the released-credit check gives up (the caller replays). */
export const RELEASED_CREDIT_RUNS_READ = 256;
export const RELEASED_CREDIT_ENDS_READ = 256;
/**
 * How many expiries (grants in end order, from t on) the headroom's lower bound reads
 * before leaving the question to the mirror: each costs a look, and a search only where the
 * balance falls low, where a stale mirror replays the history. A kept mirror answers in
 * O(log n), so then callers read few (`FOLLOWED_BESIDE_KEPT_MIRROR`).
 */
export const EXPIRIES_FOLLOWED = 4096;
export const FOLLOWED_BESIDE_KEPT_MIRROR = 32;
/** Grants a pending consumption's mirror replay reads first (it needs a few). */
export const NEAREST_GRANTS = 32;
/** The forward walk's pieces between two checks of the endings ahead (expiriesAhead.ts): a check costs about a piece. */
export const EXPIRIES_CHECKED_EVERY = 16;
/** The most grants sharing an end that a window drawn dry reads (each a search of the windows). */
export const MOST_SHARING_AN_END = 64;
/** The most whole mirror replays the ski rental may reach. */
export const MOST_RENT = 16;
/** Grants read for the grant a new one takes from in the mirror before giving up (mirrorRules.ts). */
export const MIRROR_RULE_SCAN_LIMIT = 4096;
/** Grants read for the draws spanning a window before giving up (slackAround.ts). */
export const SLACK_SCAN_LIMIT = 4096;
/** The mirror's changes kept waiting before they are let go (the balances answered every question meanwhile). */
export const WAITING_LIMIT = 2048;

// Block sizes: each is a search against a rewrite.

/** Default block size of the keyed sums (split when full): the consumptions, changed mostly at the end. */
export const CONSUMPTION_BLOCK_SPLIT = 512;
/**
 * Blocks at least this large search a random key from an interpolated guess: keys spread
 * about evenly (the consumptions' times). Small blocks are searched in a few cache lines
 * anyway, and they hold grants' starts and ends, shared by a month's grants: ties that throw
 * a guess off (measured on both shapes at 1M calls).
 */
export const GUESSED_SEARCH_BLOCK_MIN = 256;
/**
 * Block size of the grants' sums (by start, by end): every draw changes what a grant has
 * left, and a change recounts the rest of its block; small blocks search by halving, where
 * a month's shared ends would throw a guess off.
 */
export const GRANT_BLOCK_SPLIT = 64;
/** The balance minima's entries per block: a change rescans the rest of one block. */
export const BALANCE_MINIMA_BLOCK = 128;
/** Pending blocks split past twice this many: a skipped block costs one bound, a read one this many floors. */
export const PENDING_BLOCK_SIZE = 64;
/** The block arena's chunks double from one block up to this many. */
export const ARENA_MAX_CHUNK_BLOCKS = 64;
/** The consumption table's chunks hold 2^this rows. */
export const CONSUMPTION_CHUNK_BITS = 14;
/** Slots in a new id index. */
export const ID_INDEX_SLOTS_MIN = 1024;
