import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { getCatalogue, trackObject } from '../catalogue';
import type { ProviderContext } from '../context';
import { sendApiError } from '../errors';
import { PlayerError } from '../player/hub';
import { requirePremium } from './auth';
import { BadRequest, intParam, marketParam } from './params';

type Query = Record<string, string | undefined>;

interface PlayBody {
  uris?: unknown;
  context_uri?: unknown;
  offset?: { position?: unknown; uri?: unknown };
  position_ms?: unknown;
}

function playBody(body: unknown): { uris?: string[]; offset?: number; position_ms?: number } {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object') throw new BadRequest('Malformed json');
  const b = body as PlayBody;
  if (b.context_uri !== undefined) throw new BadRequest('Only uris can be played on this device');
  const out: { uris?: string[]; offset?: number; position_ms?: number } = {};
  if (b.uris !== undefined) {
    if (!Array.isArray(b.uris) || !b.uris.every((u) => typeof u === 'string'))
      throw new BadRequest('Malformed json: uris');
    out.uris = b.uris as string[];
  }
  if (b.offset !== undefined) {
    if (typeof b.offset?.uri === 'string' && out.uris) out.offset = out.uris.indexOf(b.offset.uri);
    else if (typeof b.offset?.position === 'number') out.offset = b.offset.position;
    else throw new BadRequest('Malformed json: offset');
  }
  if (b.position_ms !== undefined) {
    if (typeof b.position_ms !== 'number' || !Number.isFinite(b.position_ms) || b.position_ms < 0) {
      throw new BadRequest('Malformed json: position_ms');
    }
    out.position_ms = Math.round(b.position_ms);
  }
  return out;
}

/** Player routes (premium accounts only): the playback state and the commands to a device. */
export const playerRoutes: FastifyPluginAsync<{ ctx: ProviderContext }> = async (app, { ctx }) => {
  const hub = ctx.player;

  /** Runs a player command; a PlayerError becomes its 400/404 answer, success a 204. */
  function command(reply: FastifyReply, run: () => void): FastifyReply {
    try {
      run();
    } catch (error) {
      if (error instanceof PlayerError) return sendApiError(reply, error.statusCode, error.message);
      throw error;
    }
    return reply.code(204).send();
  }

  app.get<{ Querystring: Query }>('/me/player', async (request, reply) => {
    const account = requirePremium(request, reply, 'user-read-playback-state');
    if (!account) return reply;
    const market = marketParam(request.query.market);
    const device = hub.activeDevice(account.id);
    const playback = hub.playback(account.id);
    const track = playback && hub.currentTrack(playback);
    // Nothing is playing anywhere: the service answers 204 without a body.
    if (!device || !playback || !track) return reply.code(204).send();
    return {
      device: {
        id: device.id,
        is_active: true,
        is_private_session: false,
        is_restricted: false,
        name: device.name,
        type: 'Computer',
        volume_percent: device.volumePercent,
        supports_volume: true,
      },
      repeat_state: 'off',
      shuffle_state: false,
      timestamp: playback.at,
      progress_ms: hub.progress(playback),
      is_playing: playback.isPlaying,
      item: trackObject(getCatalogue().track(track.id)!, { publicUrl: ctx.options.publicUrl, market }),
      currently_playing_type: 'track',
    };
  });

  app.put('/me/player', async (request, reply) => {
    const account = requirePremium(request, reply, 'user-modify-playback-state');
    if (!account) return reply;
    const body = request.body as { device_ids?: unknown; play?: unknown } | undefined;
    const ids = body?.device_ids;
    if (!Array.isArray(ids) || ids.length === 0 || typeof ids[0] !== 'string')
      throw new BadRequest('Missing device_ids');
    if (ids.length > 1) throw new BadRequest('Only one device id is supported');
    if (body?.play !== undefined && typeof body.play !== 'boolean') throw new BadRequest('Malformed json: play');
    return command(reply, () => hub.transfer(account.id, ids[0] as string, body?.play as boolean | undefined));
  });

  app.put<{ Querystring: Query }>('/me/player/play', async (request, reply) => {
    const account = requirePremium(request, reply, 'user-modify-playback-state');
    if (!account) return reply;
    const body = playBody(request.body);
    return command(reply, () => hub.play(account.id, request.query.device_id || undefined, body));
  });

  app.put<{ Querystring: Query }>('/me/player/seek', async (request, reply) => {
    const account = requirePremium(request, reply, 'user-modify-playback-state');
    if (!account) return reply;
    if (request.query.position_ms === undefined) throw new BadRequest('Missing position_ms');
    const position = intParam(request.query.position_ms, 'position_ms', {
      min: 0,
      max: Number.MAX_SAFE_INTEGER,
      fallback: 0,
    });
    return command(reply, () => hub.seek(account.id, request.query.device_id || undefined, position));
  });

  app.put<{ Querystring: Query }>('/me/player/pause', async (request, reply) => {
    const account = requirePremium(request, reply, 'user-modify-playback-state');
    if (!account) return reply;
    return command(reply, () => hub.pause(account.id, request.query.device_id || undefined));
  });

  app.put<{ Querystring: Query }>('/me/player/volume', async (request, reply) => {
    const account = requirePremium(request, reply, 'user-modify-playback-state');
    if (!account) return reply;
    if (request.query.volume_percent === undefined) throw new BadRequest('Missing volume_percent');
    const volume = intParam(request.query.volume_percent, 'volume_percent', { min: 0, max: 100, fallback: 0 });
    return command(reply, () => hub.setVolume(account.id, request.query.device_id || undefined, volume));
  });
};
