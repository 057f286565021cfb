import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Comment } from '@upclub/shared/types';
import type { Db } from '../../db/open';
import { comments, profiles, songPosts, users } from '../../db/schema';
import { countRows } from '../../db/sql';
import { formatAge, formatCount } from '../../lib/format';
import { mentionsOf } from '../../lib/mentions';
import type { PostCache } from './post-cache';
import type { PostsRepository } from './posts';
import type { UsersRepository } from './users';

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
) {
  /** Comments as answered, with mentions read in one query and (for first-level ones) their first reply. */
  async function toAnswers(rows: CommentRow[], withFirstReply: boolean): Promise<Comment[]> {
    const firstReplies = new Map<number, CommentRow>();
    const parents = rows.filter((r) => r.parentId === null && r.repliesCount > 0).map((r) => r.id);
    if (withFirstReply && parents.length) {
      const replies = await selectComments(db)
        .where(inArray(comments.parentId, parents))
        .orderBy(comments.parentId, asc(comments.createdAt), asc(comments.id));
      for (const reply of replies)
        if (reply.parentId !== null && !firstReplies.has(reply.parentId)) firstReplies.set(reply.parentId, reply);
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
    return rows.map((r) => {
      const first = firstReplies.get(r.id);
      return answer(r, first ? [answer(first, [])] : []);
    });
  }

  return {
    /** A comment's post, parent and author, for rules and rights. */
    async meta(id: number) {
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
    },

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

    /** First-level comments of a post, newest first, each with its first reply. */
    async firstLevel(postId: number, limit: number, offset: number): Promise<{ results: Comment[]; count: number }> {
      const where = and(eq(comments.postId, postId), isNull(comments.parentId));
      const [rows, [{ n }]] = await Promise.all([
        selectComments(db)
          .where(where)
          .orderBy(sql`${comments.createdAt} desc nulls last`, sql`${comments.id} desc nulls last`)
          .limit(limit)
          .offset(offset),
        db.select({ n: countRows() }).from(comments).where(where),
      ]);
      return { results: await toAnswers(rows, true), count: n };
    },

    /** Replies of a comment, oldest first (a conversation reads down). */
    async replies(parentId: number, limit: number, offset: number): Promise<{ results: Comment[]; count: number }> {
      const where = eq(comments.parentId, parentId);
      const [rows, [{ n }]] = await Promise.all([
        selectComments(db).where(where).orderBy(asc(comments.createdAt), asc(comments.id)).limit(limit).offset(offset),
        db.select({ n: countRows() }).from(comments).where(where),
      ]);
      return { results: await toAnswers(rows, false), count: n };
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
    app.decorate('comments', createCommentsRepository(app.db, app.posts, app.users, app.config.now, app.postCache));
  },
  { name: 'comments', dependencies: ['db', 'config', 'posts', 'users', 'post-cache'] },
);
