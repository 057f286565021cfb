import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Comment } from '@upclub/shared/types';
import type { Db } from '../../db/open';
import { comments, profiles, songPosts, users } from '../../db/schema';
import { countRows } from '../../db/sql';
import { CHANNELS } from '../../lib/channels';
import { formatAge, formatCount } from '../../lib/format';
import { Generation, Lru, type ReadCaches } from '../../lib/lru';
import { mentionsOf } from '../../lib/mentions';
import type { PostCache } from './post-cache';
import type { PostMeta, PostsRepository } from './posts';
import type { UsersRepository } from './users';

/** First-level comment pages kept (see `pages` below). */
export const COMMENT_PAGE_CACHE_MAX = 5_000;
/** A safety net only: a comment on the post drops its pages at once. */
export const COMMENT_PAGE_TTL_MS = 60_000;

/** Comments with their author; add where/order. */
function selectComments(db: Db) {
  return db
    .select({
      id: comments.id,
      postId: comments.postId,
      parentId: comments.parentId,
      text: comments.text,
      mentionIds: comments.mentionIds,
      repliesCount: comments.repliesCount,
      createdAt: comments.createdAt,
      userId: comments.userId,
      username: users.username,
      thumbnail: profiles.thumbnailPicture,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(profiles, eq(profiles.userId, comments.userId));
}

type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

/** A comment's post, parent and author (rules and rights). */
export interface CommentMeta {
  id: number;
  postId: number;
  parentId: number | null;
  userId: number;
  postType: number;
}

export interface NewComment {
  postId: number;
  userId: number;
  parentId: number | null;
  text: string;
  mentionIds: number[];
}

export function createCommentsRepository(
  db: Db,
  posts: PostsRepository,
  userRepo: UsersRepository,
  now: () => Date,
  cache: Pick<PostCache, 'changed'>,
  caches?: ReadCaches,
) {
  /** Comments as answered, with mentions read in one query and (for first-level ones) their first reply. */
  async function toAnswers(rows: CommentRow[], withFirstReply: boolean): Promise<Comment[]> {
    return (await toAnswersWithRows(rows, withFirstReply)).answers;
  }

  /** The same, with every row answered (the first replies too). */
  async function toAnswersWithRows(
    rows: CommentRow[],
    withFirstReply: boolean,
  ): Promise<{ answers: Comment[]; all: CommentRow[] }> {
    const firstReplies = new Map<number, CommentRow>();
    const parents = rows.filter((r) => r.parentId === null && r.repliesCount > 0).map((r) => r.id);
    if (withFirstReply && parents.length) {
      // One index probe per parent (comments_parent_idx): reading every reply to keep the first
      // would grow with the longest conversation on the page.
      const firstIds = sql`select f.id from unnest(${sql.param(parents)}::int[]) as p(pid)
        cross join lateral (select ${comments.id} as id from ${comments} where ${comments.parentId} = p.pid
          order by ${comments.createdAt} asc, ${comments.id} asc limit 1) f`;
      const replies = await selectComments(db).where(sql`${comments.id} in (${firstIds})`);
      for (const reply of replies) if (reply.parentId !== null) firstReplies.set(reply.parentId, reply);
    }
    const all = [...rows, ...firstReplies.values()];
    const usernames = await userRepo.usernamesById(all.flatMap((r) => r.mentionIds));
    const at = now();
    const answer = (r: CommentRow, replies: Comment[]): Comment => ({
      comment: r.id,
      text: r.text,
      mentions: mentionsOf(r.mentionIds, usernames),
      comment_parent: r.parentId,
      comment_age: formatAge(r.createdAt, at),
      upclubuser: r.userId,
      username: r.username,
      thumbnail_picture: r.thumbnail,
      formatted_replies: formatCount(r.repliesCount),
      replies_count: r.repliesCount,
      second_level_comments: replies,
    });
    const answers = rows.map((r) => {
      const first = firstReplies.get(r.id);
      return answer(r, first ? [answer(first, [])] : []);
    });
    return { answers, all };
  }

  /**
   * First-level pages by post and window, shared by every viewer (comments have no part of the
   * viewer's own), dropped when their post changes (a comment, a reply, a deletion) or a user
   * does (names, pictures) in any process. Ages are written at each answer.
   */
  const pages = new Lru<string, { post: PostMeta; results: Comment[]; count: number; created: Map<number, Date> }>(
    COMMENT_PAGE_CACHE_MAX,
    COMMENT_PAGE_TTL_MS,
  );
  const generation = new Generation();
  /**
   * Reply pages by parent and window, and the metas of comments read by the replies route (a
   * comment never changes but goes with its post): shared by every viewer like the pages above,
   * dropped with their post's pages.
   */
  const replyPages = new Lru<string, { postId: number; results: Comment[]; count: number; created: Map<number, Date> }>(
    COMMENT_PAGE_CACHE_MAX,
    COMMENT_PAGE_TTL_MS,
  );
  const metas = new Lru<number, CommentMeta>(COMMENT_PAGE_CACHE_MAX, COMMENT_PAGE_TTL_MS);
  caches?.add('comment_pages', pages);
  caches?.add('reply_pages', replyPages);
  caches?.add('comment_metas', metas);
  const withAges = (list: Comment[], created: Map<number, Date>, at: Date): Comment[] =>
    list.map((c) => ({
      ...c,
      comment_age: formatAge(created.get(c.comment) ?? at, at),
      second_level_comments: withAges(c.second_level_comments, created, at),
    }));

  async function firstLevel(postId: number, limit: number, offset: number) {
    const where = and(eq(comments.postId, postId), isNull(comments.parentId));
    const [rows, [{ n }]] = await Promise.all([
      selectComments(db)
        .where(where)
        .orderBy(sql`${comments.createdAt} desc nulls last`, sql`${comments.id} desc nulls last`)
        .limit(limit)
        .offset(offset),
      db.select({ n: countRows() }).from(comments).where(where),
    ]);
    return { rows, count: n };
  }

  async function meta(id: number): Promise<CommentMeta | null> {
    const [row] = await db
      .select({
        id: comments.id,
        postId: comments.postId,
        parentId: comments.parentId,
        userId: comments.userId,
        postType: songPosts.postType,
      })
      .from(comments)
      .innerJoin(songPosts, eq(songPosts.id, comments.postId))
      .where(eq(comments.id, id))
      .limit(1);
    return row ?? null;
  }

  async function replies(parentId: number, limit: number, offset: number) {
    const where = eq(comments.parentId, parentId);
    const [rows, [{ n }]] = await Promise.all([
      selectComments(db).where(where).orderBy(asc(comments.createdAt), asc(comments.id)).limit(limit).offset(offset),
      db.select({ n: countRows() }).from(comments).where(where),
    ]);
    return { rows, results: await toAnswers(rows, false), count: n };
  }

  return {
    /** Drops the cached pages of these posts (all of them: undefined). */
    forget(postIds?: number[]): void {
      generation.bump();
      if (!postIds) {
        pages.clear();
        replyPages.clear();
        metas.clear();
        return;
      }
      const prefixes = postIds.map((id) => `${id}:`);
      pages.deleteWhere((_page, key) => prefixes.some((p) => key.startsWith(p)));
      const ids = new Set(postIds);
      replyPages.deleteWhere((page) => ids.has(page.postId));
      metas.deleteWhere((m) => ids.has(m.postId));
    },

    /** A comment's meta for a read (cached; writes use `meta`, which reads the database). */
    async readMeta(id: number): Promise<CommentMeta | null> {
      const cached = metas.get(id);
      if (cached) return cached;
      const seen = generation.current;
      const row = await meta(id);
      if (row && generation.unchangedSince(seen)) metas.set(id, row);
      return row;
    },

    /** Replies of a comment (its meta from readMeta), oldest first (a conversation reads down); cached. */
    async replyPage(
      parent: CommentMeta,
      limit: number,
      offset: number,
    ): Promise<{ results: Comment[]; count: number }> {
      const key = `${parent.id}:${limit}:${offset}`;
      let page = replyPages.get(key);
      if (!page) {
        const seen = generation.current;
        const { rows, results, count } = await replies(parent.id, limit, offset);
        page = { postId: parent.postId, results, count, created: new Map(rows.map((r) => [r.id, r.createdAt])) };
        if (generation.unchangedSince(seen)) replyPages.set(key, page);
      }
      return { results: withAges(page.results, page.created, now()), count: page.count };
    },

    /**
     * A page of a post's first-level comments, newest first, each with its first reply, and the
     * post's meta (whose readers the caller checks); null when the post does not exist.
     */
    async firstLevelPage(
      postId: number,
      limit: number,
      offset: number,
    ): Promise<{ post: PostMeta; results: Comment[]; count: number } | null> {
      const key = `${postId}:${limit}:${offset}`;
      let page = pages.get(key);
      if (!page) {
        const seen = generation.current;
        const post = await posts.meta(postId);
        if (!post) return null;
        const { rows, count } = await firstLevel(postId, limit, offset);
        const { answers, all } = await toAnswersWithRows(rows, true);
        page = { post, results: answers, count, created: new Map(all.map((r) => [r.id, r.createdAt])) };
        if (generation.unchangedSince(seen)) pages.set(key, page);
      }
      return { post: page.post, results: withAges(page.results, page.created, now()), count: page.count };
    },

    /** A comment's post, parent and author, for rules and rights (read from the database). */
    meta,

    /** Stores a comment or reply and counts it on its post (and its parent). */
    async create(comment: NewComment): Promise<Comment> {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(comments).values(comment).returning({ id: comments.id });
        if (comment.parentId !== null) {
          await tx
            .update(comments)
            .set({ repliesCount: sql`${comments.repliesCount} + 1` })
            .where(eq(comments.id, comment.parentId));
        }
        await posts.countComment(tx, comment.postId, 1);
        return row.id;
      });
      // The post's comment count and trending rank changed, and its comments pages.
      await cache.changed({ ids: [comment.postId] });
      const rows = await selectComments(db).where(eq(comments.id, id));
      return (await toAnswers(rows, false))[0];
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    comments: CommentsRepository;
  }
}

export default fp(
  async (app) => {
    const repo = createCommentsRepository(app.db, app.posts, app.users, app.config.now, app.postCache, app.readCaches);
    app.postCache.onChange((change) => repo.forget(change.ids));
    app.pubsub.subscribe(CHANNELS.userChanged, () => repo.forget());
    app.pubsub.onReconnect(() => repo.forget());
    app.decorate('comments', repo);
  },
  { name: 'comments', dependencies: ['db', 'config', 'posts', 'users', 'post-cache', 'pubsub', 'read-caches'] },
);
