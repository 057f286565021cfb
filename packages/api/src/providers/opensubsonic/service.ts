import { MUSIC_NOT_LINKED_CODE, MUSIC_SERVER_TEXT } from '@upclub/shared/music-server';
import type { TrackDetails } from '@upclub/shared/types';
import { ApiError, badGateway, badRequest, notFound } from '../../errors';
import { TrackProviderError, type TrackResolver } from '../../lib/track-resolver';
import {
  SUBSONIC_ERROR,
  SubsonicClient,
  SubsonicError,
  SubsonicUnreachable,
  type Params,
  type SubsonicAuth,
  type SubsonicBody,
} from './client';
import type { MusicLink, MusicLinks } from './links';
import { toTrackDetails, type MapContext, type SubsonicChild } from './map';
import { LinkRefused, negotiate, type LinkCredentials } from './negotiate';
import type { Vault } from './vault';

// The API's side of an OpenSubsonic deployment: users' links, calls made with a user's own
// credential (catalogue, library, stream) or with the API's service account (the track cache,
// cover art, the demo seed), and the answers a route gives when the server fails.

/** The API's own account at the music server (OPENSUBSONIC_USERNAME + _PASSWORD, or _API_KEY). */
export type ServiceAccount = { username: string; password: string } | { apiKey: string };

