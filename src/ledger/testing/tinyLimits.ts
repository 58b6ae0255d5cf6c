/**
 * Every cap and block size of `implicit/limits.ts` at 1-8, for the tests and the fuzzer that
 * replace that module with them (`implicit/tinyLimits.test.ts`, `npm run fuzz -- ... --tiny`):
 * small scenarios then take the fallbacks, splits and chunk boundaries that only large
 * ledgers reach with the real values.
 */
export const TINY_LIMITS = {
  RUNS_WORTH_UNDRAWING: 1,
  OPENINGS_LOOKED_AT: 1,
  DRY_GRANTS_PER_CHECK: 2,
  INSERTS_BEFORE_MERGE: 1,
  MANY_CHANGED: 1,
  BROKEN_CHECK_RUNS_READ: 1,
  ABSORBING_EXPIRIES_READ: 1,
  RELEASED_CREDIT_RUNS_READ: 2,
  RELEASED_CREDIT_ENDS_READ: 2,
  EXPIRIES_FOLLOWED: 2,
  FOLLOWED_BESIDE_KEPT_MIRROR: 1,
  NEAREST_GRANTS: 1,
  EXPIRIES_CHECKED_EVERY: 2,
  MOST_SHARING_AN_END: 1,
  MOST_RENT: 1,
  MIRROR_RULE_SCAN_LIMIT: 2,
  SLACK_SCAN_LIMIT: 2,
  WAITING_LIMIT: 2,
  CONSUMPTION_BLOCK_SPLIT: 8,
  GUESSED_SEARCH_BLOCK_MIN: 8,
  GRANT_BLOCK_SPLIT: 4,
  BALANCE_MINIMA_BLOCK: 4,
  PENDING_BLOCK_SIZE: 2,
  ARENA_MAX_CHUNK_BLOCKS: 2,
  CONSUMPTION_CHUNK_BITS: 2,
  ID_INDEX_SLOTS_MIN: 4,
} as const;
