import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVENTS_HEARTBEAT_MS, EVENTS_RECONNECT_MAX_MS, EVENTS_REPLAY_WINDOW_MS } from '@upclub/shared/constants';
import { throttled } from '../../../../errors';
import { currentUser } from '../../../../plugins/app/auth';
import { errorResponses } from '../../../../schemas/common';

/** Last-Event-ID: the id of the last event the client got (a positive integer), else ignored. */
const lastEventIdHeader = z
  .string()
  .optional()
  .transform((text) => (text !== undefined && /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : null));

/**
 * The live events of the signed-in user (Server-Sent Events). Written by hand on the raw
 * response rather than through an SSE plugin: a stream here is a socket and one small object,
 * its events come from the user_events table (so replay and cross-process delivery are the
 * same read), and one timer beats for every stream; a plugin would add a per-stream queue and
 * timer for none of that.
 */
const events: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events/',
    {
      config: { longLived: true },
      schema: {
        tags: ['notifications'],
        summary: 'The signed-in user’s live events (text/event-stream)',
        description:
          'Server-Sent Events, only the signed-in user’s: `notification` {notification, counts}, `counts` ' +
          '{notifications, message_notifications}, `message` {messagethread, message, counts}, `toast` ' +
          '{toast_type, text, link, thumbnail_picture}, `thread` {messagethread, change (renamed, added, left), ' +
          'thread (as the recipient’s list shows it), counts}. `data:` is JSON; `id:` an increasing number: reconnect ' +
          `with \`Last-Event-ID\` to get every later event of the last ${EVENTS_REPLAY_WINDOW_MS / 3_600_000} h. ` +
          `The first event is the counts (no id). A comment line beats every ${EVENTS_HEARTBEAT_MS / 1000} s. ` +
          'The stream ends with its session (sign-out, sign-out everywhere, a password reset, expiry); past ' +
          'the streams one user may hold the oldest ends; a reader that stops reading is dropped (it reconnects ' +
          'with `Last-Event-ID`). 429 with `Retry-After`: too many streams from this address.',
        headers: z.object({ 'last-event-id': lastEventIdHeader }),
        produces: ['text/event-stream'],
        response: {
          200: z
            .string()
            .describe('The stream: `id:`, `event:` and one `data:` line of JSON per event; `:` lines beat'),
          ...errorResponses(429),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const counts = await app.notifications.unreadCounts(user.id);
      // Checked after the last wait, so that nothing opens between this and the stream's count.
      if (!app.events.admits(request.ip)) {
        throw throttled(EVENTS_RECONNECT_MAX_MS / 1000, 'Too many live event streams from this address.');
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies must pass each event on at once.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        ...corsHeaders(reply.getHeaders()),
      });
      // An idle stream is normal: no socket timeout.
      request.raw.socket.setTimeout(0);
      request.raw.socket.setNoDelay(true);
      try {
        await app.events.open(
          user.id,
          raw,
          request.headers['last-event-id'],
          { type: 'counts', data: counts },
          { session: request.authTokenHash, address: request.ip },
        );
      } catch (error) {
        request.log.warn(`events: opening a stream failed: ${(error as Error).message}`);
        raw.end();
      }
    },
  );
};

/** The CORS headers fastify set before the hijack (a hijacked reply sends only what we write). */
function corsHeaders(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(
      (entry): entry is [string, string] => entry[0].startsWith('access-control-') && typeof entry[1] === 'string',
    ),
  );
}

export default events;
