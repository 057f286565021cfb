import { getCurrentUser, setCurrentUser } from '@upclub/shared/bus';
import { ProviderTokenError, refreshAccessToken } from '@upclub/shared/provider';
import type { UserDetails } from '@upclub/shared/types';
import {
  STORAGE_KEYS,
  clearProductSession,
  clearProviderSession,
  ensureProviderAccessToken,
  getProviderAccessToken,
  guardSession,
  isAuthenticated,
  isProviderConnected,
  readProviderHolder,
  saveNextPage,
  sessionStage,
  setProviderAccess,
  setProviderConnected,
  setToken,
  takeNextPage,
  writeProviderHolder,
  ProviderSessionError,
  PROVIDER_TOKEN_EXPIRY_MARGIN_MS,
} from '.';

jest.mock('@upclub/shared/provider', () => ({
  ...jest.requireActual('../provider'),
  refreshAccessToken: jest.fn(),
}));
const refresh = jest.mocked(refreshAccessToken);

const jane: UserDetails = {
  upclubuser: 1,
  username: 'jane',
  first_name: 'Jane',
  last_name: 'Doe',
  user_type: 6,
  profile_picture: null,
  thumbnail_picture: null,
};

beforeEach(() => {
  localStorage.clear();
  clearProductSession();
  refresh.mockReset();
});

describe('session stages (spec §4)', () => {
  it('unauthenticated -> logged in -> provider connected', () => {
    expect(sessionStage()).toBe('unauthenticated');
    expect(guardSession()).toEqual({ authenticated: false, providerConnected: false, userType: 0 });
    setToken('a'.repeat(40));
    expect(isAuthenticated()).toBe(true);
    expect(sessionStage()).toBe('loggedIn');
    setProviderConnected();
    expect(isProviderConnected()).toBe(true);
    expect(sessionStage()).toBe('providerConnected');
    setCurrentUser(jane);
    expect(guardSession()).toEqual({ authenticated: true, providerConnected: true, userType: 6 });
  });

  it('needs both the token and the authenticated flag', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    expect(isAuthenticated()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.authenticated, 'true');
    expect(isAuthenticated()).toBe(true);
  });

  it('a connected flag without a session counts for nothing', () => {
    setProviderConnected();
    expect(isProviderConnected()).toBe(false);
  });
});

describe('clearing', () => {
  it('the product session keeps the encrypted holder', async () => {
    setToken('tok');
    setProviderConnected();
    setCurrentUser(jane);
    setProviderAccess({ access_token: 'at', expires_in: 3600 });
    await writeProviderHolder({ username: 'jane', refreshToken: 'rt' });
    clearProductSession();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authenticated)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.providerConnected)).toBeNull();
    expect(getCurrentUser()).toBeNull();
    expect(getProviderAccessToken()).toBeNull();
    expect(await readProviderHolder()).toEqual({ status: 'ok', username: 'jane', refreshToken: 'rt' });
  });

  it('the provider session drops holder, flag and access token but keeps the login', async () => {
    setToken('tok');
    setProviderConnected();
    setProviderAccess({ access_token: 'at', expires_in: 3600 });
    await writeProviderHolder({ username: 'jane', refreshToken: 'rt' });
    clearProviderSession();
    expect(isAuthenticated()).toBe(true);
    expect(isProviderConnected()).toBe(false);
    expect(getProviderAccessToken()).toBeNull();
    expect(await readProviderHolder()).toEqual({ status: 'none' });
  });
});

describe('next page', () => {
  it('is taken once as a URL', () => {
    saveNextPage({ path: '/discover/', query: { share_post: '9' } });
    expect(takeNextPage()).toBe('/discover/?share_post=9');
    expect(takeNextPage()).toBe('/discover');
  });
});

describe('provider access token', () => {
  it('is valid until shortly before expiry', () => {
    setProviderAccess({ access_token: 'at', expires_in: 3600 }, 1_000);
    expect(getProviderAccessToken(1_000)).toBe('at');
    expect(getProviderAccessToken(1_000 + 3600_000 - PROVIDER_TOKEN_EXPIRY_MARGIN_MS)).toBeNull();
  });

  it('is refreshed through the holder, once for concurrent callers, keeping a rotated refresh token', async () => {
    setToken('tok');
    setCurrentUser(jane);
    await writeProviderHolder({ username: 'jane', refreshToken: 'rt1' });
    refresh.mockResolvedValue({ access_token: 'fresh', expires_in: 3600, refresh_token: 'rt2' });
    const [a, b] = await Promise.all([ensureProviderAccessToken(), ensureProviderAccessToken()]);
    expect([a, b]).toEqual(['fresh', 'fresh']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('rt1');
    expect(isProviderConnected()).toBe(true);
    expect(await readProviderHolder()).toEqual({ status: 'ok', username: 'jane', refreshToken: 'rt2' });
    expect(await ensureProviderAccessToken()).toBe('fresh');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a refused refresh resets the streaming session', async () => {
    setToken('tok');
    setProviderConnected();
    await writeProviderHolder({ username: 'jane', refreshToken: 'rt1' });
    refresh.mockRejectedValue(new ProviderTokenError(400, 'invalid_grant'));
    await expect(ensureProviderAccessToken({ force: true })).rejects.toEqual(new ProviderSessionError('refreshFailed'));
    expect(isProviderConnected()).toBe(false);
    expect(await readProviderHolder()).toEqual({ status: 'none' });
  });

  // A page left while its refresh is on the way sees the request fail with no answer; the page
  // the user goes to must still find the session (it used to be reset, sending them to authorize).
  it.each([
    ['no answer', new ProviderTokenError(0, 'no_network')],
    ['a server error', new ProviderTokenError(503, 'request_failed')],
    ['a rate limit', new ProviderTokenError(429, 'request_failed')],
  ])('a refresh that gets %s keeps the streaming session and can be tried again', async (_case, failure) => {
    setToken('tok');
    setCurrentUser(jane);
    setProviderConnected();
    await writeProviderHolder({ username: 'jane', refreshToken: 'rt1' });
    refresh.mockRejectedValueOnce(failure);
    await expect(ensureProviderAccessToken({ force: true })).rejects.toBe(failure);
    expect(isProviderConnected()).toBe(true);
    expect(await readProviderHolder()).toEqual({ status: 'ok', username: 'jane', refreshToken: 'rt1' });
    refresh.mockResolvedValueOnce({ access_token: 'fresh', expires_in: 3600, refresh_token: 'rt1' });
    expect(await ensureProviderAccessToken({ force: true })).toBe('fresh');
  });

  it("never uses another user's holder", async () => {
    setToken('tok');
    setCurrentUser({ ...jane, username: 'sam' });
    await writeProviderHolder({ username: 'jane', refreshToken: 'rt1' });
    await expect(ensureProviderAccessToken()).rejects.toEqual(new ProviderSessionError('otherUser'));
    expect(refresh).not.toHaveBeenCalled();
  });

  it('without a holder asks for authorization', async () => {
    await expect(ensureProviderAccessToken()).rejects.toEqual(new ProviderSessionError('none'));
  });
});
