import { getCurrentUser } from '@upclub/shared/bus';
import {
  STORAGE_KEYS,
  clearProviderAccess,
  clearProviderConnected,
  getProviderAccessToken,
  removeStored,
  setProviderAccess,
  setProviderConnected,
} from '@upclub/shared/session';
import type { ProviderTokens } from '@upclub/shared/types';
import { ProviderTokenError, refreshAccessToken } from '../authorization';
import { readProviderHolder, removeProviderHolder, writeProviderHolder } from './provider-holder';

/** There is no usable provider access for this user: authorize again (route authorize_spotify). */
export class ProviderSessionError extends Error {
  constructor(readonly reason: 'none' | 'unreadable' | 'otherUser' | 'refreshFailed') {
    super(`No provider session: ${reason}`);
    this.name = 'ProviderSessionError';
  }
}

/** Resets the streaming session (a failed provider token request, unreadable holder, unlink). */
export function clearProviderSession(): void {
  removeProviderHolder();
  removeStored(STORAGE_KEYS.providerRefreshToken);
  clearProviderConnected();
  clearProviderAccess();
}

/**
 * A new provider token for this user: keeps the access token in memory, the refresh token
 * (the new one, or the old one when the provider sends none) in the encrypted holder, and sets
 * the connected flag.
 */
export async function storeProviderTokens(username: string, tokens: ProviderTokens): Promise<void> {
  setProviderAccess(tokens);
  if (tokens.refresh_token) await writeProviderHolder({ username, refreshToken: tokens.refresh_token });
  setProviderConnected();
}

/**
 * Whether the provider refused the refresh token itself (an OAuth error answer such as
 * invalid_grant): the grant is gone. No answer (offline, or the request cut short because the page
 * is being left), a server error or a rate limit says nothing about the grant.
 */
const refreshRefused = (error: unknown): boolean =>
  error instanceof ProviderTokenError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * Refreshes with a stored refresh token. A refused one resets the streaming session (spec §4);
 * a refresh that merely failed keeps it, so the next try (or the next page) can refresh again.
 */
export async function connectWithRefreshToken(username: string, refreshToken: string): Promise<string> {
  let tokens: ProviderTokens;
  try {
    tokens = await refreshAccessToken(refreshToken);
  } catch (error) {
    if (refreshRefused(error)) clearProviderSession();
    throw error;
  }
  await storeProviderTokens(username, tokens);
  return tokens.access_token;
}

let inFlight: Promise<string> | null = null;

/**
 * A valid provider access token: the one in memory, else a refresh through the encrypted
 * holder of the signed-in user (`force` skips the memory, e.g. after a 401). Concurrent callers
 * share one refresh. Throws ProviderSessionError when the user must authorize again, and the
 * ProviderTokenError itself when the refresh could not be done now (no answer, a server error).
 */
export function ensureProviderAccessToken(options: { force?: boolean } = {}): Promise<string> {
  const current = options.force ? null : getProviderAccessToken();
  if (current) return Promise.resolve(current);
  inFlight ??= refreshFromHolder().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function refreshFromHolder(): Promise<string> {
  const holder = await readProviderHolder();
  if (holder.status !== 'ok') {
    clearProviderSession();
    throw new ProviderSessionError(holder.status);
  }
  const username = getCurrentUser()?.username;
  if (username && username !== holder.username) {
    clearProviderSession();
    throw new ProviderSessionError('otherUser');
  }
  try {
    return await connectWithRefreshToken(holder.username, holder.refreshToken);
  } catch (error) {
    if (refreshRefused(error)) throw new ProviderSessionError('refreshFailed');
    throw error;
  }
}
