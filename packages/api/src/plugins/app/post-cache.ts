import { and, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { SongPost } from '@upclub/shared/types';
import type { Db } from '../../db/open';
import { postLikes, songPosts } from '../../db/schema';
import { CHANNELS, type PostChange } from '../../lib/channels';
import { formatAge } from '../../lib/format';
import { Generation, Lru, type ReadCaches } from '../../lib/lru';
import { songPostSchema } from '../../schemas/posts';
import { createPublicAnswers, selectPublicPosts, type PublicPost } from './post-answers';

// The public part of posts (everything but `liked` and the age), shared by every user and every
// feed, kept in memory and dropped by writes in any process (app.pubsub). What is the viewer's
// own, `liked`, is read for a whole page with one indexed statement, and kept per viewer and
// post until that viewer likes or unlikes the post (in any process): a viewer reading the same
// pages again costs no statement at all (on PGlite a statement costs the main thread ~1.5 ms).

/** Posts kept (a feed page shows 20). */
export const POST_CACHE_MAX = 50_000;
/** A safety net only: every write that changes a post drops it at once. */
export const POST_CACHE_TTL_MS = 5 * 60_000;
/** Viewer-and-post pairs whose `liked` is kept. */
export const LIKED_CACHE_MAX = 200_000;

export interface PostCache {
  /** The posts of `ids` (in that order, missing ones left out) as `viewerId` sees them. */
  answers(ids: number[], viewerId: number): Promise<SongPost[]>;
  /** The same as JSON texts, written from the cached public part without building objects. */
  answersJson(ids: number[], viewerId: number): Promise<string[]>;
  /** Says (in every process) that posts changed; call it after the write is committed. */
  changed(change: PostChange): Promise<void>;
  /** Runs `listener` on every change of posts, from any process. */
  onChange(listener: (change: PostChange) => void): void;
  /** Drops every cached post (debug and tests). */
  clear(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    postCache: PostCache;
  }
}

/** A cached post: its public part, and that part as JSON without the closing brace. */
interface Cached {
  post: PublicPost;
  json: string;
}

function cachedOf(post: PublicPost): Cached {
  const { createdAt: _createdAt, ...answer } = post;
  // Checked once here against the answer's schema, since the JSON path skips the serializer.
  const checked = songPostSchema.parse({ ...answer, liked: false, post_age: 'now' });
  const { liked: _liked, post_age: _age, ...publicPart } = checked;
  return { post, json: JSON.stringify(publicPart).slice(0, -1) };
}

export function createPostCache(
  db: Db,
  toPublic: ReturnType<typeof createPublicAnswers>,
  now: () => Date,
  /** Sends a change to every process (this one included, at once). */
  publish: (change: PostChange) => Promise<void>,
  caches?: ReadCaches,
) {
  const posts = new Lru<number, Cached>(POST_CACHE_MAX, POST_CACHE_TTL_MS);
  const generation = new Generation();
  /** `liked` by `${viewer}:${post}`; its own generation, moved by likes and unlikes only. */
  const likedCache = new Lru<string, boolean>(LIKED_CACHE_MAX, POST_CACHE_TTL_MS);
  const likedGeneration = new Generation();
  caches?.add('posts', posts);
  caches?.add('post_liked', likedCache);
  const listeners: Array<(change: PostChange) => void> = [];

  /** Public parts by ids: one planned-once statement. */
  const publicByIds = selectPublicPosts(db)
    .where(sql`${songPosts.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('upclub_public_posts_by_ids');
  /** Which of a page's posts the viewer liked: the likes' primary key (post_id, user_id). */
  const likedByViewer = db
    .select({ id: postLikes.postId })
    .from(postLikes)
    .where(
      and(
        eq(postLikes.userId, sql.placeholder('viewer')),
        sql`${postLikes.postId} = any(${sql.placeholder('ids')}::int[])`,
      ),
    )
    .prepare('upclub_liked_by_viewer');

  async function publicPosts(ids: number[]): Promise<Map<number, Cached>> {
    const found = new Map<number, Cached>();
    const missing: number[] = [];
    for (const id of ids) {
      const post = posts.get(id);
      if (post) found.set(id, post);
      else missing.push(id);
    }
    if (missing.length) {
      const seen = generation.current;
      const loaded = await toPublic(await publicByIds.execute({ ids: missing }));
      // A write that came in meanwhile may have changed these: answer them, keep none.
      const keep = generation.unchangedSince(seen);
      for (const post of loaded) {
        const cached = cachedOf(post);
        found.set(post.song_post, cached);
        if (keep) posts.set(post.song_post, cached);
      }
    }
    return found;
  }

  /** The public parts and the viewer's likes of a page's posts, read at once. */
  async function read(ids: number[], viewerId: number) {
    if (!ids.length) return { byId: new Map<number, Cached>(), liked: new Set<number>() };
    const [byId, liked] = await Promise.all([publicPosts(ids), likedBy(viewerId, ids)]);
    return { byId, liked };
  }

  /** Which of `ids` the viewer liked: from the cache, the others in one statement. */
  async function likedBy(viewerId: number, ids: number[]): Promise<Set<number>> {
    const liked = new Set<number>();
    const missing: number[] = [];
    for (const id of ids) {
      const known = likedCache.get(`${viewerId}:${id}`);
      if (known === undefined) missing.push(id);
      else if (known) liked.add(id);
    }
    if (!missing.length) return liked;
    const seen = likedGeneration.current;
    const rows = await likedByViewer.execute({ viewer: viewerId, ids: missing });
    for (const row of rows) liked.add(row.id);
    if (likedGeneration.unchangedSince(seen)) {
      for (const id of missing) likedCache.set(`${viewerId}:${id}`, liked.has(id));
    }
    return liked;
  }

  function apply(change: PostChange): void {
    generation.bump();
    for (const id of change.ids) posts.delete(id);
    if (change.liker !== undefined) {
      likedGeneration.bump();
      for (const id of change.ids) likedCache.delete(`${change.liker}:${id}`);
    }
    for (const listener of listeners) listener(change);
  }

  return {
    apply,
    clearAll(): void {
      generation.bump();
      posts.clear();
    },
    /** After a lost connection: any like may have been missed. */
    clearLikes(): void {
      likedGeneration.bump();
      likedCache.clear();
    },
    cache: {
      async answers(ids: number[], viewerId: number): Promise<SongPost[]> {
        const { byId, liked } = await read(ids, viewerId);
        const at = now();
        return ids.flatMap((id) => {
          const cached = byId.get(id);
          if (!cached) return [];
          const { createdAt, ...answer } = cached.post;
          return [{ ...answer, liked: liked.has(id), post_age: formatAge(createdAt, at) }];
        });
      },
      async answersJson(ids: number[], viewerId: number): Promise<string[]> {
        const { byId, liked } = await read(ids, viewerId);
        const at = now();
        return ids.flatMap((id) => {
          const cached = byId.get(id);
          if (!cached) return [];
          const age = JSON.stringify(formatAge(cached.post.createdAt, at));
          return [`${cached.json},"liked":${liked.has(id)},"post_age":${age}}`];
        });
      },
      changed: publish,
      onChange(listener: (change: PostChange) => void) {
        listeners.push(listener);
      },
      clear() {
        generation.bump();
        posts.clear();
        likedGeneration.bump();
        likedCache.clear();
      },
    } satisfies PostCache,
  };
}

export default fp(
  async (app) => {
    const toPublic = createPublicAnswers(app.users, app.tracks);
    const { cache, apply, clearAll, clearLikes } = createPostCache(
      app.db,
      toPublic,
      app.config.now,
      (change) => app.pubsub.publish(CHANNELS.postsChanged, JSON.stringify(change)),
      app.readCaches,
    );
    app.pubsub.subscribe(CHANNELS.postsChanged, (payload) => apply(JSON.parse(payload) as PostChange));
    // Posts show their author's names and picture, and their club's name.
    app.pubsub.subscribe(CHANNELS.userChanged, clearAll);
    app.pubsub.subscribe(CHANNELS.clubChanged, clearAll);
    app.pubsub.onReconnect(() => {
      clearAll();
      clearLikes();
      apply({ ids: [], added: 0 });
    });
    app.decorate('postCache', cache);
  },
  { name: 'post-cache', dependencies: ['db', 'config', 'users', 'tracks', 'pubsub', 'read-caches'] },
);
