import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ROOM_HEARTBEAT_MS,
  ROOM_LISTENERS_SHOWN,
  ROOM_PRESENCE_TIMEOUT_MS,
  ROOM_REACTION_WINDOW_MS,
  ROOM_REACTIONS_PER_WINDOW,
} from '@upclub/shared/rooms';
import { roomReactSchema } from '@upclub/shared/validation';
import { notFound } from '../../../../errors';
import { currentUser } from '../../../../plugins/app/auth';
import { emptyBodySchema, ERROR_RESPONSES, errorResponses } from '../../../../schemas/common';
import {
  roomConflictSchema,
  roomHeartbeatSchema,
  roomListenersSchema,
  roomParams,
  roomStateSchema,
} from '../../../../schemas/rooms';

const tags = ['rooms'];

/** Who is in a room: join, heartbeat, leave, the listeners with their avatars, and reactions. */
const presence: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rooms/:room/join/',
    {
      schema: {
        tags,
        summary: 'Join a live room',
        description:
          `Anyone signed in. Answers the state; then call heartbeat every ${ROOM_HEARTBEAT_MS / 1000} s ` +
          `(unheard for ${ROOM_PRESENCE_TIMEOUT_MS / 1000} s, a listener is taken out). 409 once ended.`,
        params: roomParams,
        body: emptyBodySchema,
        response: { 200: roomStateSchema, ...errorResponses(404), 409: roomConflictSchema },
      },
    },
    async (request) => {
      const { room } = request.params;
      await app.rooms.presence.join(room, currentUser(request).id);
      return app.rooms.fresh(room);
    },
  );

  app.post(
    '/rooms/:room/heartbeat/',
    {
      schema: {
        tags,
        summary: 'Stay in the room',
        description:
          'Keeps the user a listener (back in after a timeout) and answers the room’s `version` and the server’s ' +
          'clock: a client holding an older version reads the state again; `live` false: it ended.',
        params: roomParams,
        body: emptyBodySchema,
        response: { 200: roomHeartbeatSchema, ...errorResponses(404) },
      },
    },
    async (request) => app.rooms.presence.heartbeat(request.params.room, currentUser(request).id),
  );

  app.post(
    '/rooms/:room/leave/',
    {
      schema: {
        tags,
        summary: 'Leave the room',
        params: roomParams,
        body: emptyBodySchema,
        response: { 204: z.null().describe('Left'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await app.rooms.presence.leave(request.params.room, currentUser(request).id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/rooms/:room/listeners/',
    {
      schema: {
        tags,
        summary: 'Who is in the room, with avatars',
        description: `How many, and the first ${ROOM_LISTENERS_SHOWN} to join with their pictures.`,
        params: roomParams,
        response: { 200: roomListenersSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const room = await app.rooms.store.row(request.params.room);
      if (!room) throw notFound();
      if (room.endedAt) return { room: room.id, listeners: 0, results: [] };
      return { room: room.id, ...(await app.rooms.store.listeners(room)) };
    },
  );

  app.post(
    '/rooms/:room/react/',
    {
      schema: {
        tags,
        summary: 'React in the room',
        description:
          `A listener only (403 otherwise); at most ${ROOM_REACTIONS_PER_WINDOW} per ` +
          `${ROOM_REACTION_WINDOW_MS / 1000} s (429 with Retry-After). Everyone in the room gets it in a ` +
          '`room_reaction` event.',
        params: roomParams,
        body: roomReactSchema,
        response: {
          204: z.null().describe('Sent'),
          ...errorResponses(400, 403, 404),
          429: ERROR_RESPONSES[429],
          409: roomConflictSchema,
        },
      },
    },
    async (request, reply) => {
      await app.rooms.presence.react(request.params.room, currentUser(request).id, request.body.reaction);
      return reply.code(204).send(null);
    },
  );
};

export default presence;
