// Texts of the player, quoted from the spec where it gives them (part 1 §8, ui-strings).

/** Spec §8: a notice that the song was added to, or removed from, the provider's "Liked songs". */
export const LIKED_SONGS_TEXT = {
  added: 'Song added to "Liked songs"',
  removed: 'Song removed from "Liked songs"',
} as const;

export const NOW_PLAYING_TITLE = 'Now Playing';
