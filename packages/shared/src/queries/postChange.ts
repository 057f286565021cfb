import type { PostChange } from '@upclub/shared/bus';
import type { SongPost } from '@upclub/shared/types';

// Pure updates of one post: every copy of a post (a list's cache, the card, the player) changes
// the same way when a like or a comment changes it (the bus's emitPostChanged).

/**
 * A count after one more or one less, before the server answers (spec §4: the count changes by
 * 1). Formatted counts ('1.2K') cannot be moved by one, so they stay until the server's comes.
 */
export function bumpFormattedCount(formatted: string, delta: 1 | -1): string {
  if (!/^\d+$/.test(formatted)) return formatted;
  return String(Math.max(0, Number(formatted) + delta));
}

/** `post` with the fields the change gives; the same object when the change is about another post. */
export function applyPostChange(post: SongPost, change: PostChange): SongPost {
  if (post.song_post !== change.songPost) return post;
  const { songPost: _songPost, ...fields } = change;
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...post, ...given };
}
