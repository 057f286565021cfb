import { MUSIC_SERVER_MIN_API, MUSIC_SERVER_TOKEN_API, MUSIC_SERVER_TEXT } from '@upclub/shared/music-server';
import {
  compareVersions,
  SUBSONIC_ERROR,
  SubsonicError,
  tokenAuth,
  type SubsonicAuth,
  type SubsonicBody,
  type SubsonicClient,
} from './client';

// Signing in at a music server with the strongest credential it takes (docs/opensubsonic-servers.md
// "Signing in"): an API key as given; else a token (t = md5(password + salt), Subsonic 1.13+),
// falling back to the password (sent as `enc:` hex) when the server refuses tokens. Each try is a
// `ping`, which checks the credential and nothing else.

/** What a person gives to link: a username and password, or an API key. */
export type LinkCredentials = { username: string; password: string } | { apiKey: string };

/** Why linking failed, as the person is told (MUSIC_SERVER_TEXT). */
export class LinkRefused extends Error {
  constructor(readonly reason: 'wrongCredentials' | 'wrongApiKey' | 'apiKeyUnsupported' | 'tooOld') {
    super(MUSIC_SERVER_TEXT[reason]);
    this.name = 'LinkRefused';
  }
}

export interface Negotiated {
  auth: SubsonicAuth;
  /** The ping's envelope: version, type, openSubsonic. */
  server: SubsonicBody;
}

const REFUSES_TOKENS: readonly number[] = [SUBSONIC_ERROR.tokenNotSupported, SUBSONIC_ERROR.mechanismNotSupported];
/**
 * What an older server (before tokens, supysonic) answers a token with: it looks for `p` and finds
 * none (10), or checks an empty password (40). Only from a server that says it is older than 1.13.
 */
const OLD_SERVER_TOKEN_ANSWERS: readonly number[] = [SUBSONIC_ERROR.missingParameter, SUBSONIC_ERROR.wrongCredentials];
const WRONG: readonly number[] = [SUBSONIC_ERROR.wrongCredentials, SUBSONIC_ERROR.invalidApiKey];

const olderThan = (version: string | undefined, than: string) =>
  version !== undefined && compareVersions(version, than) < 0;

function refusal(error: SubsonicError, wrong: 'wrongCredentials' | 'wrongApiKey'): Error {
  if (error.code === SUBSONIC_ERROR.serverTooOld || olderThan(error.version, MUSIC_SERVER_MIN_API)) {
    return new LinkRefused('tooOld');
  }
  if (WRONG.includes(error.code)) return new LinkRefused(wrong);
  return error;
}

function checked(negotiated: Negotiated): Negotiated {
  if (olderThan(negotiated.server.version, MUSIC_SERVER_MIN_API)) throw new LinkRefused('tooOld');
  return negotiated;
}

/** Pings with the credentials; LinkRefused, SubsonicError (other codes) or SubsonicUnreachable otherwise. */
export async function negotiate(client: SubsonicClient, credentials: LinkCredentials): Promise<Negotiated> {
  if ('apiKey' in credentials) {
    const auth: SubsonicAuth = { kind: 'apiKey', apiKey: credentials.apiKey };
    try {
      return checked({ auth, server: await client.call('ping', auth) });
    } catch (error) {
      if (!(error instanceof SubsonicError)) throw error;
      const unsupported = [SUBSONIC_ERROR.missingParameter, ...REFUSES_TOKENS].includes(error.code);
      throw unsupported && !olderThan(error.version, MUSIC_SERVER_MIN_API)
        ? new LinkRefused('apiKeyUnsupported')
        : refusal(error, 'wrongApiKey');
    }
  }
  const { username, password } = credentials;
  const token = tokenAuth(username, password);
  try {
    return checked({ auth: token, server: await client.call('ping', token) });
  } catch (error) {
    if (!(error instanceof SubsonicError)) throw error;
    const fallBack =
      REFUSES_TOKENS.includes(error.code) ||
      (OLD_SERVER_TOKEN_ANSWERS.includes(error.code) && olderThan(error.version, MUSIC_SERVER_TOKEN_API));
    if (!fallBack) throw refusal(error, 'wrongCredentials');
  }
  const plain: SubsonicAuth = { kind: 'password', username, password };
  try {
    return checked({ auth: plain, server: await client.call('ping', plain) });
  } catch (error) {
    throw error instanceof SubsonicError ? refusal(error, 'wrongCredentials') : error;
  }
}
