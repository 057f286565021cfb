// The app.pubsub channels the API's caches listen on (payloads are plain text).

export const CHANNELS = {
  /** A token was revoked (logout): its sha256. */
  tokenRevoked: 'auth:token-revoked',
  /** A user changed (fields, password, every token revoked, deleted): their id. */
  userChanged: 'users:changed',
  /** Posts changed (a JSON PostChange): the feeds, posts and counts caches drop what it touches. */
  postsChanged: 'posts:changed',
  /** A club's name or rules changed: its id (posts show the club's name). */
  clubChanged: 'clubs:changed',
  /** Who follows whom changed (people or clubs): the follower's id. */
  followsChanged: 'follows:changed',
  /** A profile's counts changed other than by the user's own write (followers, clubs curated): their id. */
  profileChanged: 'profiles:changed',
} as const;

/** What a write did to posts. */
export interface PostChange {
  /** The posts whose public part changed (likes, comments, deleted). */
  ids: number[];
  /** Posts added to (1) or removed from (-1) the lists: their counts change. */
  added?: number;
  /** The club of an added or removed post. */
  club?: number | null;
  /** The author of the changed post (their profile's counts), when known. */
  author?: number;
  /** Who liked or unliked the posts (their own `liked` of them changed). */
  liker?: number;
}
