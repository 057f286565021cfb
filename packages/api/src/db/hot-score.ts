import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './open';
import { songPosts } from './schema';

// The trending rank of a post (DESIGN §2: likes and comments decayed by age), in SQL only:
// log10 of its likes and comments plus its creation time in decay units. It only changes when
// a like or comment does, so it is a column with an index instead of a sort over every post at
// every request.

/** Seconds of age that weigh as much as ten times the likes and comments. */
export const TRENDING_DECAY_SECONDS = 45_000;

function score(engagement: SQL, createdAt: SQL): SQL<number> {
  return sql<number>`(log(greatest(${engagement}, 1)::float8) + extract(epoch from ${createdAt})::float8 / ${sql.raw(String(TRENDING_DECAY_SECONDS))})`;
}

/**
 * A post's score from its own columns; with `delta`, after that many more (or fewer) likes and
 * comments (in an UPDATE's SET, the columns are the old row's).
 */
export function hotScore(delta = 0): SQL<number> {
  const engagement = delta
    ? sql`${songPosts.likesCount} + ${songPosts.commentsCount} + ${delta}`
    : sql`${songPosts.likesCount} + ${songPosts.commentsCount}`;
  return score(engagement, sql`${songPosts.createdAt}`);
}

/** The score of a post being inserted now: no likes or comments yet, created_at = now(). */
export const newPostHotScore = (): SQL<number> => score(sql`0`, sql`now()`);

/** Writes every post's score again from its columns (after rows were written by hand: seed, bench). */
export async function refreshHotScores(db: Db | Tx, where?: SQL): Promise<void> {
  await db.update(songPosts).set({ hotScore: hotScore() }).where(where);
}
