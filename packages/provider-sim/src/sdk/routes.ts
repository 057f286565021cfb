import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ProviderContext } from '../context';
import { applyCors } from '../cors';
import { API_MESSAGES, sendApiError, sendPremiumRequired } from '../errors';
import { PlayerError, type DeviceCommand } from '../player/hub';
import type { Account } from '../store';

/** Where the built player script is: beside this module in dist, or in dist when running from src. */
const SCRIPT_DIRS = [path.resolve(__dirname, '../sdk-script'), path.resolve(__dirname, '../../dist/sdk-script')];
/** The script's parts (global scripts compiled one by one), in order. */
const SCRIPT_PARTS = ['synth.js', 'common.js', 'player.js'];

export function playerScriptDir(): string | undefined {
  return SCRIPT_DIRS.find((dir) => SCRIPT_PARTS.every((part) => existsSync(path.join(dir, part))));
}

/** The parts in one function scope, so nothing but `window.Spotify` leaks into the page. */
export function playerScriptSource(dir: string): string {
  const parts = SCRIPT_PARTS.map((part) => readFileSync(path.join(dir, part), 'utf8'));
  return `(function () {\n${parts.join('\n')}\n})();\n`;
}

/** Heartbeats keep proxies from closing a quiet event stream. */
const HEARTBEAT_MS = 15_000;

/**
 * The Web Playback SDK stand-in: `GET /player.js`, and the routes the script uses to be a
 * device: `POST /devices` (register), `GET /devices/:id/events` (commands, as Server-Sent
 * Events; the token rides in `access_token` since EventSource cannot send headers),
 * `PUT /devices/:id/state` (what it is doing), `DELETE /devices/:id` (disconnect).
 */
export const sdkRoutes: FastifyPluginAsync<{ ctx: ProviderContext }> = async (app, { ctx }) => {
  applyCors(app, { methods: 'GET, POST, PUT, DELETE, OPTIONS' });
  const hub = ctx.player;
  const streams = new Set<FastifyReply>();

  app.addHook('preClose', async () => {
    for (const reply of streams) reply.raw.end();
    streams.clear();
    hub.close();
  });

  let cached: { mtime: number; body: string; etag: string } | undefined;
  app.get('/player.js', async (request, reply) => {
    const dir = playerScriptDir();
    if (!dir)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The player script is not built: run the package build.');
    const mtime = Math.max(...SCRIPT_PARTS.map((part) => statSync(path.join(dir, part)).mtimeMs));
    if (!cached || cached.mtime !== mtime) {
      const body = playerScriptSource(dir);
      cached = { mtime, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 20)}"` };
    }
    reply.header('ETag', cached.etag).header('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
    return reply.type('text/javascript; charset=utf-8').send(cached.body);
  });

  /** The premium account behind a token: 401 (unknown, expired, no user) or 403 (free) sent otherwise. */
  function premiumAccount(token: string | undefined, reply: FastifyReply): Account | undefined {
    if (!token) return void sendApiError(reply, 401, API_MESSAGES.noToken);
    const grant = ctx.store.findAccessToken(token);
    if (!grant) return void sendApiError(reply, 401, API_MESSAGES.invalidToken);
    if (grant.expiresAt <= ctx.now()) return void sendApiError(reply, 401, API_MESSAGES.expiredToken);
    const account = grant.accountId ? ctx.store.getAccount(grant.accountId) : undefined;
    if (!account) return void sendApiError(reply, 401, API_MESSAGES.userRequired);
    if (account.product !== 'premium') return void sendPremiumRequired(reply);
    return account;
  }

  const bearer = (request: FastifyRequest) => /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];

  app.post('/devices', async (request, reply) => {
    const account = premiumAccount(bearer(request), reply);
    if (!account) return reply;
    const body = (request.body ?? {}) as { name?: unknown; volume?: unknown };
    const name = typeof body.name === 'string' ? body.name : 'Web Player';
    const volume = typeof body.volume === 'number' && body.volume >= 0 && body.volume <= 1 ? body.volume : 1;
    const device = hub.register(account.id, name, Math.round(volume * 100));
    return reply.code(201).send({ device_id: device.id });
  });

  app.get<{ Params: { id: string }; Querystring: { access_token?: string } }>(
    '/devices/:id/events',
    async (request, reply) => {
      const account = premiumAccount(request.query.access_token, reply);
      if (!account) return reply;
      try {
        hub.ownDevice(account.id, request.params.id);
      } catch (error) {
        if (error instanceof PlayerError) return sendApiError(reply, error.statusCode, error.message);
        throw error;
      }
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'Access-Control-Allow-Origin': '*',
      });
      res.write('retry: 2000\n\n');
      const send = (command: DeviceCommand) => res.write(`data: ${JSON.stringify(command)}\n\n`);
      streams.add(reply);
      const unsubscribe = hub.subscribe(request.params.id, send);
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      res.on('close', () => {
        clearInterval(heartbeat);
        streams.delete(reply);
        unsubscribe();
      });
    },
  );

  app.put<{ Params: { id: string } }>('/devices/:id/state', async (request, reply) => {
    const account = premiumAccount(bearer(request), reply);
    if (!account) return reply;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (
      typeof body.paused !== 'boolean' ||
      typeof body.position_ms !== 'number' ||
      !Number.isFinite(body.position_ms)
    ) {
      return sendApiError(reply, 400, 'paused (boolean) and position_ms (number) are required');
    }
    const volume =
      typeof body.volume_percent === 'number' ? Math.max(0, Math.min(100, Math.round(body.volume_percent))) : undefined;
    try {
      hub.report(account.id, request.params.id, {
        paused: body.paused,
        position_ms: Math.round(body.position_ms),
        track_id: typeof body.track_id === 'string' ? body.track_id : null,
        volume_percent: volume,
        ended: body.ended === true,
      });
    } catch (error) {
      if (error instanceof PlayerError) return sendApiError(reply, error.statusCode, error.message);
      throw error;
    }
    return reply.code(204).send();
  });

  app.delete<{ Params: { id: string } }>('/devices/:id', async (request, reply) => {
    const account = premiumAccount(bearer(request), reply);
    if (!account) return reply;
    const device = hub.device(request.params.id);
    if (device && device.accountId === account.id) hub.remove(device.id);
    return reply.code(204).send();
  });
};
