import { and, eq, sql } from 'drizzle-orm';
import type { UserProfile } from '@upclub/shared/types';
import type { Db } from '../../db/open';
import { follows, profiles, users } from '../../db/schema';
import type { PostChange } from '../../lib/channels';
import { Generation, Lru, type ReadCaches } from '../../lib/lru';
import { PROFILE_COUNTS, userDetailsColumns } from './profile-columns';

// The public part of profiles (names, bio, pictures and the five counts, which are the costly
// part: five counting subqueries), shared by every viewer and dropped by the writes that change
// it in any process (app.pubsub). What is the viewer's own, `followed`, is kept per viewer and
// dropped when that viewer follows or unfollows anyone; the email and phone number are cached
// with the row but answered to their owner only, as before.

/** Profiles kept. */
export const PROFILE_CACHE_MAX = 20_000;
/** Viewers whose `followed` answers are kept (each with the profiles they opened). */
export const FOLLOWED_CACHE_MAX = 20_000;
/** A safety net only: every write that changes a profile drops it at once. */
export const PROFILE_CACHE_TTL_MS = 5 * 60_000;

/** A profile's row as cached: everything but `followed`, the owner's email and phone included. */
export type ProfileRow = Omit<UserProfile, 'followed'> & { email: string; phone_number: string | null };

const profileRowColumns = {
  ...userDetailsColumns,
  email: users.email,
  phone_number: users.phoneNumber,
  profile_description: profiles.profileDescription,
  profile_twitter: profiles.profileTwitter,
  profile_instagram: profiles.profileInstagram,
  ...PROFILE_COUNTS,
};

/** Whether the viewer (placeholder) follows the row's user. */
const followedByViewer = sql<boolean>`exists(select 1 from ${follows} where ${follows.followerId} = ${sql.placeholder('viewer')} and ${follows.followeeId} = ${users.id})`;

export function createProfileCache(db: Db, caches?: ReadCaches) {
  const rows = new Lru<number, ProfileRow>(PROFILE_CACHE_MAX, PROFILE_CACHE_TTL_MS);
  /** lower(username) to user id; dropped with the user's row (a new username, a freed one). */
  const ids = new Lru<string, number>(PROFILE_CACHE_MAX, PROFILE_CACHE_TTL_MS);
  const generation = new Generation();
  /** Per viewer: whom they follow among the profiles they opened. */
  const followed = new Lru<number, Map<number, boolean>>(FOLLOWED_CACHE_MAX, PROFILE_CACHE_TTL_MS);
  const followedGeneration = new Generation();
  caches?.add('profiles', rows);
  caches?.add('profile_usernames', ids);
  caches?.add('profile_followed', followed);

  // A cold read costs one statement, as before the cache: the row and `followed` at once.
  const selectFull = () =>
    db
      .select({ ...profileRowColumns, followed: followedByViewer })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id));
  const fullById = selectFull()
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('upclub_profile_by_id');
  const fullByUsername = selectFull()
    .where(sql`lower(${users.username}) = lower(${sql.placeholder('username')})`)
    .limit(1)
    .prepare('upclub_profile_by_username');
  /** A warm row and a new viewer: the follows' primary key (follower_id, followee_id). */
  const followsOne = db
    .select({ one: sql<number>`1` })
    .from(follows)
    .where(and(eq(follows.followerId, sql.placeholder('viewer')), eq(follows.followeeId, sql.placeholder('id'))))
    .limit(1)
    .prepare('upclub_follows_one');

  function answer(row: ProfileRow, isFollowed: boolean, viewerId: number): UserProfile {
    if (row.upclubuser === viewerId) return { ...row, followed: isFollowed };
    const { email: _email, phone_number: _phone, ...publicRow } = row;
    return { ...publicRow, followed: isFollowed };
  }

  function keepFollowed(viewerId: number, userId: number, value: boolean, seen: number): void {
    if (!followedGeneration.unchangedSince(seen)) return;
    let known = followed.get(viewerId);
    if (!known) {
      known = new Map();
      followed.set(viewerId, known);
    }
    known.set(userId, value);
  }

  async function load(
    read: () => Promise<Array<ProfileRow & { followed: boolean }>>,
    viewerId: number,
  ): Promise<UserProfile | null> {
    const seen = generation.current;
    const seenFollowed = followedGeneration.current;
    const [full] = await read();
    if (!full) return null;
    const { followed: isFollowed, ...row } = full;
    // A write that came in meanwhile may have changed it: answer it, keep nothing.
    if (generation.unchangedSince(seen)) {
      rows.set(row.upclubuser, row);
      ids.set(row.username.toLowerCase(), row.upclubuser);
    }
    keepFollowed(viewerId, row.upclubuser, isFollowed, seenFollowed);
    return answer(row, isFollowed, viewerId);
  }

  async function fromRow(row: ProfileRow, viewerId: number): Promise<UserProfile> {
    let isFollowed = followed.get(viewerId)?.get(row.upclubuser);
    if (isFollowed === undefined) {
      const seen = followedGeneration.current;
      isFollowed = (await followsOne.execute({ viewer: viewerId, id: row.upclubuser })).length > 0;
      keepFollowed(viewerId, row.upclubuser, isFollowed, seen);
    }
    return answer(row, isFollowed, viewerId);
  }

  /** Drops a user's row, and the usernames that led to it. */
  function dropUser(userId: number): void {
    generation.bump();
    rows.delete(userId);
    ids.deleteWhere((id) => id === userId);
  }

  function clearRows(): void {
    generation.bump();
    rows.clear();
    ids.clear();
  }

  return {
    async byUserId(userId: number, viewerId: number): Promise<UserProfile | null> {
      const row = rows.get(userId);
      if (row) return fromRow(row, viewerId);
      return load(() => fullById.execute({ id: userId, viewer: viewerId }), viewerId);
    },

    async byUsername(username: string, viewerId: number): Promise<UserProfile | null> {
      const id = ids.get(username.toLowerCase());
      const row = id === undefined ? undefined : rows.get(id);
      if (row) return fromRow(row, viewerId);
      return load(() => fullByUsername.execute({ username, viewer: viewerId }), viewerId);
    },

    /** A user's fields or profile changed (userChanged), or their counts did (profileChanged). */
    userChanged: dropUser,

    /** A viewer followed or unfollowed someone: their followings count and their `followed`. */
    followsChanged(followerId: number): void {
      dropUser(followerId);
      followedGeneration.bump();
      followed.delete(followerId);
    },

    /** Posts changed: their author's posts count, the liker's likes given. */
    postsChanged(change: PostChange): void {
      // A deleted post takes its likes with it: every liker's count moves, and they are not known.
      if (change.added !== undefined && (change.added < 0 || change.author === undefined)) return clearRows();
      if (change.added !== undefined && change.author !== undefined) dropUser(change.author);
      if (change.liker !== undefined) dropUser(change.liker);
    },

    /** Everything (a lost connection: any message may have been missed; tests). */
    clear(): void {
      clearRows();
      followedGeneration.bump();
      followed.clear();
    },
  };
}

export type ProfileCache = ReturnType<typeof createProfileCache>;
