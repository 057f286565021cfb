// What the clients saw succeed (or could not know the outcome of): the audit checks the database
// against it at the end.

/** Posts anyone has seen in a feed (ids of likeable posts) and the people behind them. */
export const knownPosts = [];
const knownPostSet = new Set();
export const users = [];
/** "post:user" -> liked, as the last successful like/unlike said; pairs of unknown outcome are left out. */
export const likes = new Map();
export const likesUnknown = new Set();
/** "follower:followee" -> following. */
export const follows = new Map();
export const followsUnknown = new Set();
/** Comment id -> {post, user, text}; message id -> {thread, user, text}; post id -> {user, song}. */
export const comments = new Map();
export const messages = new Map();
export const posts = new Map();
export const unknownWrites = { comments: 0, messages: 0, posts: 0 };
/** Posts whose counts the clients changed (checked through the API at the end). */
export const touched = new Set();

export function seePosts(list) {
  for (const post of list ?? []) {
    if (post.post_type === 1 || knownPostSet.has(post.song_post)) continue;
    knownPostSet.add(post.song_post);
    knownPosts.push(post.song_post);
  }
}
