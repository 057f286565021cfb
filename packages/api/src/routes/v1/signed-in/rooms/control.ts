import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROOM_ERRORS, ROOM_QUEUE_MAX } from '@upclub/shared/rooms';
import { roomControlSchema, roomQueueSchema } from '@upclub/shared/validation';
import { ApiError, badGateway, fieldError, forbidden, notFound } from '../../../../errors';
import { TrackProviderError } from '../../../../lib/track-resolver';
import { currentUser } from '../../../../plugins/app/auth';
import { clubParams } from '../../../../schemas/clubs';
import { emptyBodySchema, errorResponses } from '../../../../schemas/common';
import { roomConflictSchema, roomItemParams, roomParams, roomStateSchema } from '../../../../schemas/rooms';

const tags = ['rooms'];
const DJS_ONLY = 'The club’s owner and curators only (403 for anyone else); 409 once the room has ended.';

/** Starting a club's room, reading it, and what its DJs do: play, pause, seek, skip, previous, queue, end. */
const control: FastifyPluginAsyncZod = async (app) => {
  const state = { 200: roomStateSchema, ...errorResponses(404) };
  // Each command reaches every listener: a DJ's commands count against the per-user write limit.
  const limited = { preHandler: app.writeLimit };

  app.post(
    '/clubs/:club/room/',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Start the club’s listening room',
        description:
          'The owner or a curator starts it (403 for anyone else) and is its first listener; the club’s followers ' +
          'get a `room_live` event. 409 `{detail, room}` while the club has a live room.',
        params: clubParams,
        body: emptyBodySchema,
        response: { 201: roomStateSchema, ...errorResponses(403, 404), 409: roomConflictSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await app.rooms.commands.start(request.params.club, currentUser(request).id)),
  );

  app.get(
    '/clubs/:club/room/',
    {
      schema: {
        tags,
        summary: 'The club’s live room',
        description: `404 \`{detail: "${ROOM_ERRORS.noLiveRoom}"}\` when it has none (\`{detail: "Not found."}\`: no such club).`,
        params: clubParams,
        response: state,
      },
    },
    async (request) => {
      const { club } = request.params;
      const roomId = await app.rooms.store.liveOf(club);
      if (roomId === null) {
        if (!(await app.clubs.exists(club))) throw notFound();
        throw new ApiError(404, { detail: ROOM_ERRORS.noLiveRoom });
      }
      return app.rooms.fresh(roomId);
    },
  );

  app.get(
    '/rooms/:room/',
    {
      schema: { tags, summary: 'A room’s state (live or ended)', params: roomParams, response: state },
    },
    async (request) => app.rooms.fresh(request.params.room),
  );

  app.post(
    '/rooms/:room/control/',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Play, pause, seek, skip or go back',
        description:
          `${DJS_ONLY} \`seek\` needs \`position_ms\`; \`play\` may have one. With \`version\` (the one the DJ saw), ` +
          'a room that changed since answers 409 `{detail, version}` and nothing is done. Commands take turns on the ' +
          'room’s row: each answer’s `version` is one more than the one before.',
        params: roomParams,
        body: roomControlSchema,
        response: { ...state, ...errorResponses(400, 403), 409: roomConflictSchema },
      },
    },
    async (request) => app.rooms.commands.control(request.params.room, currentUser(request).id, request.body),
  );

  app.post(
    '/rooms/:room/queue/',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Add a song to the queue',
        description:
          `${DJS_ONLY} \`song_post\` (a post of the room’s club) or \`song\` (a track id from song search). ` +
          `At most ${ROOM_QUEUE_MAX} wait. Added with nothing playing, it starts at once. An unknown track is a 400, ` +
          `another club’s post a 400 \`{detail: "${ROOM_ERRORS.notClubPost}"}\`, an unreachable provider a 502.`,
        params: roomParams,
        body: roomQueueSchema,
        response: { 201: roomStateSchema, ...errorResponses(400, 403, 404, 502), 409: roomConflictSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { room } = request.params;
      const body = request.body;
      // Asked before any provider look-up: a stranger's request costs nothing more.
      const row = await app.rooms.store.row(room);
      if (!row) throw notFound();
      if (!(await app.clubs.access(row.clubId, user.id))?.isCurator) throw forbidden(ROOM_ERRORS.notDj);
      const song =
        body.song_post !== undefined ? await app.rooms.commands.songOfPost(body.song_post, row.clubId) : body.song!;
      let track;
      try {
        track = await app.tracks.ensure(song);
      } catch (error) {
        if (!(error instanceof TrackProviderError)) throw error;
        request.log.warn({ err: error.message, song }, 'track lookup failed');
        const gateway = badGateway(error.message);
        if (error.retryAfterSeconds !== undefined) gateway.headers['Retry-After'] = String(error.retryAfterSeconds);
        throw gateway;
      }
      if (!track) throw fieldError('song', ROOM_ERRORS.trackNotFound);
      const answer = await app.rooms.commands.enqueue(room, user.id, song, body.song_post ?? null);
      return reply.code(201).send(answer);
    },
  );

  app.delete(
    '/rooms/:room/queue/:item/',
    {
      ...limited,
      schema: {
        tags,
        summary: 'Take a waiting song out of the queue',
        description: `${DJS_ONLY} 404 \`{detail: "${ROOM_ERRORS.notInQueue}"}\` for a song not waiting.`,
        params: roomItemParams,
        response: { ...state, ...errorResponses(403), 409: roomConflictSchema },
      },
    },
    async (request) => app.rooms.commands.dequeue(request.params.room, currentUser(request).id, request.params.item),
  );

  app.post(
    '/rooms/:room/end/',
    {
      ...limited,
      schema: {
        tags,
        summary: 'End the room',
        description: `${DJS_ONLY} Its listeners get the last state and \`room_ended\`.`,
        params: roomParams,
        body: emptyBodySchema,
        response: { ...state, ...errorResponses(403), 409: roomConflictSchema },
      },
    },
    async (request) => app.rooms.commands.end(request.params.room, currentUser(request).id),
  );
};

export default control;
