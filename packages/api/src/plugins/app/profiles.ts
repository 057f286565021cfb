import { eq, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { POST_TYPE_PLAIN, type UserDetails, type UserProfile } from '@upclub/shared/types';
import type { Db } from '../../db/open';
import { clubCurators, follows, postLikes, profiles, songPosts, users } from '../../db/schema';
import { CHANNELS } from '../../lib/channels';

/**
 * The counts of a profile header (spec part 2 §3 "User profile"), each a correlated subquery on
 * users.id. Clubs are those the user owns or curates (the profile's clubs tab). Posts count user
 * posts (post_type other than 1); likes_given (the Up Votes tab) the posts the user liked.
 */
export const PROFILE_COUNTS = {
  posts: sql<number>`(select count(*)::int from ${songPosts} where ${songPosts.userId} = ${users.id} and ${songPosts.postType} <> ${POST_TYPE_PLAIN})`,
  clubs: sql<number>`(select count(*)::int from ${clubCurators} where ${clubCurators.userId} = ${users.id} and ${clubCurators.isCurator})`,
  likes_given: sql<number>`(select count(*)::int from ${postLikes} where ${postLikes.userId} = ${users.id})`,
  followers: sql<number>`(select count(*)::int from ${follows} where ${follows.followeeId} = ${users.id})`,
  followings: sql<number>`(select count(*)::int from ${follows} where ${follows.followerId} = ${users.id})`,
} satisfies Record<string, SQL<number>>;

/** Whether `viewerId` follows the user of the row. */
export const followedBy = (viewerId: number) =>
  sql<boolean>`exists(select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${users.id})`;

const userDetailsColumns = {
  upclubuser: users.id,
  username: users.username,
  first_name: users.firstName,
  last_name: users.lastName,
  user_type: users.userType,
  profile_picture: profiles.profilePicture,
  thumbnail_picture: profiles.thumbnailPicture,
};

function profileColumns(viewerId: number) {
  return {
    ...userDetailsColumns,
    email: users.email,
    phone_number: users.phoneNumber,
    profile_description: profiles.profileDescription,
    profile_twitter: profiles.profileTwitter,
    profile_instagram: profiles.profileInstagram,
    ...PROFILE_COUNTS,
    followed: followedBy(viewerId),
  };
}

export function createProfilesRepository(db: Db) {
  /** The profile of the user matching `where`, as `viewerId` sees it (email and phone only for oneself). */
  async function find(where: SQL, viewerId: number): Promise<UserProfile | null> {
    const [row] = await db
      .select(profileColumns(viewerId))
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(where)
      .limit(1);
    if (!row) return null;
    if (row.upclubuser === viewerId) return row;
    const { email: _email, phone_number: _phone, ...publicProfile } = row;
    return publicProfile;
  }

  return {
    byUserId: (userId: number, viewerId: number) => find(eq(users.id, userId), viewerId),
    byUsername: (username: string, viewerId: number) =>
      find(sql`lower(${users.username}) = lower(${username})`, viewerId),

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
    profiles: ProfilesRepository;
  }
}

export default fp(
  async (app) => {
    const repo = createProfilesRepository(app.db);
    app.decorate('profiles', {
      ...repo,
      // Posts, comments and sessions carry the author's picture: every process drops its copies.
      async update(userId: number, changes: Parameters<ProfilesRepository['update']>[1]) {
        await repo.update(userId, changes);
        if (Object.keys(changes).length) await app.pubsub.publish(CHANNELS.userChanged, String(userId));
      },
    });
  },
  { name: 'profiles', dependencies: ['db', 'pubsub'] },
);
