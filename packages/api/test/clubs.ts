import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Club } from '@upclub/shared/types';
import { notifications } from '../src/db/schema';
import { newMember } from './helpers';
import { post } from './music';

// Helpers of the club tests: the four roles of spec part 2 §6 around one club, and calls that
// read like a user's story.

type Headers = { authorization: string };
export type Member = Awaited<ReturnType<typeof newMember>>;

export function patch(
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Headers,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'PATCH', url, payload, headers });
}

/** Creates a club through createclub (expects 201). */
export async function createClub(app: FastifyInstance, headers: Headers, name = 'Night Owls'): Promise<Club> {
  const res = await post(app, '/api/v1/createclub/', { club_name: name }, headers);
  if (res.statusCode !== 201) throw new Error(`createclub failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** `user` asks to curate and the owner accepts. Returns the curator entry id. */
export async function makeCurator(app: FastifyInstance, club: number, owner: Headers, user: Headers): Promise<number> {
  const asked = await post(app, '/api/v1/requesttocurate/', { club }, user);
  if (asked.statusCode !== 201) throw new Error(`requesttocurate failed: ${asked.statusCode} ${asked.body}`);
  const { curator } = asked.json();
  const res = await patch(app, `/api/v1/respondtocuratorrequest/${curator}`, { invite_request_state: 2 }, owner);
  if (res.statusCode !== 200) throw new Error(`respondtocuratorrequest failed: ${res.statusCode} ${res.body}`);
  return curator;
}

export async function followClub(app: FastifyInstance, club: number, headers: Headers) {
  const res = await post(app, '/api/v1/followclub/', { club }, headers);
  if (res.statusCode !== 200) throw new Error(`followclub failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A club with one member of each role: its owner, a curator, a follower and a stranger. */
export async function clubWithRoles(app: FastifyInstance, name = 'Night Owls') {
  const [owner, curator, follower, stranger] = await Promise.all([
    newMember(app),
    newMember(app),
    newMember(app),
    newMember(app),
  ]);
  const club = await createClub(app, owner.headers, name);
  const curatorEntry = await makeCurator(app, club.club, owner.headers, curator.headers);
  await followClub(app, club.club, follower.headers);
  return { club, owner, curator, follower, stranger, curatorEntry };
}

/** The notifications a user received of one kind, oldest first. */
export async function notificationsOf(app: FastifyInstance, userId: number, kind: string) {
  const rows = await app.db
    .select({ actorId: notifications.actorId, payload: notifications.payload })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.kind, kind)))
    .orderBy(notifications.id);
  return rows;
}
