import { getCurrentUser, setCurrentUser } from '@upclub/shared/bus';
import {
  STORAGE_KEYS,
  clearProductSession,
  getProviderAccessToken,
  isAuthenticated,
  isProviderConnected,
  setProviderAccess,
  setProviderConnected,
  setToken,
} from '@upclub/shared/session';
import type { UserDetails } from '@upclub/shared/types';
import { ProviderTokenError, refreshAccessToken } from '../authorization';
import {
  clearProviderSession,
  ensureProviderAccessToken,
  readProviderHolder,
  writeProviderHolder,
  ProviderSessionError,
} from '.';

jest.mock('../authorization', () => ({
  ...jest.requireActual('../authorization'),
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

describe('provider access token', () => {
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
