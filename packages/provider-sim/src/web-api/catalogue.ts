import type { FastifyPluginAsync } from 'fastify';
import {
  findPlaylist,
  albumObject,
  artistObject,
  BASE62_ID,
  getCatalogue,
  paging,
  playlistTrack,
  simplifiedAlbum,
  simplifiedPlaylist,
  simplifiedTrack,
  trackObject,
  type CataloguePlaylist,
  type Shape,
} from '../catalogue';
import type { ProviderContext } from '../context';
import { sendApiError } from '../errors';
import { BadRequest, idList, listParam, marketParam, pageParams } from './params';

type Query = Record<string, string | undefined>;

export const CATALOGUE_MESSAGES = {
  invalidId: 'Invalid base62 id',
  notFound: 'Resource not found',
} as const;

const SEARCH_TYPES = ['album', 'artist', 'playlist', 'track'] as const;
type SearchType = (typeof SEARCH_TYPES)[number];
/** The 2026 service answers at most 10 results per type and page. */
export const SEARCH_MAX_LIMIT = 10;
export const SEARCH_MAX_OFFSET = 1000;

/**
 * Catalogue routes: search, tracks, albums, artists and playlists. They work with any valid
 * token, a user's or the app's own (client credentials). The catalogue is generated on the first
 * request that needs it, not when the plugin registers.
 */
export const catalogueRoutes: FastifyPluginAsync<{ ctx: ProviderContext }> = async (app, { ctx }) => {
  const publicUrl = ctx.options.publicUrl;
  const shapeOf = (query: Query): Shape => ({ publicUrl, market: marketParam(query.market) });

  /** A catalogue id from the path: 400 when malformed, 404 (sent) when unknown. */
  function lookup<T>(id: string, find: (id: string) => T | undefined): T | undefined {
    if (!BASE62_ID.test(id)) throw new BadRequest(CATALOGUE_MESSAGES.invalidId);
    return find(id);
  }

  app.get<{ Querystring: Query }>('/search', async (request) => {
    const catalogue = getCatalogue();
    const { q, type } = request.query;
    if (!q || !q.trim()) throw new BadRequest('No search query');
    const types = listParam(type, 'type', 7);
    for (const t of types) {
      if (!['album', 'artist', 'playlist', 'track', 'show', 'episode', 'audiobook'].includes(t))
        throw new BadRequest('Bad search type field');
    }
    const page = pageParams(request.query, { maxLimit: SEARCH_MAX_LIMIT, fallback: 5, maxOffset: SEARCH_MAX_OFFSET });
    const shape = shapeOf(request.query);
    const link = { publicUrl, path: 'search', query: { q, type: types.join(','), market: shape.market } };
    const weight = (item: { artistIds: string[] }) => catalogue.followersOf(item.artistIds);
    const result: Record<string, unknown> = {};
    for (const t of types) {
      if (!(SEARCH_TYPES as readonly string[]).includes(t)) continue;
      switch (t as SearchType) {
        case 'track':
          result.tracks = paging(catalogue.search(catalogue.tracks, q, weight), page, link, (x) =>
            trackObject(x, shape),
          );
          break;
        case 'album':
          result.albums = paging(catalogue.search(catalogue.albums, q, weight), page, link, (x) =>
            simplifiedAlbum(x, shape),
          );
          break;
        case 'artist':
          result.artists = paging(
            catalogue.search(catalogue.artists, q, (a) => a.followers),
            page,
            link,
            (x) => artistObject(x, shape),
          );
          break;
        case 'playlist':
          result.playlists = paging(
            catalogue.search(catalogue.playlists, q, (p) => p.trackIds.length),
            page,
            link,
            (x) => simplifiedPlaylist(x, shape),
          );
          break;
      }
    }
    return result;
  });

  app.get<{ Params: { id: string }; Querystring: Query }>('/tracks/:id', async (request, reply) => {
    const catalogue = getCatalogue();
    const track = lookup(request.params.id, (id) => catalogue.track(id));
    if (!track) return sendApiError(reply, 404, CATALOGUE_MESSAGES.notFound);
    return trackObject(track, shapeOf(request.query));
  });

  app.get<{ Querystring: Query }>('/tracks', async (request) => {
    const catalogue = getCatalogue();
    const ids = idList(request.query.ids, 50);
    const shape = shapeOf(request.query);
    return {
      tracks: ids.map((id) => {
        const track = catalogue.track(id);
        return track ? trackObject(track, shape) : null;
      }),
    };
  });

  app.get<{ Params: { id: string }; Querystring: Query }>('/albums/:id', async (request, reply) => {
    const catalogue = getCatalogue();
    const album = lookup(request.params.id, (id) => catalogue.album(id));
    if (!album) return sendApiError(reply, 404, CATALOGUE_MESSAGES.notFound);
    return albumObject(album, shapeOf(request.query));
  });

  app.get<{ Params: { id: string }; Querystring: Query }>('/albums/:id/tracks', async (request, reply) => {
    const catalogue = getCatalogue();
    const album = lookup(request.params.id, (id) => catalogue.album(id));
    if (!album) return sendApiError(reply, 404, CATALOGUE_MESSAGES.notFound);
    const shape = shapeOf(request.query);
    const link = { publicUrl, path: `albums/${album.id}/tracks`, query: { market: shape.market } };
    return paging(album.trackIds, pageParams(request.query), link, (id) =>
      simplifiedTrack(catalogue.track(id)!, shape),
    );
  });

  app.get<{ Params: { id: string }; Querystring: Query }>('/artists/:id', async (request, reply) => {
    const catalogue = getCatalogue();
    const artist = lookup(request.params.id, (id) => catalogue.artist(id));
    if (!artist) return sendApiError(reply, 404, CATALOGUE_MESSAGES.notFound);
    return artistObject(artist, shapeOf(request.query));
  });

  app.get<{ Params: { id: string }; Querystring: Query }>('/artists/:id/top-tracks', async (request, reply) => {
    const catalogue = getCatalogue();
    const artist = lookup(request.params.id, (id) => catalogue.artist(id));
    if (!artist) return sendApiError(reply, 404, CATALOGUE_MESSAGES.notFound);
    const shape = shapeOf(request.query);
    return { tracks: catalogue.topTracks(artist.id).map((t) => trackObject(t, shape)) };
  });

  const findPlaylistOf = (id: string): CataloguePlaylist | undefined => findPlaylist(id, ctx.store.listAccounts());

  const playlistItems = (name: 'tracks' | 'items') =>
    app.get<{ Params: { id: string }; Querystring: Query }>(`/playlists/:id/${name}`, async (request, reply) => {
      const playlist = lookup(request.params.id, findPlaylistOf);
      if (!playlist) return sendApiError(reply, 404, CATALOGUE_MESSAGES.notFound);
      const shape = shapeOf(request.query);
      const page = pageParams(request.query, { maxLimit: name === 'tracks' ? 100 : 50 });
      const link = { publicUrl, path: `playlists/${playlist.id}/${name}`, query: { market: shape.market } };
      return paging(
        playlist.trackIds.map((_, index) => index),
        page,
        link,
        (index) => playlistTrack(playlist, index, shape),
      );
    });
  playlistItems('tracks');
  playlistItems('items');
};
