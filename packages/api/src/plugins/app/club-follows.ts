import { and, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { CHANNELS } from '../../lib/channels';
import { POST_TYPE_PLAIN, type ClubFollower } from '@upclub/shared/types';
import type { Db, Tx } from '../../db/open';
import { clubFollows, clubs, follows, profiles, songPosts, users } from '../../db/schema';
import { countRows } from '../../db/sql';
import { fullName } from './clubs';

/** Following clubs, and a club's followers (spec part 2 §4 "Club relationship"). */
export function createClubFollowsRepository(db: Db) {
  /** Adds `delta` to the club's follower counter within the follow's transaction; the count after. */
  async function count(tx: Tx, clubId: number, delta: number): Promise<number> {
    const [row] = await tx
      .update(clubs)
      .set({ followersCount: sql`greatest(${clubs.followersCount} + ${delta}, 0)` })
      .where(eq(clubs.id, clubId))
      .returning({ followers: clubs.followersCount });
    return row?.followers ?? 0;
  }

  return {
    /** Follows a club once: true when this call added the follow. Returns the followers after. */
    async follow(clubId: number, userId: number): Promise<{ added: boolean; followers: number }> {
      return db.transaction(async (tx) => {
        const added = await tx
          .insert(clubFollows)
          .values({ clubId, userId })
          .onConflictDoNothing()
          .returning({ clubId: clubFollows.clubId });
        return { added: added.length > 0, followers: await count(tx, clubId, added.length) };
      });
    },

    async unfollow(clubId: number, userId: number): Promise<{ removed: boolean; followers: number }> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(clubFollows)
          .where(and(eq(clubFollows.clubId, clubId), eq(clubFollows.userId, userId)))
          .returning({ clubId: clubFollows.clubId });
        return { removed: removed.length > 0, followers: await count(tx, clubId, -removed.length) };
      });
    },

    /** A page of the club's followers, newest first, with their counts and whether the viewer follows them. */
    async followers(
      clubId: number,
      viewerId: number,
      limit: number,
      offset: number,
    ): Promise<{ results: ClubFollower[]; count: number }> {
      const where = eq(clubFollows.clubId, clubId);
      const [results, [{ n }]] = await Promise.all([
        db
          .select({
            upclubuser: users.id,
            username: users.username,
            name: fullName,
            thumbnail_picture: profiles.thumbnailPicture,
            followers: sql<number>`(select count(*)::int from ${follows} where ${follows.followeeId} = ${users.id})`,
            posts: sql<number>`(select count(*)::int from ${songPosts} where ${songPosts.userId} = ${users.id} and ${songPosts.postType} <> ${POST_TYPE_PLAIN})`,
            followed: sql<boolean>`exists(select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${users.id})`,
          })
          .from(clubFollows)
          .innerJoin(users, eq(users.id, clubFollows.userId))
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(where)
          .orderBy(sql`${clubFollows.createdAt} desc nulls last`, sql`${users.id} desc`)
          .limit(limit)
          .offset(offset),
        db.select({ n: countRows() }).from(clubFollows).where(where),
      ]);
      return { results, count: n };
    },
  };
}

export type ClubFollowsRepository = ReturnType<typeof createClubFollowsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    clubFollows: ClubFollowsRepository;
  }
}

export default fp(
  async (app) => {
    const repo = createClubFollowsRepository(app.db);
    // The follower's personal feed changed: every process drops its copy.
    const changed = (userId: number) => app.pubsub.publish(CHANNELS.followsChanged, String(userId));
    app.decorate('clubFollows', {
      ...repo,
      async follow(clubId: number, userId: number) {
        const result = await repo.follow(clubId, userId);
        if (result.added) await changed(userId);
        return result;
      },
      async unfollow(clubId: number, userId: number) {
        const result = await repo.unfollow(clubId, userId);
        if (result.removed) await changed(userId);
        return result;
      },
    });
  },
  { name: 'club-follows', dependencies: ['db', 'pubsub'] },
);
