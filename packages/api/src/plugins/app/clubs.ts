import { and, eq, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { CHANNELS } from '../../lib/channels';
import type { ClubSort } from '@upclub/shared/constants';
import { POST_TYPE_PLAIN, type Club, type LiveRoomSummary } from '@upclub/shared/types';
import type { Db, Tx } from '../../db/open';
import {
  clubCurators,
  clubFollows,
  clubRoomPresence,
  clubRooms,
  clubs,
  profiles,
  songPosts,
  users,
} from '../../db/schema';
import { bothOn, containsPattern, countRows, qualified, SHORT_SEARCH_WINDOW, trigramSearchable } from '../../db/sql';

// Clubs (spec part 2 §3 "Club"): one club, the club lists, creating and changing clubs, and who
// may act in a club. Curators are in ./club-curators, followers in ./club-follows.

/** A user's name as club answers give it: first and last name. */
export const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The outer query's club, in its correlated subqueries. */
const outerClub = qualified(clubs, clubs.id);

/** `user` curates the club of the outer query (the owner does too: their row is made with the club). */
const curates = (user: number) =>
  sql<boolean>`exists(select 1 from ${clubCurators} where ${clubCurators.clubId} = ${outerClub} and ${clubCurators.userId} = ${user} and ${clubCurators.isCurator})`;

/** `user` asked to curate the club of the outer query and the owner has not answered (a declined request is deleted). */
const requested = (user: number) =>
  sql<boolean>`exists(select 1 from ${clubCurators} where ${clubCurators.clubId} = ${outerClub} and ${clubCurators.userId} = ${user} and not ${clubCurators.isCurator})`;

/**
 * The club's live listening room (docs/rooms.md), or null: one look-up in the unique index of
 * live rooms per club, and its presence rows counted.
 */
const liveRoom = sql<LiveRoomSummary | null>`(select json_build_object('room', r.id, 'listeners', (select count(*)::int from ${clubRoomPresence} p where p.room_id = r.id), 'started_at', to_char(r.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) from ${clubRooms} r where r.club_id = ${outerClub} and r.ended_at is null)`;

function clubColumns(viewerId: number) {
  return {
    club: clubs.id,
    club_name: clubs.name,
    club_description: clubs.description,
    club_owner: clubs.ownerId,
    club_owner_name: fullName,
    club_owner_username: users.username,
    club_owner_thumbnail: profiles.thumbnailPicture,
    thumbnail_picture: clubs.thumbnail,
    createdAt: clubs.createdAt,
    curators: sql<number>`(select count(*)::int from ${clubCurators} where ${clubCurators.clubId} = ${outerClub} and ${clubCurators.isCurator})`,
    followers: clubs.followersCount,
    posts: sql<number>`(select count(*)::int from ${songPosts} where ${songPosts.clubId} = ${outerClub} and ${songPosts.postType} <> ${POST_TYPE_PLAIN})`,
    followed: sql<boolean>`exists(select 1 from ${clubFollows} where ${clubFollows.clubId} = ${outerClub} and ${clubFollows.userId} = ${viewerId})`,
    is_curator: curates(viewerId),
    requested_to_curate: requested(viewerId),
    live_room: liveRoom,
  };
}

type ClubRow = { createdAt: Date } & Omit<Club, 'created_at' | 'club_picture'>;

const toClub = ({ createdAt, ...row }: ClubRow & { club_picture?: string | null }): Club => ({
  ...row,
  created_at: createdAt.toISOString(),
});

/** Each sort of the club lists (spec part 2 §2 'Sort Feed By:'), on the clubs' indexes; ties by newest. */
const CLUB_ORDER: Record<ClubSort, SQL[]> = {
  alphabetical: [sql`lower(${clubs.name})`, sql`${clubs.id}`],
  recentlyadded: [sql`${clubs.createdAt} desc nulls last`, sql`${clubs.id} desc nulls last`],
  mostpopular: [
    sql`${clubs.followersCount} desc nulls last`,
    sql`${clubs.createdAt} desc nulls last`,
    sql`${clubs.id} desc nulls last`,
  ],
};

export interface ClubListFilter {
  /** Part of the club name, any case. */
  search?: string;
  /** Only clubs this user owns or curates. */
  curatedBy?: number;
}

/** What a user may do in a club. */
export interface ClubAccess {
  id: number;
  name: string;
  ownerId: number;
  isOwner: boolean;
  /** The owner, or a curator: may post into the club. */
  isCurator: boolean;
}

export function createClubsRepository(db: Db) {
  const selectClubs = (viewerId: number, q: Db | Tx = db) =>
    q
      .select(clubColumns(viewerId))
      .from(clubs)
      .innerJoin(users, eq(users.id, clubs.ownerId))
      .leftJoin(profiles, eq(profiles.userId, clubs.ownerId));

  async function list(
    where: SQL | undefined,
    viewerId: number,
    order: SQL[],
    limit: number,
    offset: number,
    q: Db | Tx = db,
  ) {
    const [rows, [{ n }]] = await bothOn(
      q,
      () =>
        selectClubs(viewerId, q)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      () => q.select({ n: countRows() }).from(clubs).where(where),
    );
    return { results: rows.map(toClub), count: n };
  }

  return {
    /** One club with its picture, as `viewerId` sees it. */
    async byId(id: number, viewerId: number): Promise<Club | null> {
      const [row] = await db
        .select({ ...clubColumns(viewerId), club_picture: clubs.picture })
        .from(clubs)
        .innerJoin(users, eq(users.id, clubs.ownerId))
        .leftJoin(profiles, eq(profiles.userId, clubs.ownerId))
        .where(eq(clubs.id, id))
        .limit(1);
      return row ? toClub(row) : null;
    },

    async exists(id: number): Promise<boolean> {
      const rows = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, id)).limit(1);
      return rows.length > 0;
    },

    /** The club and what `userId` may do in it, or null when there is no such club. */
    async access(id: number, userId: number, tx: Db | Tx = db): Promise<ClubAccess | null> {
      const [row] = await tx
        .select({ id: clubs.id, name: clubs.name, ownerId: clubs.ownerId, curator: curates(userId) })
        .from(clubs)
        .where(eq(clubs.id, id))
        .limit(1);
      if (!row) return null;
      const isOwner = row.ownerId === userId;
      return { id: row.id, name: row.name, ownerId: row.ownerId, isOwner, isCurator: isOwner || row.curator };
    },

    /**
     * A page of clubs, sorted; `filter` narrows them by name or to a user's owned and curated ones.
     * A search of every club too short for the trigram index looks only through the
     * SHORT_SEARCH_WINDOW most followed clubs (db/sql.ts), read from clubs_popular_idx (a user's
     * own clubs are few: searched whole). `q`: the search guard's transaction.
     */
    page(viewerId: number, filter: ClubListFilter, sort: ClubSort, limit: number, offset: number, q: Db | Tx = db) {
      const window =
        filter.search && filter.curatedBy === undefined && !trigramSearchable(filter.search)
          ? sql`${qualified(clubs, clubs.id)} in (select ${clubs.id} from ${clubs} order by ${clubs.followersCount} desc nulls last, ${clubs.createdAt} desc nulls last, ${clubs.id} desc nulls last limit ${SHORT_SEARCH_WINDOW})`
          : undefined;
      const where = and(
        // The expression of the trigram index clubs_search_trgm_idx (migration 0007): words of the
        // name or description, any case or accent.
        filter.search
          ? sql`upclub_fold(${clubs.name} || ' ' || ${clubs.description}) like upclub_fold(${containsPattern(filter.search)})`
          : undefined,
        window,
        filter.curatedBy !== undefined ? curates(filter.curatedBy) : undefined,
      );
      return list(where, viewerId, CLUB_ORDER[sort], limit, offset, q);
    },

    /** A page of the clubs `userId` follows, newest follow first. */
    async followed(userId: number, limit: number, offset: number) {
      const where = eq(clubFollows.userId, userId);
      const [rows, [{ n }]] = await Promise.all([
        selectClubs(userId)
          .innerJoin(clubFollows, and(eq(clubFollows.clubId, clubs.id), where))
          .orderBy(sql`${clubFollows.createdAt} desc`, sql`${clubs.id} desc`)
          .limit(limit)
          .offset(offset),
        db.select({ n: countRows() }).from(clubFollows).where(where),
      ]);
      return { results: rows.map(toClub), count: n };
    },

    /** A new club; its owner becomes its first curator. */
    async create(ownerId: number, name: string): Promise<number> {
      return db.transaction(async (tx) => {
        const [club] = await tx.insert(clubs).values({ name, ownerId }).returning({ id: clubs.id });
        await tx.insert(clubCurators).values({ clubId: club.id, userId: ownerId, isCurator: true });
        return club.id;
      });
    },

    /** Changes the fields given; the others stay as they are. */
    async update(
      id: number,
      changes: { name?: string; description?: string; picture?: string | null; thumbnail?: string | null },
    ): Promise<void> {
      if (!Object.keys(changes).length) return;
      await db.update(clubs).set(changes).where(eq(clubs.id, id));
    },
  };
}

export type ClubsRepository = ReturnType<typeof createClubsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    clubs: ClubsRepository;
  }
}

export default fp(
  async (app) => {
    const repo = createClubsRepository(app.db);
    app.decorate('clubs', {
      ...repo,
      // The owner curates the new club: their profile counts it.
      async create(ownerId: number, name: string) {
        const id = await repo.create(ownerId, name);
        await app.pubsub.publish(CHANNELS.profileChanged, String(ownerId));
        return id;
      },
      // Posts show their club's name: every process drops its copies.
      async update(id: number, changes: Parameters<typeof repo.update>[1]) {
        await repo.update(id, changes);
        if (Object.keys(changes).length) await app.pubsub.publish(CHANNELS.clubChanged, String(id));
      },
    });
  },
  { name: 'clubs', dependencies: ['db', 'pubsub'] },
);
