import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RoomState } from '@upclub/shared/types';
import { clubWithRoles } from './clubs';
import { get, post } from './music';

// Helpers of the listening room tests: calls that read like a user's story.

type Headers = { authorization: string };

export const startRoom = (app: FastifyInstance, club: number, headers: Headers) =>
  post(app, `/api/v1/clubs/${club}/room/`, {}, headers);

export const roomCall = (app: FastifyInstance, room: number, what: string, headers: Headers, payload: object = {}) =>
  post(app, `/api/v1/rooms/${room}/${what}/`, payload, headers);

export const control = (
  app: FastifyInstance,
  room: number,
  headers: Headers,
  body: { action: string; position_ms?: number; version?: number },
) => roomCall(app, room, 'control', headers, body);

export const enqueue = (app: FastifyInstance, room: number, headers: Headers, body: object) =>
  roomCall(app, room, 'queue', headers, body);

export const roomState = (app: FastifyInstance, room: number, headers: Headers) =>
  get(app, `/api/v1/rooms/${room}/`, headers);

/** The answer's state, checking its status. */
export function stateOf(res: LightMyRequestResponse, status = 200): RoomState {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A club with its four roles and a live room its owner started. */
export async function liveRoom(app: FastifyInstance, name = 'Night Owls') {
  const roles = await clubWithRoles(app, name);
  const room = stateOf(await startRoom(app, roles.club.club, roles.owner.headers), 201);
  return { ...roles, room, id: room.room };
}

/** Adds these tracks of the fixture catalogue (test/music.ts) to the queue; answers the last state. */
export async function queueTracks(app: FastifyInstance, room: number, headers: Headers, songs: string[]) {
  let last: RoomState | null = null;
  for (const song of songs) last = stateOf(await enqueue(app, room, headers, { song }), 201);
  return last!;
}
