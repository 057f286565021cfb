import type { PostChange } from '@upclub/shared/bus';
import type { SongPost } from '@upclub/shared/types';

// Pure updates of one post: every copy of a post (a list's cache, the card, the player) changes
// the same way when a like or a comment changes it (the bus's emitPostChanged).

/** `post` with the fields the change gives; the same object when the change is about another post. */
export function applyPostChange(post: SongPost, change: PostChange): SongPost {
  if (post.song_post !== change.songPost) return post;
  const { songPost: _songPost, ...fields } = change;
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...post, ...given };
}
