// How a page follows a club's room (docs/rooms.md "What the browser does"): the numbers only the
// browser uses, named once. They live with the sync math rather than in @upclub/shared/constants,
// which every page loads at start: only a page in a room needs them.
/**
 * How far a listener's player may be from the room's position before it is corrected (ms): less
 * than this is below what two people in one place notice, and correcting it would be heard.
 */
export const ROOM_DRIFT_TOLERANCE_MS = 250;
/** Past this the player seeks to the room's position at once, whatever the provider (ms). */
export const ROOM_DRIFT_SEEK_MS = 2_000;
/**
 * A player that cannot change its speed (the Spotify SDK) corrects a drift between the tolerance
 * and ROOM_DRIFT_SEEK_MS by seeking only past this (ms): a seek is always a small audible jump.
 */
export const ROOM_DRIFT_SEEK_WITHOUT_RATE_MS = 500;
/**
 * A player that can change its speed (the OpenSubsonic audio element) catches up, or waits, by
 * playing this much faster or slower (0.05: 1.05 or 0.95, pitch kept) until the drift is made up.
 */
export const ROOM_DRIFT_RATE_STEP = 0.05;
/**
 * After the player starts the room's song (a join, a skip, the DJ's Play), it checks this soon how
 * well the start landed (ms): the command's way to the device leaves it some way behind.
 */
export const ROOM_SETTLE_CHECK_MS = 500;
/**
 * Within a start, the sound has just broken anyway, so a correction is not heard as a jump: the
 * player then makes up any drift past this (ms), far below the tolerance of later checks.
 */
export const ROOM_SETTLE_TOLERANCE_MS = 40;
/** A start still counts as one this long after it (ms): a device slow to start settles when it plays. */
export const ROOM_SETTLE_WINDOW_MS = 3_000;
/** How often the player compares its position with the room's while the room plays (ms). */
export const ROOM_DRIFT_CHECK_MS = 2_000;
/**
 * How fast a clock offset estimate loses worth as it ages, in parts per million (NTP's PHI): a
 * newer estimate from a slower round trip replaces an old one once the old one's possible drift
 * is larger than the difference.
 */
export const ROOM_CLOCK_DRIFT_PPM = 15;
/** A room read again after the live stream came back (or a missed change) that failed is tried again after this (ms). */
export const ROOM_RESYNC_RETRY_MS = 1_000;
