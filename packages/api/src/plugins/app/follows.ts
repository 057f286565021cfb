import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FollowListUser } from '@upclub/shared/types';
import type { Db } from '../../db/open';
import { follows, profiles, users } from '../../db/schema';
import { countRows } from '../../db/sql';
import { fullName } from './clubs';
import { followedBy, PROFILE_COUNTS } from './profiles';
import { CHANNELS } from '../../lib/channels';

/** Following users, and a user's followers and followings (spec part 2 §4 "Following a user"). */
export function createFollowsRepository(db: Db) {
  const followersOf = (userId: number) =>
    db
      .select({ n: countRows() })
      .from(follows)
      .where(eq(follows.followeeId, userId))
      .then(([row]) => row.n);

  /**
   * A page of one side of a user's follows, newest first: `followers` lists who follows the
   * user (joined on the follower), `following` whom the user follows.
   */
  async function page(
    side: 'followers' | 'following',
    userId: number,
    viewerId: number,
    limit: number,
    offset: number,
  ): Promise<{ results: FollowListUser[]; count: number }> {
    const where = side === 'followers' ? eq(follows.followeeId, userId) : eq(follows.followerId, userId);
    const other = side === 'followers' ? follows.followerId : follows.followeeId;
    const [rows, [{ n }]] = await Promise.all([
      db
        .select({
          upclubuser: users.id,
          username: users.username,
          name: fullName,
          thumbnail_picture: profiles.thumbnailPicture,
          followers: PROFILE_COUNTS.followers,
          posts: PROFILE_COUNTS.posts,
          followed: followedBy(viewerId),
          follower: follows.followerId,
          followee: follows.followeeId,
        })
        .from(follows)
        .innerJoin(users, eq(users.id, other))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(where)
        .orderBy(sql`${follows.createdAt} desc`, sql`${users.id} desc`)
        .limit(limit)
        .offset(offset),
      db.select({ n: countRows() }).from(follows).where(where),
    ]);
    const results = rows.map(({ follower, followee, ...row }) =>
      side === 'followers' ? { ...row, upclubuser_follower: follower } : { ...row, upclubuser_followee: followee },
    );
    return { results, count: n };
  }

  return {
    /** Follows (idempotent); whether it is new, and the followee's followers afterwards. */
    async follow(followerId: number, followeeId: number): Promise<{ added: boolean; followers: number }> {
      const added = await db
        .insert(follows)
        .values({ followerId, followeeId })
        .onConflictDoNothing()
        .returning({ followeeId: follows.followeeId });
      return { added: added.length > 0, followers: await followersOf(followeeId) };
    },

    /** Stops following (idempotent); the followee's followers afterwards. */
    async unfollow(followerId: number, followeeId: number): Promise<{ removed: boolean; followers: number }> {
      const removed = await db
        .delete(follows)
        .where(sql`${follows.followerId} = ${followerId} and ${follows.followeeId} = ${followeeId}`)
        .returning({ followeeId: follows.followeeId });
      return { removed: removed.length > 0, followers: await followersOf(followeeId) };
    },

    followers: (userId: number, viewerId: number, limit: number, offset: number) =>
      page('followers', userId, viewerId, limit, offset),
    following: (userId: number, viewerId: number, limit: number, offset: number) =>
      page('following', userId, viewerId, limit, offset),
  };
}

export type FollowsRepository = ReturnType<typeof createFollowsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    follows: FollowsRepository;
  }
}

export default fp(
  async (app) => {
    const repo = createFollowsRepository(app.db);
    // The follower's personal feed and followings changed, the followee's followers: every
    // process drops its copies.
    const changed = async (followerId: number, followeeId: number) => {
      await app.pubsub.publish(CHANNELS.followsChanged, String(followerId));
      await app.pubsub.publish(CHANNELS.profileChanged, String(followeeId));
    };
    app.decorate('follows', {
      ...repo,
      async follow(followerId: number, followeeId: number) {
        const result = await repo.follow(followerId, followeeId);
        if (result.added) await changed(followerId, followeeId);
        return result;
      },
      async unfollow(followerId: number, followeeId: number) {
        const result = await repo.unfollow(followerId, followeeId);
        if (result.removed) await changed(followerId, followeeId);
        return result;
      },
    });
  },
  { name: 'follows', dependencies: ['db', 'pubsub'] },
);
