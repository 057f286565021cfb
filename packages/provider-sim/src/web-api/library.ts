import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  accountPlaylists,
  followedPlaylists,
  getCatalogue,
  paging,
  simplifiedPlaylist,
  trackObject,
} from '../catalogue';
import type { ProviderContext } from '../context';
import { removeTracks, savedTracks, saveTracks, tracksSaved } from '../library';
import { requireUser } from './auth';
import { BadRequest, idList, listParam, marketParam, pageParams } from './params';

type Query = Record<string, string | undefined>;

/** At most this many ids per me/tracks call, and uris per me/library call (the service's limits). */
export const MAX_TRACK_IDS = 50;
export const MAX_LIBRARY_URIS = 40;

const URI = /^spotify:(track|album|episode|show|audiobook|artist|user|playlist):([0-9A-Za-z_.-]+)$/;

/** ids from the query, or from a JSON body `{ ids: [...] }` (the service takes either). */
function idsOf(request: FastifyRequest<{ Querystring: Query }>): string[] {
  const body = request.body as { ids?: unknown } | undefined;
  if (!request.query.ids && Array.isArray(body?.ids)) return idList(body.ids.join(','), MAX_TRACK_IDS);
  return idList(request.query.ids, MAX_TRACK_IDS);
}

/** Track ids of `spotify:track:` URIs; other kinds are valid but this emulator keeps only tracks. */
function uriList(value: unknown): Array<{ kind: string; id: string }> {
  return listParam(value, 'uris', MAX_LIBRARY_URIS).map((uri) => {
    const match = URI.exec(uri);
    if (!match) throw new BadRequest(`Invalid Spotify URI: ${uri}`);
    return { kind: match[1], id: match[2] };
  });
}

function onlyTracks(items: Array<{ kind: string; id: string }>): string[] {
  const ids = items.filter((i) => i.kind === 'track').map((i) => i.id);
  if (ids.length !== items.length) throw new BadRequest('Only track URIs can be saved to this library');
  return ids.filter((id) => getCatalogue().track(id));
}

/** The user's library: saved tracks (me/tracks and its 2026 replacement me/library) and playlists. */
export const libraryRoutes: FastifyPluginAsync<{ ctx: ProviderContext }> = async (app, { ctx }) => {
  const { store } = ctx;
  const publicUrl = ctx.options.publicUrl;

  app.get<{ Querystring: Query }>('/me/tracks', async (request, reply) => {
    const account = requireUser(request, reply);
    if (!account) return reply;
    const shape = { publicUrl, market: marketParam(request.query.market) };
    const entries = savedTracks(store, account.id);
    const link = { publicUrl, path: 'me/tracks', query: { market: shape.market } };
    return paging(entries, pageParams(request.query), link, (entry) => ({
      added_at: entry.addedAt,
      track: trackObject(getCatalogue().track(entry.id)!, shape),
    }));
  });

  app.put<{ Querystring: Query }>('/me/tracks', async (request, reply) => {
    const account = requireUser(request, reply);
    if (!account) return reply;
    const ids = idsOf(request).filter((id) => getCatalogue().track(id));
    saveTracks(store, account.id, ids, ctx.now());
    return reply.code(200).send();
  });

  app.delete<{ Querystring: Query }>('/me/tracks', async (request, reply) => {
    const account = requireUser(request, reply);
    if (!account) return reply;
    removeTracks(store, account.id, idsOf(request));
    return reply.code(200).send();
  });

  app.get<{ Querystring: Query }>('/me/tracks/contains', async (request, reply) => {
    const account = requireUser(request, reply);
    if (!account) return reply;
    return tracksSaved(store, account.id, idList(request.query.ids, MAX_TRACK_IDS));
  });

  app.put<{ Querystring: Query }>('/me/library', async (request, reply) => {
    const account = requireUser(request, reply);
    if (!account) return reply;
    saveTracks(store, account.id, onlyTracks(uriList(request.query.uris)), ctx.now());
    return reply.code(200).send();
  });

  app.delete<{ Querystring: Query }>('/me/library', async (request, reply) => {
    const account = requireUser(request, reply);
    if (!account) return reply;
    removeTracks(store, account.id, onlyTracks(uriList(request.query.uris)));
    return reply.code(200).send();
  });

  app.get<{ Querystring: Query }>('/me/library/contains', async (request, reply) => {
    const account = requireUser(request, reply);
    if (!account) return reply;
    const items = uriList(request.query.uris);
    const saved = tracksSaved(
      store,
      account.id,
      items.map((i) => i.id),
    );
    // Only tracks can be in this library: anything else is not saved.
    return items.map((item, i) => item.kind === 'track' && saved[i]);
  });

  app.get<{ Querystring: Query }>('/me/playlists', async (request, reply) => {
    const account = requireUser(request, reply);
    if (!account) return reply;
    // Its own playlists, then a few of the editors' it follows.
    const followed = followedPlaylists(account.id);
    const playlists = [...accountPlaylists(account), ...followed];
    return paging(playlists, pageParams(request.query), { publicUrl, path: 'me/playlists' }, (p) =>
      simplifiedPlaylist(p, { publicUrl }),
    );
  });
};
