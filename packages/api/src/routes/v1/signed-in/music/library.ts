import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MUSIC_STREAM_URL_SECONDS } from '@upclub/shared/music-server';
import type { SavedTrack } from '@upclub/shared/types';
import { currentUser } from '../../../../plugins/app/auth';
import { isoDate, mapTrack, pageOf, type SubsonicChild } from '../../../../providers/opensubsonic/map';
import { musicAnswer, musicIdParams, musicIdsQuery, musicNotLinked, musicPageQuery } from '../../../../schemas/music';

/** When a song without a starred date (a server that leaves it out) was saved: the start of time. */
const UNKNOWN_DATE = new Date(0).toISOString();

/** The user's library (starred songs) and the signed URLs their player streams from. */
const library: FastifyPluginAsyncZod = async (app) => {
  const music = app.music!;
  const tags = ['music'];

  async function starred(request: FastifyRequest): Promise<SubsonicChild[]> {
    const body = await music.call(currentUser(request).id, 'getStarred2');
    return (body.starred2 as { song?: SubsonicChild[] } | undefined)?.song ?? [];
  }

  app.get(
    '/music/me/tracks/',
    {
      schema: {
        tags,
        summary: 'The user’s starred songs (saved tracks), newest first, a page',
        querystring: musicPageQuery,
        response: { 200: musicAnswer, 409: musicNotLinked },
      },
    },
    async (request) => {
      const saved: SavedTrack[] = (await starred(request))
        .map((song) => ({ added_at: isoDate(song.starred) ?? UNKNOWN_DATE, track: mapTrack(music.map, song) }))
        .sort((a, b) => b.added_at.localeCompare(a.added_at));
      const href = new URL(request.url, `${app.config.publicUrl}/`);
      return pageOf(href, saved, request.query.offset, request.query.limit);
    },
  );

  app.get(
    '/music/me/tracks/contains/',
    {
      schema: {
        tags,
        summary: 'Whether each song is starred',
        querystring: musicIdsQuery,
        response: { 200: z.array(z.boolean()), 409: musicNotLinked },
      },
    },
    async (request) => {
      const ids = new Set((await starred(request)).map((s) => s.id));
      return request.query.ids.map((id) => ids.has(id));
    },
  );

  for (const [method, on] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/music/me/tracks/',
      schema: {
        tags,
        summary: on ? 'Star songs (save them; idempotent)' : 'Unstar songs (idempotent)',
        querystring: musicIdsQuery,
        response: { 204: z.null().describe('Done'), 409: musicNotLinked },
      },
      handler: async (request, reply) => {
        await music.star(currentUser(request).id, request.query.ids, on);
        return reply.code(204).send(null);
      },
    });
  }

  app.post(
    '/music/tracks/:id/stream/',
    {
      schema: {
        tags,
        summary: 'A signed URL to play a song',
        description:
          'The path of v1/music/stream/{id}/ on this API, signed for this user and song, valid for ' +
          `${MUSIC_STREAM_URL_SECONDS / 3600} hours. An audio element loads it without the product token.`,
        params: musicIdParams,
        response: { 200: z.object({ url: z.string() }), 409: musicNotLinked },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await music.requireLink(user.id);
      const { id } = request.params;
      const expires = Math.floor(app.config.now().getTime() / 1000) + MUSIC_STREAM_URL_SECONDS;
      const query = new URLSearchParams({
        user: String(user.id),
        expires: String(expires),
        signature: music.sign(user.id, id, expires),
      });
      return { url: `/api/v1/music/stream/${encodeURIComponent(id)}/?${query.toString()}` };
    },
  );
};

export default library;
