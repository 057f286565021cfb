import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Album, SearchResults, Track } from '@upclub/shared/types';
import { ApiError } from '../../../../errors';
import { currentUser } from '../../../../plugins/app/auth';
import { SubsonicError } from '../../../../providers/opensubsonic/client';
import {
  mapAlbum,
  mapArtist,
  mapPlaylist,
  mapTrack,
  offsetPage,
  pageOf,
  type SubsonicAlbum,
  type SubsonicArtist,
  type SubsonicChild,
  type SubsonicPlaylist,
} from '../../../../providers/opensubsonic/map';
import {
  musicAnswer,
  musicIdParams,
  musicNotLinked,
  musicPageQuery,
  musicSearchQuery,
} from '../../../../schemas/music';

/** Spotify answers up to 10 top tracks of an artist. */
const TOP_TRACKS = 10;

/** The catalogue: search, tracks, artists, albums and playlists, with the user's own credential. */
const catalogue: FastifyPluginAsyncZod = async (app) => {
  const music = app.music!;
  const ctx = music.map;
  const tags = ['music'];
  const response = { 200: musicAnswer, 409: musicNotLinked };
  /** The request's URL at the public address (a page's `href`). */
  const hrefOf = (request: FastifyRequest) => new URL(request.url, `${app.config.publicUrl}/`);
  const call = (request: FastifyRequest, method: string, params = {}, lookup = false) =>
    music.call(currentUser(request).id, method, params, { lookup });

  async function album(request: FastifyRequest, id: string): Promise<SubsonicAlbum> {
    return (await call(request, 'getAlbum', { id }, true)).album as SubsonicAlbum;
  }

  app.get(
    '/music/search/',
    {
      schema: {
        tags,
        response,
        summary: 'Search songs, artists, albums and the user’s playlists',
        querystring: musicSearchQuery,
      },
    },
    async (request): Promise<SearchResults> => {
      const { q, type, offset, limit } = request.query;
      const href = hrefOf(request);
      const results: SearchResults = {};
      const asks = (t: string) => type.includes(t as never);
      if (asks('track') || asks('artist') || asks('album')) {
        // One more than a page of each: whether a next page exists (search3 gives no totals).
        const count = (t: string) => (asks(t) ? limit + 1 : 0);
        const found = (
          await call(request, 'search3', {
            query: q,
            songCount: count('track'),
            songOffset: offset,
            artistCount: count('artist'),
            artistOffset: offset,
            albumCount: count('album'),
            albumOffset: offset,
          })
        ).searchResult3 as { song?: SubsonicChild[]; artist?: SubsonicArtist[]; album?: SubsonicAlbum[] } | undefined;
        const page = <T, U>(list: T[] | undefined, map: (item: T) => U) => {
          const all = list ?? [];
          const items = all.slice(0, limit).map(map);
          return offsetPage(href, items, { offset, limit, total: offset + all.length, more: all.length > limit });
        };
        if (asks('track')) results.tracks = page(found?.song, (s) => mapTrack(ctx, s));
        if (asks('artist')) results.artists = page(found?.artist, (a) => mapArtist(ctx, a));
        if (asks('album')) results.albums = page(found?.album, (a) => mapAlbum(ctx, a));
      }
      if (asks('playlist')) {
        // search3 does not search playlists: the user's own, by name.
        const words = q.toLowerCase();
        const lists = ((await call(request, 'getPlaylists')).playlists as { playlist?: SubsonicPlaylist[] })?.playlist;
        const matching = (lists ?? []).filter((p) => (p.name ?? '').toLowerCase().includes(words));
        results.playlists = pageOf(
          href,
          matching.map((p) => mapPlaylist(ctx, p)),
          offset,
          limit,
        );
      }
      return results;
    },
  );

  app.get(
    '/music/tracks/:id/',
    { schema: { tags, response, summary: 'A song', params: musicIdParams } },
    async (request): Promise<Track> => {
      const song = (await call(request, 'getSong', { id: request.params.id }, true)).song as SubsonicChild;
      return mapTrack(ctx, song);
    },
  );

  app.get(
    '/music/artists/:id/',
    { schema: { tags, response, summary: 'An artist', params: musicIdParams } },
    async (request) => {
      const artist = (await call(request, 'getArtist', { id: request.params.id }, true)).artist as SubsonicArtist;
      return mapArtist(ctx, artist);
    },
  );

  app.get(
    '/music/artists/:id/top-tracks/',
    {
      schema: {
        tags,
        response,
        summary: 'An artist’s top songs',
        params: musicIdParams,
        description: 'getTopSongs where the server has it; else the first songs of the artist’s albums.',
      },
    },
    async (request): Promise<{ tracks: Track[] }> => {
      const artist = (await call(request, 'getArtist', { id: request.params.id }, true)).artist as SubsonicArtist;
      let top: SubsonicChild[] = [];
      try {
        const body = await call(request, 'getTopSongs', { artist: artist.name ?? '', count: TOP_TRACKS });
        top = (body.topSongs as { song?: SubsonicChild[] } | undefined)?.song ?? [];
      } catch (error) {
        // Servers without it (supysonic) answer an unknown method: fall back below.
        if (!(error instanceof ApiError || error instanceof SubsonicError)) throw error;
        if (error instanceof ApiError && error.statusCode === 409) throw error;
      }
      if (!top.length) {
        for (const { id } of artist.album ?? []) {
          top.push(...((await album(request, id)).song ?? []));
          if (top.length >= TOP_TRACKS) break;
        }
      }
      return { tracks: top.slice(0, TOP_TRACKS).map((s) => mapTrack(ctx, s)) };
    },
  );

  app.get(
    '/music/albums/:id/',
    { schema: { tags, response, summary: 'An album', params: musicIdParams } },
    async (request): Promise<Album> => mapAlbum(ctx, await album(request, request.params.id)),
  );

  app.get(
    '/music/albums/:id/tracks/',
    {
      schema: {
        tags,
        response,
        summary: 'An album’s songs, a page',
        params: musicIdParams,
        querystring: musicPageQuery,
      },
    },
    async (request) => {
      const found = await album(request, request.params.id);
      const songs = (found.song ?? []).map((s) => {
        const { album: _album, ...track } = mapTrack(ctx, s, found);
        return track;
      });
      return pageOf(hrefOf(request), songs, request.query.offset, request.query.limit);
    },
  );

  app.get(
    '/music/me/playlists/',
    { schema: { tags, response, summary: 'The user’s playlists, a page', querystring: musicPageQuery } },
    async (request) => {
      const lists = ((await call(request, 'getPlaylists')).playlists as { playlist?: SubsonicPlaylist[] })?.playlist;
      return pageOf(
        hrefOf(request),
        (lists ?? []).map((p) => mapPlaylist(ctx, p)),
        request.query.offset,
        request.query.limit,
      );
    },
  );

  app.get(
    '/music/playlists/:id/tracks/',
    {
      schema: {
        tags,
        response,
        summary: 'A playlist’s songs, a page',
        params: musicIdParams,
        querystring: musicPageQuery,
      },
    },
    async (request) => {
      const list = (await call(request, 'getPlaylist', { id: request.params.id }, true)).playlist as SubsonicPlaylist;
      const items = (list.entry ?? []).map((s) => {
        const track = mapTrack(ctx, s);
        return { added_at: null, track, item: track };
      });
      return pageOf(hrefOf(request), items, request.query.offset, request.query.limit);
    },
  );
};

export default catalogue;
