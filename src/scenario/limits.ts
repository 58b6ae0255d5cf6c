/**
 * Every limit on scenarios that cross a boundary (links, files, localStorage, undo), in one
 * place. A link or a file is untrusted input, so each of these is checked before the work it
 * bounds is done (length before decoding, inflated size while inflating, counts before
 * validating), and each has a test in `limits.test.ts`.
 */
import { ID_LENGTH_MAX } from '../ledger/validation';

/** Ids longer than this are refused; the engine's own limit, re-exported so the set is complete. */
export { ID_LENGTH_MAX };

/**
 * Operations per scenario. Ten times the seed's 2,000 calls: enough for any scenario a person
 * builds or shares, small enough that validating and replaying one stays well under a second.
 */
export const OPERATIONS_PER_SCENARIO_MAX = 20_000;

/**
 * Characters of an encoded scenario (the URL hash or the autosaved text) the decoder will look
 * at. Browsers accept URLs of a few megabytes, but nothing we produce comes near this, and the
 * check runs before any base64 or inflate work is spent on the text.
 */
export const LINK_LENGTH_MAX = 200_000;

/**
 * Bytes of JSON a compressed link may inflate to. Deflate can expand about 1,000 times, so a
 * 200,000-character link could otherwise claim hundreds of megabytes; inflation stops as soon
 * as the output passes this.
 */
export const INFLATED_BYTES_MAX = 5 * 1024 * 1024;

/** Bytes of a scenario JSON file accepted by Import; checked on `File.size` before reading. */
export const SCENARIO_FILE_BYTES_MAX = 10 * 1024 * 1024;

/**
 * Characters of one scenario saved in this browser. Saves have no link-length limit: any
 * scenario the app accepts (20,000 operations with 256-character ids is about 6 MB of JSON)
 * must save and reopen, so this only stops absurd text before decoding; the browser's own
 * storage quota is the real bound, and a save that does not fit is reported, not lost.
 */
export const SAVED_SCENARIO_LENGTH_MAX = 16 * 1024 * 1024;

/** Bytes of JSON a saved scenario may inflate to: the same bound as an imported file. */
export const SAVED_INFLATED_BYTES_MAX = SCENARIO_FILE_BYTES_MAX;

/** Scenario edits kept for Undo; the oldest is dropped past this, as tldraw's historyLength does. */
export const UNDO_DEPTH_MAX = 200;

/** Links longer than this get a warning: chat tools and some mail clients cut longer URLs. */
export const LINK_WARNING_LENGTH = 2_000;
