import { timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MUSIC_COVER_MAX_AGE_SECONDS } from '@upclub/shared/music-server';
import { SERVER_DETAIL } from '@upclub/shared/validation';
import { forbidden, notFound } from '../../../../errors';
import { SubsonicClient } from '../../../../providers/opensubsonic/client';
import { musicFailure } from '../../../../providers/opensubsonic/service';
import { coverQuery, musicIdParams, streamQuery } from '../../../../schemas/music';

/** The headers of an audio answer that the browser's player needs, passed through as they are. */
const PASSED_HEADERS = ['content-type', 'content-length', 'content-range', 'last-modified', 'etag'] as const;

/** A JSON or XML answer where media was expected is a Subsonic error envelope. */
const isEnvelope = (res: Response) => /json|xml/i.test(res.headers.get('content-type') ?? '');

/** Sends a media answer's body as it arrives (never the whole file in memory). */
function sendBody(reply: FastifyReply, res: Response): FastifyReply {
  if (!res.body) return reply.send();
  return reply.send(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>));
}

/**
 * The media of an OpenSubsonic deployment, loaded by `<audio>` and `<img>` without the product
 * token: the audio by a URL signed for one user and one song (v1/music/tracks/{id}/stream/),
 * proxied with the user's own credential and `Range`; cover art with the service account.
 */
const media: FastifyPluginAsyncZod = async (app) => {
  if (!app.music) return;
  const music = app.music;
  const tags = ['music'];

  app.get(
    '/music/stream/:id/',
    {
      schema: {
        tags,
        summary: 'A song’s audio (signed URL; Range answers 206)',
        params: musicIdParams,
        querystring: streamQuery,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { user, expires, signature } = request.query;
      const expected = Buffer.from(music.sign(user, id, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw forbidden(SERVER_DETAIL.permissionDenied);
      }
      if (expires * 1000 < app.config.now().getTime()) throw forbidden(SERVER_DETAIL.permissionDenied);

      // The server's answer stops when the browser goes away (a seek opens a new request).
      const abort = new AbortController();
      reply.raw.once('close', () => abort.abort());
      const range = request.headers.range;
      // No maxBitRate, timeOffset or size: older servers (supysonic) fail a plain mp3 with them.
      const res = await music.media(user, 'stream', { id }, { headers: range ? { range } : {}, signal: abort.signal });
      if (isEnvelope(res)) {
        await SubsonicClient.envelopeOf('stream', res).catch((error: unknown) => {
          throw musicFailure(error, true);
        });
        throw notFound();
      }
      reply.code(res.status);
      for (const name of PASSED_HEADERS) {
        const value = res.headers.get(name);
        if (value !== null) reply.header(name, value);
      }
      reply.header('accept-ranges', 'bytes').header('cache-control', 'private, no-store');
      return sendBody(reply, res);
    },
  );

  app.get(
    '/music/cover/:id/',
    {
      schema: {
        tags,
        summary: 'Cover art (an image, cacheable)',
        params: musicIdParams,
        querystring: coverQuery,
      },
    },
    async (request, reply) => {
      const res = await music.serviceMedia('getCoverArt', { id: request.params.id, size: request.query.size });
      const type = res.headers.get('content-type') ?? '';
      if (!res.ok || !type.startsWith('image/')) {
        // No picture (error 70, or supysonic's error 0 for a song id): the client's placeholder.
        await res.body?.cancel();
        throw notFound();
      }
      reply.header('content-type', type).header('cache-control', `public, max-age=${MUSIC_COVER_MAX_AGE_SECONDS}`);
      const length = res.headers.get('content-length');
      if (length) reply.header('content-length', length);
      return sendBody(reply, res);
    },
  );
};

export default media;
