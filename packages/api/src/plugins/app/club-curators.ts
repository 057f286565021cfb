import { and, asc, eq, ne, not, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { CURATOR_STATE, type CuratorAnswerState } from '@upclub/shared/constants';
import type { ClubCurator, ClubUserSearchResult } from '@upclub/shared/types';
import type { Db, Tx } from '../../db/open';
import { clubCuratorInvites, clubCurators, clubs, profiles, users } from '../../db/schema';
import { bothOn, countRows } from '../../db/sql';
import { CHANNELS } from '../../lib/channels';
import { fullName } from './clubs';
import { userMatch } from './user-search';

// Curators of clubs, requests to curate and invites to curate (spec part 2 §3 "Curator or request
// entry", §4). A request is a club_curators row with is_curator false: accepting it makes that
// row a curator (same id), declining deletes it. Invites keep their state.

const entryColumns = {
  curator: clubCurators.id,
  upclubuser: users.id,
  username: users.username,
  name: fullName,
  thumbnail_picture: profiles.thumbnailPicture,
  is_curator: clubCurators.isCurator,
};

/** A curator entry's row: which club and user, and whether it is a curator or a request. */
export interface CuratorEntryRow {
  id: number;
  clubId: number;
  userId: number;
  isCurator: boolean;
}

export interface InviteRow {
  id: number;
  clubId: number;
  userId: number;
  inviterId: number;
  state: number;
}

export function createClubCuratorsRepository(
  db: Db,
  /** Called after a write made or unmade a curator: their profile counts the clubs they curate. */
  curatingChanged: (userId: number) => Promise<void> = async () => {},
) {
  /** Entries with their user; the owner first, then curators, then requests, oldest first. */
  const selectEntries = (where: SQL) =>
    db
      .select(entryColumns)
      .from(clubCurators)
      .innerJoin(clubs, eq(clubs.id, clubCurators.clubId))
      .innerJoin(users, eq(users.id, clubCurators.userId))
      .leftJoin(profiles, eq(profiles.userId, clubCurators.userId))
      .where(where)
      .orderBy(
        sql`(${clubCurators.userId} = ${clubs.ownerId}) desc`,
        sql`${clubCurators.isCurator} desc`,
        asc(clubCurators.createdAt),
        asc(clubCurators.id),
      );

  const entryRowColumns = {
    id: clubCurators.id,
    clubId: clubCurators.clubId,
    userId: clubCurators.userId,
    isCurator: clubCurators.isCurator,
  };

  /** Makes `userId` a curator of the club (a pending request of theirs becomes it). The entry's id. */
  async function makeCurator(tx: Db | Tx, clubId: number, userId: number): Promise<number> {
    const [row] = await tx
      .insert(clubCurators)
      .values({ clubId, userId, isCurator: true })
      .onConflictDoUpdate({ target: [clubCurators.clubId, clubCurators.userId], set: { isCurator: true } })
      .returning({ id: clubCurators.id });
    return row.id;
  }

  return {
    /** A page of the club's curators, the owner first. */
    async curators(clubId: number, limit: number, offset: number): Promise<{ results: ClubCurator[]; count: number }> {
      const where = and(eq(clubCurators.clubId, clubId), eq(clubCurators.isCurator, true))!;
      const [results, [{ n }]] = await Promise.all([
        selectEntries(where).limit(limit).offset(offset),
        db.select({ n: countRows() }).from(clubCurators).where(where),
      ]);
      return { results, count: n };
    },

    /** Every curator (the owner first) and then every pending request of the club. */
    curatorsAndRequests(clubId: number): Promise<ClubCurator[]> {
      return selectEntries(eq(clubCurators.clubId, clubId));
    },

    /** One entry as the lists show it. */
    async entry(id: number): Promise<ClubCurator | null> {
      const [row] = await selectEntries(eq(clubCurators.id, id)).limit(1);
      return row ?? null;
    },

    async entryRow(id: number): Promise<CuratorEntryRow | null> {
      const [row] = await db.select(entryRowColumns).from(clubCurators).where(eq(clubCurators.id, id)).limit(1);
      return row ?? null;
    },

    async entryOf(clubId: number, userId: number): Promise<CuratorEntryRow | null> {
      const [row] = await db
        .select(entryRowColumns)
        .from(clubCurators)
        .where(and(eq(clubCurators.clubId, clubId), eq(clubCurators.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    /** How many curators the club has, the owner included. */
    async count(clubId: number): Promise<number> {
      const [{ n }] = await db
        .select({ n: countRows() })
        .from(clubCurators)
        .where(and(eq(clubCurators.clubId, clubId), eq(clubCurators.isCurator, true)));
      return n;
    },

    /** A request to curate: its id, or null when the user already has an entry (a curator or a request). */
    async request(clubId: number, userId: number): Promise<number | null> {
      const [row] = await db
        .insert(clubCurators)
        .values({ clubId, userId })
        .onConflictDoNothing()
        .returning({ id: clubCurators.id });
      return row?.id ?? null;
    },

    /** Answers a pending request: false when it is not pending (any more). */
    async answerRequest(id: number, state: CuratorAnswerState): Promise<boolean> {
      const pending = and(eq(clubCurators.id, id), eq(clubCurators.isCurator, false));
      const returned = { id: clubCurators.id, userId: clubCurators.userId };
      const rows =
        state === CURATOR_STATE.accepted
          ? await db.update(clubCurators).set({ isCurator: true }).where(pending).returning(returned)
          : await db.delete(clubCurators).where(pending).returning(returned);
      if (rows.length && state === CURATOR_STATE.accepted) await curatingChanged(rows[0].userId);
      return rows.length > 0;
    },

    /** Removes a curator entry: false when it is not a curator (any more). */
    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(clubCurators)
        .where(and(eq(clubCurators.id, id), eq(clubCurators.isCurator, true)))
        .returning({ id: clubCurators.id, userId: clubCurators.userId });
      if (rows.length) await curatingChanged(rows[0].userId);
      return rows.length > 0;
    },

    /** The users who curate the club or have a pending invite to (the invite modal's disabled ones). */
    async taken(clubId: number): Promise<Set<number>> {
      const [curating, invited] = await Promise.all([
        db
          .select({ id: clubCurators.userId })
          .from(clubCurators)
          .where(and(eq(clubCurators.clubId, clubId), eq(clubCurators.isCurator, true))),
        db
          .select({ id: clubCuratorInvites.userId })
          .from(clubCuratorInvites)
          .where(and(eq(clubCuratorInvites.clubId, clubId), eq(clubCuratorInvites.state, CURATOR_STATE.pending))),
      ]);
      return new Set([...curating, ...invited].map((r) => r.id));
    },

    /** Pending invites to each user (one per user and club: users invited already are skipped). */
    async invite(clubId: number, inviterId: number, userIds: number[]): Promise<Array<{ id: number; userId: number }>> {
      if (!userIds.length) return [];
      return db
        .insert(clubCuratorInvites)
        .values(userIds.map((userId) => ({ clubId, userId, inviterId })))
        .onConflictDoNothing()
        .returning({ id: clubCuratorInvites.id, userId: clubCuratorInvites.userId });
    },

    async inviteRow(id: number): Promise<InviteRow | null> {
      const [row] = await db
        .select({
          id: clubCuratorInvites.id,
          clubId: clubCuratorInvites.clubId,
          userId: clubCuratorInvites.userId,
          inviterId: clubCuratorInvites.inviterId,
          state: clubCuratorInvites.state,
        })
        .from(clubCuratorInvites)
        .where(eq(clubCuratorInvites.id, id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Answers a pending invite; accepting makes the invitee a curator (their pending request,
     * if any, becomes it: its id is returned). False when the invite is not pending (any more).
     */
    async answerInvite(
      invite: InviteRow,
      state: CuratorAnswerState,
    ): Promise<{ answered: boolean; request: number | null }> {
      const result = await db.transaction(async (tx) => {
        const answered = await tx
          .update(clubCuratorInvites)
          .set({ state, answeredAt: sql`now()` })
          .where(and(eq(clubCuratorInvites.id, invite.id), eq(clubCuratorInvites.state, CURATOR_STATE.pending)))
          .returning({ id: clubCuratorInvites.id });
        if (!answered.length) return { answered: false, request: null };
        if (state !== CURATOR_STATE.accepted) return { answered: true, request: null };
        const [pending] = await tx
          .select({ id: clubCurators.id })
          .from(clubCurators)
          .where(
            and(
              eq(clubCurators.clubId, invite.clubId),
              eq(clubCurators.userId, invite.userId),
              not(clubCurators.isCurator),
            ),
          );
        await makeCurator(tx, invite.clubId, invite.userId);
        return { answered: true, request: pending?.id ?? null };
      });
      if (result.answered && state === CURATOR_STATE.accepted) await curatingChanged(invite.userId);
      return result;
    },

    /**
     * The invite modal's user search: users whose name starts with `query` (everyone when empty),
     * never `viewerId`, with their entry in the club and whether an invite waits for them. A
     * query too short for the trigram index (an empty one too) looks through userMatch's window:
     * the people the owner follows and the newest users. `q`: the search guard's transaction.
     */
    async searchUsers(
      clubId: number,
      viewerId: number,
      query: string,
      limit: number,
      offset: number,
      q: Db | Tx = db,
    ): Promise<{ results: ClubUserSearchResult[]; count: number }> {
      const where = and(ne(users.id, viewerId), userMatch(viewerId, query));
      const [results, [{ n }]] = await bothOn(
        q,
        () =>
          q
            .select({
              curator: clubCurators.id,
              upclubuser: users.id,
              username: users.username,
              name: fullName,
              thumbnail_picture: profiles.thumbnailPicture,
              is_curator: sql<boolean>`coalesce(${clubCurators.isCurator}, false)`,
              is_invited: sql<boolean>`exists(select 1 from ${clubCuratorInvites} where ${clubCuratorInvites.clubId} = ${clubId}
              and ${clubCuratorInvites.userId} = ${users.id} and ${clubCuratorInvites.state} = ${CURATOR_STATE.pending})`,
            })
            .from(users)
            .leftJoin(profiles, eq(profiles.userId, users.id))
            .leftJoin(clubCurators, and(eq(clubCurators.clubId, clubId), eq(clubCurators.userId, users.id)))
            .where(where)
            .orderBy(sql`lower(${users.username})`, users.id)
            .limit(limit)
            .offset(offset),
        () => q.select({ n: countRows() }).from(users).where(where),
      );
      return { results, count: n };
    },
  };
}

export type ClubCuratorsRepository = ReturnType<typeof createClubCuratorsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    clubCurators: ClubCuratorsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'clubCurators',
      createClubCuratorsRepository(app.db, (userId) => app.pubsub.publish(CHANNELS.profileChanged, String(userId))),
    );
  },
  { name: 'club-curators', dependencies: ['db', 'pubsub'] },
);
