import { and, eq, ne, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { POST_TYPE_PLAIN, type SongPost } from '@upclub/shared/types';
import { hotScore, newPostHotScore } from '../../db/hot-score';
import type { Db, Tx } from '../../db/open';
import { messageThreadMembers, messages, postLikes, songPosts, tracks } from '../../db/schema';
import { bothOn, containsPattern, countRows, qualified, SHORT_SEARCH_WINDOW, trigramSearchable } from '../../db/sql';
import type { PostCache } from './post-cache';

/** Who wrote a post and of what type, for rights and rules. */
export interface PostMeta {
  id: number;
  userId: number;
  postType: number;
}

export interface NewPost {
  userId: number;
  song: string;
  title: string;
  caption: string;
  mentionIds: number[];
  postType: number;
  clubId: number | null;
}

/**
 * Song posts: one post, writing and deleting, likes, search by title (the feeds are in ./feed).
 * Posts are answered through app.postCache; every write says so (`cache.changed`) once it is
 * committed, so no process answers the old post after it.
 */
export function createPostsRepository(db: Db, cache: PostCache) {
  /** Author, type and existence of a post, for rights and rules. */
  async function meta(id: number): Promise<PostMeta | null> {
    const [row] = await db
      .select({ id: songPosts.id, userId: songPosts.userId, postType: songPosts.postType })
      .from(songPosts)
      .where(eq(songPosts.id, id))
      .limit(1);
    return row ?? null;
  }

  /**
   * Whether the viewer may see the post: every user post, and a message song (post_type 1) only
   * for its author and the current members of a thread one of whose messages carries it.
   */
  async function readableBy(post: PostMeta, viewerId: number): Promise<boolean> {
    if (post.postType !== POST_TYPE_PLAIN || post.userId === viewerId) return true;
    // Driven by the viewer's memberships (indexed by user), then each such thread's messages.
    const [row] = await db
      .select({ id: messages.id })
      .from(messageThreadMembers)
      .innerJoin(messages, eq(messages.threadId, messageThreadMembers.threadId))
      .where(and(eq(messageThreadMembers.userId, viewerId), eq(messages.songPostId, post.id)))
      .limit(1);
    return row !== undefined;
  }

  return {
    async byId(id: number, viewerId: number): Promise<SongPost | null> {
      const [post] = await cache.answers([id], viewerId);
      return post ?? null;
    },

    meta,
    readableBy,

    /** meta() of a post the viewer may see (null otherwise, so a message song's existence does not leak). */
    async metaFor(id: number, viewerId: number): Promise<PostMeta | null> {
      const post = await meta(id);
      return post && (await readableBy(post, viewerId)) ? post : null;
    },

    async create(post: NewPost): Promise<number> {
      // created_at defaults to now(), the same instant within the statement.
      const [row] = await db
        .insert(songPosts)
        .values({ ...post, hotScore: newPostHotScore() })
        .returning({ id: songPosts.id });
      await cache.changed({ ids: [row.id], added: 1, club: post.clubId, author: post.userId });
      return row.id;
    },

    async remove(id: number): Promise<void> {
      const [row] = await db
        .delete(songPosts)
        .where(eq(songPosts.id, id))
        .returning({ club: songPosts.clubId, author: songPosts.userId });
      if (row) await cache.changed({ ids: [id], added: -1, club: row.club, author: row.author });
    },

    /**
     * Likes a post once: true when this call added the like (a repeated or concurrent like
     * finds the row there and changes nothing). Returns the count after.
     */
    async like(postId: number, userId: number): Promise<{ added: boolean; likes: number }> {
      const result = await db.transaction(async (tx) => {
        const added = await tx
          .insert(postLikes)
          .values({ postId, userId })
          .onConflictDoNothing()
          .returning({ postId: postLikes.postId });
        const likesCount = added.length ? sql`${songPosts.likesCount} + 1` : sql`${songPosts.likesCount}`;
        const [row] = await tx
          .update(songPosts)
          .set(added.length ? { likesCount, hotScore: hotScore(1) } : { likesCount })
          .where(eq(songPosts.id, postId))
          .returning({ likes: songPosts.likesCount, author: songPosts.userId });
        return { added: added.length > 0, likes: row?.likes ?? 0, author: row?.author };
      });
      if (result.added) await cache.changed({ ids: [postId], author: result.author, liker: userId });
      return { added: result.added, likes: result.likes };
    },

    async unlike(postId: number, userId: number): Promise<{ removed: boolean; likes: number }> {
      const result = await db.transaction(async (tx) => {
        const removed = await tx
          .delete(postLikes)
          .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
          .returning({ postId: postLikes.postId });
        const likesCount = removed.length
          ? sql`greatest(${songPosts.likesCount} - 1, 0)`
          : sql`${songPosts.likesCount}`;
        const [row] = await tx
          .update(songPosts)
          .set(removed.length ? { likesCount, hotScore: hotScore(-1) } : { likesCount })
          .where(eq(songPosts.id, postId))
          .returning({ likes: songPosts.likesCount, author: songPosts.userId });
        return { removed: removed.length > 0, likes: row?.likes ?? 0, author: row?.author };
      });
      if (result.removed) await cache.changed({ ids: [postId], author: result.author, liker: userId });
      return { removed: result.removed, likes: result.likes };
    },

    /**
     * User posts whose title, caption or track's artist names contain the query anywhere (any case
     * or accent), newest first. A query too short for the trigram indexes looks only through the
     * newest SHORT_SEARCH_WINDOW posts (db/sql.ts). `guard` runs the statements (the search
     * guard's transaction); the posts' answers are read after it, on their own connection: read
     * within it they would hold a second connection (PostgreSQL) or wait for it forever (PGlite).
     */
    async searchTitle(
      query: string,
      viewerId: number,
      limit: number,
      offset: number,
      guard: SearchRunner = (work) => work(db),
    ): Promise<{ results: SongPost[]; count: number }> {
      const pattern = sql`upclub_fold(${containsPattern(query)})`;
      const indexed = trigramSearchable(query);
      const postId = qualified(songPosts, songPosts.id);
      const artistsMatch = sql`upclub_fold(upclub_track_artists(${tracks.artists})) like ${pattern}`;
      const where = and(
        ne(songPosts.postType, POST_TYPE_PLAIN),
        indexed
          ? undefined
          : // The newest posts, from song_posts_new_idx (its order exactly, NULLS LAST included).
            sql`${postId} in (select ${songPosts.id} from ${songPosts} order by ${songPosts.createdAt} desc nulls last, ${songPosts.id} desc nulls last limit ${SHORT_SEARCH_WINDOW})`,
        or(
          // The expression of the trigram index song_posts_search_trgm_idx (migration 0006).
          sql`upclub_fold(${songPosts.title} || ' ' || ${songPosts.caption}) like ${pattern}`,
          indexed
            ? // The matching tracks first (tracks_artists_trgm_idx, migration 0007), as one array, so
              // their posts come from song_posts_song_idx and both halves combine as index bitmaps.
              sql`${songPosts.song} = any(array(select ${tracks.id} from ${tracks} where ${artistsMatch}))`
            : // Every track would match a short query: only the window's posts' tracks are read.
              sql`exists (select 1 from ${tracks} where ${tracks.id} = ${qualified(songPosts, songPosts.song)} and ${artistsMatch})`,
        ),
      );
      const { ids, count } = await guard(async (q) => {
        const [rows, [{ n }]] = await bothOn(
          q,
          () =>
            q
              .select({ id: songPosts.id })
              .from(songPosts)
              .where(where)
              .orderBy(sql`${songPosts.createdAt} desc nulls last`, sql`${songPosts.id} desc nulls last`)
              .limit(limit)
              .offset(offset),
          () => q.select({ n: countRows() }).from(songPosts).where(where),
        );
        return { ids: rows.map((r) => r.id), count: n };
      });
      return { results: await cache.answers(ids, viewerId), count };
    },

    /** Adds `delta` comments to a post's count (and its trending rank), within the comment's transaction. */
    async countComment(tx: Db | Tx, postId: number, delta: number): Promise<void> {
      await tx
        .update(songPosts)
        .set({ commentsCount: sql`greatest(${songPosts.commentsCount} + ${delta}, 0)`, hotScore: hotScore(delta) })
        .where(eq(songPosts.id, postId));
    },
  };
}

/** Runs a search's statements: on the database, or in the search guard's transaction. */
export type SearchRunner = <T>(work: (q: Db | Tx) => Promise<T>) => Promise<T>;

export type PostsRepository = ReturnType<typeof createPostsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    posts: PostsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('posts', createPostsRepository(app.db, app.postCache));
  },
  { name: 'posts', dependencies: ['db', 'post-cache'] },
);