export interface OpenSubsonicOptions {
  /** The server's base: REST calls at `<url>/rest/<method>`. */
  url: string;
  /** What the connect page calls the server. */
  serverName: string;
  account: ServiceAccount;
  /** CREDENTIAL_KEY (32 bytes); absent: kept in DATA_DIR, made on the first start. */
  credentialKey?: Buffer;
  /** Tests: the fetch the client uses. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** What v1/music/link/ answers. */
export interface LinkAnswer {
  linked: boolean;
  username: string | null;
  server: { name: string; version: string | null; type: string | null; open_subsonic: boolean };
}

/** 409 of a signed-in user without a (working) link: the client sends them to connect. */
export const notLinked = (detail: string = MUSIC_SERVER_TEXT.notLinked) =>
  new ApiError(409, { detail, code: MUSIC_NOT_LINKED_CODE });

/** Codes that say the credential itself is refused. */
const REFUSED: readonly number[] = [
  SUBSONIC_ERROR.wrongCredentials,
  SUBSONIC_ERROR.invalidApiKey,
  SUBSONIC_ERROR.tokenNotSupported,
  SUBSONIC_ERROR.mechanismNotSupported,
];

/**
 * A failure of the server as the route answers it: not found (70, and error 0 of a lookup by id,
 * supysonic's "badly formed UUID"), a refused credential (connect again), else a 502.
 */
export function musicFailure(error: unknown, lookup = false): unknown {
  if (error instanceof SubsonicUnreachable) return badGateway(MUSIC_SERVER_TEXT.unreachable);
  if (!(error instanceof SubsonicError)) return error;
  if (error.code === SUBSONIC_ERROR.notFound || (lookup && error.code === SUBSONIC_ERROR.generic)) return notFound();
  if (REFUSED.includes(error.code)) return notLinked(MUSIC_SERVER_TEXT.linkRefused);
  return badGateway(MUSIC_SERVER_TEXT.unreachable);
}

export function createOpenSubsonicMusic(
  options: OpenSubsonicOptions & { links: MusicLinks; vault: Vault; map: MapContext },
) {
  const { links, vault, map } = options;
  const client = new SubsonicClient({ baseUrl: options.url, fetch: options.fetch, timeoutMs: options.timeoutMs });
  const account: LinkCredentials = options.account;

  let service: Promise<SubsonicAuth> | null = null;
  /** The service account's credential, negotiated once (again after a failure). */
  function serviceAuth(): Promise<SubsonicAuth> {
    service ??= negotiate(client, account).then(
      (n) => n.auth,
      (error: unknown) => {
        service = null;
        throw error;
      },
    );
    return service;
  }

  /** A call with the service account; a refused credential is negotiated again once. */
  async function asService(method: string, params: Params = {}): Promise<SubsonicBody> {
    const auth = await serviceAuth();
    try {
      return await client.call(method, auth, params);
    } catch (error) {
      if (!(error instanceof SubsonicError) || !REFUSED.includes(error.code)) throw error;
      service = null;
      return client.call(method, await serviceAuth(), params);
    }
  }

  const answerOf = (link: MusicLink | null): LinkAnswer => ({
    linked: Boolean(link),
    username: link?.username ?? null,
    server: {
      name: options.serverName,
      version: link?.serverVersion ?? null,
      type: link?.serverType ?? null,
      open_subsonic: link?.openSubsonic ?? false,
    },
  });

  async function userAuth(userId: number): Promise<SubsonicAuth> {
    const link = await links.get(userId);
    if (!link) throw notLinked();
    return link.auth;
  }

  const trackResolver: TrackResolver = {
    async getTrack(id) {
      let body: SubsonicBody;
      try {
        body = await asService('getSong', { id });
      } catch (error) {
        if (
          error instanceof SubsonicError &&
          [SUBSONIC_ERROR.notFound, SUBSONIC_ERROR.generic].includes(error.code as 0)
        ) {
          return null;
        }
        throw new TrackProviderError(MUSIC_SERVER_TEXT.unreachable, { cause: error });
      }
      const song = body.song as SubsonicChild | undefined;
      return song?.id ? toTrackDetails(map, { ...song, id }) : null;
    },
  };

  return {
    client,
    map,
    serverName: options.serverName,
    trackResolver,

    async status(userId: number): Promise<LinkAnswer> {
      return answerOf(await links.get(userId));
    },

    /** Verifies the credentials with the server and keeps the strongest it accepts. */
    async link(userId: number, credentials: LinkCredentials): Promise<LinkAnswer> {
      let negotiated;
      try {
        negotiated = await negotiate(client, credentials);
      } catch (error) {
        if (error instanceof LinkRefused) throw badRequest({ non_field_errors: [error.message] });
        throw badGateway(MUSIC_SERVER_TEXT.unreachable);
      }
      const { auth, server } = negotiated;
      const link: MusicLink = {
        auth,
        username: 'username' in credentials ? credentials.username : null,
        serverVersion: server.version ?? '',
        serverType: typeof server.type === 'string' ? server.type : null,
        openSubsonic: server.openSubsonic === true,
      };
      await links.put(userId, link);
      return answerOf(link);
    },

    unlink: (userId: number) => links.remove(userId),

    /** 409 unless the user has a link. */
    async requireLink(userId: number): Promise<void> {
      await userAuth(userId);
    },

    /**
     * Stars (saves) or unstars songs, one call each: starring a starred song is error 0 on
     * supysonic ("already starred"), which is what was asked for.
     */
    async star(userId: number, ids: string[], on: boolean): Promise<void> {
      const auth = await userAuth(userId);
      for (const id of ids) {
        try {
          await client.call(on ? 'star' : 'unstar', auth, { id });
        } catch (error) {
          if (error instanceof SubsonicError && error.code === SUBSONIC_ERROR.generic) continue;
          throw musicFailure(error, true);
        }
      }
    },

    /** A JSON call with the user's own credential; failures as the route answers them. */
    async call(userId: number, method: string, params: Params = {}, { lookup = false } = {}): Promise<SubsonicBody> {
      const auth = await userAuth(userId);
      try {
        return await client.call(method, auth, params);
      } catch (error) {
        throw musicFailure(error, lookup);
      }
    },

    /** A media call (stream) with the user's credential: the server's raw answer. */
    async media(
      userId: number,
      method: string,
      params: Params,
      init: { headers?: Record<string, string>; signal?: AbortSignal },
    ) {
      const auth = await userAuth(userId);
      try {
        return await client.raw(method, auth, params, init);
      } catch (error) {
        throw musicFailure(error);
      }
    },

    /** A media call with the service account (cover art). */
    async serviceMedia(method: string, params: Params): Promise<Response> {
      try {
        return await client.raw(method, await serviceAuth(), params);
      } catch (error) {
        throw musicFailure(error);
      }
    },

    /** `count` songs for the demo posts, drawn by the service account (random, else the first ones). */
    async demoTracks(count: number): Promise<TrackDetails[]> {
      let songs: SubsonicChild[] = [];
      try {
        songs =
          ((await asService('getRandomSongs', { size: count })).randomSongs as { song?: SubsonicChild[] })?.song ?? [];
      } catch {
        // Some servers lack it: the whole library, by an empty search (supysonic, Navidrome).
      }
      if (!songs.length) {
        const found = await asService('search3', { query: '', songCount: count, artistCount: 0, albumCount: 0 });
        songs = (found.searchResult3 as { song?: SubsonicChild[] } | undefined)?.song ?? [];
      }
      return songs.filter((s) => s.id && !s.isDir).map((s) => toTrackDetails(map, s));
    },

    /** Signs a stream URL for one user and one track. */
    sign: (userId: number, trackId: string, expires: number) => vault.sign(userId, trackId, expires),
  };
}

export type OpenSubsonicMusic = ReturnType<typeof createOpenSubsonicMusic>;
