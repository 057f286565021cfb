// Texts of the player, quoted from the spec where it gives them (part 1 §8, ui-strings).

/** Spec §8: a notice that the song was added to, or removed from, the provider's "Liked songs". */
export const LIKED_SONGS_TEXT = {
  added: 'Song added to "Liked songs"',
  removed: 'Song removed from "Liked songs"',
} as const;

export const NOW_PLAYING_TITLE = 'Now Playing';

/**
 * Spec part 2 §8: a post that cannot be loaded (as the comment toasts say it; their text is not
 * imported, so that the toasts' first-load code stays apart from the player's).
 */
export const POST_REMOVED_TEXT = 'Post had been removed.';

// ---- A club's room (issue 25) ----

/** The player bar's mark while it follows a club's room. */
export const liveInText = (clubName: string) => `Live in ${clubName}`;

/** Asked when a listener (not a DJ) plays, pauses or skips their own player while in a room. */
export const LEAVE_ROOM_CONFIRM = {
  title: 'Leave the room?',
  body: 'The room’s DJs choose what plays. Leave the room to play your own music.',
  leave: 'Leave the room',
  stay: 'Stay',
} as const;
