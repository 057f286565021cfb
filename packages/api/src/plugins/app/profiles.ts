import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { UserDetails } from '@upclub/shared/types';
import type { Db } from '../../db/open';
import { profiles, users } from '../../db/schema';
import { CHANNELS, type PostChange } from '../../lib/channels';
import { createProfileCache, type ProfileCache } from './profile-cache';
import { userDetailsColumns } from './profile-columns';

export { followedBy, PROFILE_COUNTS } from './profile-columns';

/** Profiles: the full ones are read through the profile cache (profile-cache.ts). */
export function createProfilesRepository(db: Db) {
  return {
    /** User details of any user (pictures are null until the profile exists). */
    async lite(userId: number): Promise<UserDetails | null> {
      const [row] = await db
        .select(userDetailsColumns)
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /** Creates the user's profile; false when it already existed. */
    async create(userId: number): Promise<boolean> {
      const rows = await db
        .insert(profiles)
        .values({ userId })
        .onConflictDoNothing()
        .returning({ userId: profiles.userId });
      return rows.length > 0;
    },

    async exists(userId: number): Promise<boolean> {
      const rows = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .limit(1);
      return rows.length > 0;
    },

    /** Changes the profile's own fields; those not given stay as they are. */
    async update(
      userId: number,
      changes: Partial<
        Pick<
          typeof profiles.$inferInsert,
          'profileDescription' | 'profileTwitter' | 'profileInstagram' | 'profilePicture' | 'thumbnailPicture'
        >
      >,
    ): Promise<void> {
      if (!Object.keys(changes).length) return;
      await db.update(profiles).set(changes).where(eq(profiles.userId, userId));
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    profiles: ProfilesRepository & Pick<ProfileCache, 'byUserId' | 'byUsername'>;
  }
}

export default fp(
  async (app) => {
    const repo = createProfilesRepository(app.db);
    const cache = createProfileCache(app.db, app.readCaches);
    app.pubsub.subscribe(CHANNELS.userChanged, (id) => cache.userChanged(Number(id)));
    app.pubsub.subscribe(CHANNELS.profileChanged, (id) => cache.userChanged(Number(id)));
    app.pubsub.subscribe(CHANNELS.followsChanged, (id) => cache.followsChanged(Number(id)));
    app.pubsub.subscribe(CHANNELS.postsChanged, (payload) => cache.postsChanged(JSON.parse(payload) as PostChange));
    app.pubsub.onReconnect(() => cache.clear());
    app.decorate('profiles', {
      ...repo,
      byUserId: cache.byUserId,
      byUsername: cache.byUsername,
      // Posts, comments, sessions and profiles carry the user's picture: every process drops its copies.
      async update(userId: number, changes: Parameters<ProfilesRepository['update']>[1]) {
        await repo.update(userId, changes);
        if (Object.keys(changes).length) await app.pubsub.publish(CHANNELS.userChanged, String(userId));
      },
    });
  },
  { name: 'profiles', dependencies: ['db', 'pubsub', 'read-caches'] },
);
