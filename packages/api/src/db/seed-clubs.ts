import { CURATOR_STATE } from '@upclub/shared/constants';
import type { Tx } from './open';
import { clubCuratorInvites, clubCurators, clubFollows, clubs, notifications } from './schema';

// The demo clubs (spec part 2 §3 "Club"): owners, curators and followers among the demo users,
// a pending request to curate and a pending invite, and the notifications those made.

interface DemoClub {
  name: string;
  description: string;
  owner: string;
  curators: string[];
  followers: string[];
  /** How many days ago it was created. */
  age: number;
}

const DEMO_CLUBS: DemoClub[] = [
  {
    name: 'Late Night Jazz',
    description: 'Smoky rooms, brushed drums and records for after midnight.',
    owner: 'alex',
    curators: ['jules'],
    followers: ['demo', 'sam'],
    age: 40,
  },
  {
    name: 'City Pop Revival',
    description: 'Tokyo in the eighties, and everyone it inspired since.',
    owner: 'demo',
    curators: ['sam'],
    followers: ['alex', 'jules'],
    age: 35,
  },
  {
    name: 'Afrobeats Daily',
    description: 'One new groove a day.',
    owner: 'sam',
    curators: [],
    followers: ['demo'],
    age: 20,
  },
];

/** Pending requests to curate (user, club) and invites (invitee, club), answered in the app. */
const DEMO_CURATOR_REQUESTS: Array<[string, string]> = [['jules', 'City Pop Revival']];
const DEMO_CURATOR_INVITES: Array<[string, string]> = [['demo', 'Late Night Jazz']];

const DAY = 86_400_000;

/** Creates the demo clubs; answers, for each user id, the clubs they may post into. */
export async function seedClubs(tx: Tx, id: Record<string, number>, now: Date): Promise<Map<number, number[]>> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const rows = await tx
    .insert(clubs)
    .values(
      DEMO_CLUBS.map((c) => ({
        name: c.name,
        description: c.description,
        ownerId: id[c.owner],
        followersCount: c.followers.length,
        createdAt: at(c.age),
      })),
    )
    .returning({ id: clubs.id, name: clubs.name });
  const clubId = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  const postInto = new Map<number, number[]>();
  const said: (typeof notifications.$inferInsert)[] = [];
  for (const c of DEMO_CLUBS) {
    const club = clubId[c.name];
    const about = { club, club_name: c.name };
    const curators = [c.owner, ...c.curators];
    await tx
      .insert(clubCurators)
      .values(curators.map((u, i) => ({ clubId: club, userId: id[u], isCurator: true, createdAt: at(c.age - i) })));
    for (const u of curators) postInto.set(id[u], [...(postInto.get(id[u]) ?? []), club]);
    await tx
      .insert(clubFollows)
      .values(c.followers.map((u, i) => ({ clubId: club, userId: id[u], createdAt: at(c.age - 2 - i) })));
    for (const [i, u] of c.followers.entries()) {
      said.push({
        recipientId: id[c.owner],
        actorId: id[u],
        kind: 'clubfollow',
        payload: about,
        createdAt: at(c.age - 2 - i),
      });
    }
  }
  for (const [user, name] of DEMO_CURATOR_REQUESTS) {
    const c = DEMO_CLUBS.find((d) => d.name === name)!;
    const [request] = await tx
      .insert(clubCurators)
      .values({ clubId: clubId[name], userId: id[user], createdAt: at(1) })
      .returning({ id: clubCurators.id });
    said.push({
      recipientId: id[c.owner],
      actorId: id[user],
      kind: 'curatorrequest',
      payload: {
        club: clubId[name],
        club_name: name,
        curatorrequest: request.id,
        curatorinviterequeststate: CURATOR_STATE.pending,
      },
      createdAt: at(1),
    });
  }
  for (const [user, name] of DEMO_CURATOR_INVITES) {
    const c = DEMO_CLUBS.find((d) => d.name === name)!;
    const [invite] = await tx
      .insert(clubCuratorInvites)
      .values({ clubId: clubId[name], userId: id[user], inviterId: id[c.owner], createdAt: at(2) })
      .returning({ id: clubCuratorInvites.id });
    said.push({
      recipientId: id[user],
      actorId: id[c.owner],
      kind: 'curatorinvite',
      payload: {
        club: clubId[name],
        club_name: name,
        curatorinvite: invite.id,
        curatorinviterequeststate: CURATOR_STATE.pending,
      },
      createdAt: at(2),
    });
  }
  await tx.insert(notifications).values(said);
  return postInto;
}
