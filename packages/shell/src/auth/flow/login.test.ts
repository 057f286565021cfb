import { createProfile, getMyProfile, login } from '@upclub/shared/api';
import type * as SharedApi from '@upclub/shared/api';
import { getCurrentUser, onNotice, type Notice } from '@upclub/shared/bus';
import { setStreamingProvider } from '@upclub/shared/providers';
import { fakeStreamingProvider, throttleEveryRequest } from '@upclub/shared/testing';
import {
  ProviderTokenError,
  codeChallengeS256,
  exchangeCode,
  readProviderHolder,
  refreshAccessToken,
  writeProviderHolder,
} from '@upclub/shared/providers/spotify';
import { STORAGE_KEYS, getProviderAccessToken, isAuthenticated, isProviderConnected } from '@upclub/shared/session';
import {
  PROVIDER,
  apiError,
  authorizeParams,
  freshAuthState,
  notFound,
  offlineApi,
  profileOf,
  stubBrowserAssign,
} from '../testing';
import { logIn } from './login';

const actualApi: typeof SharedApi = jest.requireActual('@upclub/shared/api');

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  login: jest.fn(),
  getMyProfile: jest.fn(),
  createProfile: jest.fn(),
}));
jest.mock('@upclub/shared/providers/spotify/authorization', () => ({
  ...jest.requireActual('@upclub/shared/providers/spotify/authorization'),
  exchangeCode: jest.fn(),
  refreshAccessToken: jest.fn(),
}));

const api = {
  login: jest.mocked(login),
  getMyProfile: jest.mocked(getMyProfile),
  createProfile: jest.mocked(createProfile),
};
const provider = { exchangeCode: jest.mocked(exchangeCode), refresh: jest.mocked(refreshAccessToken) };
const TOKEN = 'f'.repeat(40);
const credentials = { username: 'jane', password: 'longenough' };
const assign = stubBrowserAssign();

beforeEach(() => {
  freshAuthState();
  api.login.mockResolvedValue({ token: TOKEN });
  api.getMyProfile.mockResolvedValue(profileOf('jane'));
});

async function expectAuthorizeRedirect() {
  expect(assign).toHaveBeenCalledTimes(1);
  const params = authorizeParams(assign.mock.calls[0][0] as string);
  const state = localStorage.getItem(STORAGE_KEYS.authorizeState)!;
  const verifier = localStorage.getItem(STORAGE_KEYS.codeVerifier)!;
  expect(state).toHaveLength(8);
  expect(verifier).toHaveLength(43);
  expect(params).toMatchObject({
    client_id: PROVIDER.clientId,
    response_type: 'code',
    redirect_uri: `${window.location.origin}/authorize-spotify`,
    code_challenge_method: 'S256',
    state,
    code_challenge: await codeChallengeS256(verifier),
  });
}

describe('steps 1 and 2: token and profile', () => {
  it('stores the token, sets the current user', async () => {
    await logIn(credentials, null);
    expect(api.login).toHaveBeenCalledWith('jane', 'longenough');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(TOKEN);
    expect(isAuthenticated()).toBe(true);
    expect(getCurrentUser()?.username).toBe('jane');
    expect(api.createProfile).not.toHaveBeenCalled();
  });

  it('creates the profile when none exists (404)', async () => {
    api.getMyProfile.mockRejectedValue(notFound());
    api.createProfile.mockResolvedValue(profileOf('jane'));
    await logIn(credentials, null);
    expect(api.createProfile).toHaveBeenCalledWith();
    expect(getCurrentUser()?.username).toBe('jane');
  });

  it('a failed login only fails (no token, nothing else)', async () => {
    api.login.mockRejectedValue(apiError(400, { non_field_errors: ['Unable to log in with provided credentials.'] }));
    expect(await logIn(credentials, null)).toEqual({ kind: 'failed' });
    expect(isAuthenticated()).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a failed profile fetch undoes the login', async () => {
    api.getMyProfile.mockRejectedValue(apiError(500));
    expect(await logIn(credentials, null)).toEqual({ kind: 'failed' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('step 3: connect the streaming provider', () => {
  it('same username: refreshes its token and goes to discover', async () => {
    await writeProviderHolder({ username: 'jane', refreshToken: 'rt-jane' });
    provider.refresh.mockResolvedValue({ access_token: 'at', expires_in: 3600, refresh_token: 'rt-jane-2' });
    expect(await logIn(credentials, null)).toEqual({ kind: 'connected', to: '/discover' });
    expect(provider.refresh).toHaveBeenCalledWith('rt-jane');
    expect(isProviderConnected()).toBe(true);
    expect(getProviderAccessToken()).toBe('at');
    expect(await readProviderHolder()).toEqual({ status: 'ok', username: 'jane', refreshToken: 'rt-jane-2' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('same username: honours the next route', async () => {
    await writeProviderHolder({ username: 'jane', refreshToken: 'rt-jane' });
    provider.refresh.mockResolvedValue({ access_token: 'at', expires_in: 3600 });
    const outcome = await logIn(credentials, { path: '/discover/', query: { share_post: '12' } });
    expect(outcome).toEqual({ kind: 'connected', to: '/discover/?share_post=12' });
    expect(localStorage.getItem(STORAGE_KEYS.nextPage)).toBeNull();
  });

  it('same username, refresh refused: restarts authorization and keeps next for later', async () => {
    await writeProviderHolder({ username: 'jane', refreshToken: 'rt-jane' });
    provider.refresh.mockRejectedValue(new ProviderTokenError(400, 'invalid_grant'));
    expect(await logIn(credentials, { path: '/clubs/3', query: {} })).toEqual({ kind: 'authorizing' });
    await expectAuthorizeRedirect();
    expect(isProviderConnected()).toBe(false);
    expect(await readProviderHolder()).toEqual({ status: 'none' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.nextPage)!)).toEqual({ path: '/clubs/3', query: {} });
  });

  it('same username, refresh unanswered: authorizes, keeping the holder for the next login', async () => {
    await writeProviderHolder({ username: 'jane', refreshToken: 'rt-jane' });
    provider.refresh.mockRejectedValue(new ProviderTokenError(0, 'no_network'));
    expect(await logIn(credentials, null)).toEqual({ kind: 'authorizing' });
    await expectAuthorizeRedirect();
    expect(await readProviderHolder()).toEqual({ status: 'ok', username: 'jane', refreshToken: 'rt-jane' });
  });

  it('another username: clears recent user and post searches and uses the stored code', async () => {
    await writeProviderHolder({ username: 'sam', refreshToken: 'rt-sam' });
    localStorage.setItem(STORAGE_KEYS.recentUserSearch, '["sam-friend"]');
    localStorage.setItem(STORAGE_KEYS.recentPostSearch, '["sam-post"]');
    localStorage.setItem(STORAGE_KEYS.recentClubSearch, '["club"]');
    localStorage.setItem(STORAGE_KEYS.authorizeCode, 'stored-code');
    localStorage.setItem(STORAGE_KEYS.codeVerifier, 'v'.repeat(43));
    provider.exchangeCode.mockResolvedValue({ access_token: 'at', expires_in: 3600, refresh_token: 'rt-jane' });

    expect(await logIn(credentials, null)).toEqual({ kind: 'connected', to: '/discover' });
    expect(localStorage.getItem(STORAGE_KEYS.recentUserSearch)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.recentPostSearch)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.recentClubSearch)).toBe('["club"]');
    expect(provider.exchangeCode).toHaveBeenCalledWith(
      'stored-code',
      'v'.repeat(43),
      `${window.location.origin}/authorize-spotify`,
    );
    expect(provider.refresh).not.toHaveBeenCalled();
    expect(await readProviderHolder()).toEqual({ status: 'ok', username: 'jane', refreshToken: 'rt-jane' });
    expect(isProviderConnected()).toBe(true);
  });

  it('another username, stored code refused: authorizes', async () => {
    await writeProviderHolder({ username: 'sam', refreshToken: 'rt-sam' });
    localStorage.setItem(STORAGE_KEYS.authorizeCode, 'used-code');
    localStorage.setItem(STORAGE_KEYS.codeVerifier, 'v'.repeat(43));
    provider.exchangeCode.mockRejectedValue(new Error('invalid_grant'));
    expect(await logIn(credentials, null)).toEqual({ kind: 'authorizing' });
    await expectAuthorizeRedirect();
    expect(await readProviderHolder()).toEqual({ status: 'none' });
  });

  it('another username, no stored code: authorizes', async () => {
    await writeProviderHolder({ username: 'sam', refreshToken: 'rt-sam' });
    expect(await logIn(credentials, null)).toEqual({ kind: 'authorizing' });
    expect(provider.exchangeCode).not.toHaveBeenCalled();
    await expectAuthorizeRedirect();
  });

  it('unreadable data: discards it and authorizes', async () => {
    localStorage.setItem(
      STORAGE_KEYS.providerAccessHolder,
      JSON.stringify({ v: 1, iv: 'AAAAAAAAAAAAAAAA', data: 'AAAAAAAAAAAAAAAAAAAAAA==' }),
    );
    expect(await logIn(credentials, null)).toEqual({ kind: 'authorizing' });
    expect(localStorage.getItem(STORAGE_KEYS.providerAccessHolder)).toBeNull();
    expect(provider.refresh).not.toHaveBeenCalled();
    await expectAuthorizeRedirect();
  });

  it('nothing stored: redirects to provider authorization with fresh state and verifier', async () => {
    expect(await logIn(credentials, null)).toEqual({ kind: 'authorizing' });
    await expectAuthorizeRedirect();
    const firstState = localStorage.getItem(STORAGE_KEYS.authorizeState);
    assign.mockClear();
    await logIn(credentials, null);
    expect(localStorage.getItem(STORAGE_KEYS.authorizeState)).not.toBe(firstState);
  });
});

describe('with no network', () => {
  it('a login that gets no answer shows one notice, the connection one, and only stops loading', async () => {
    const notices: Notice[] = [];
    const stop = onNotice((n) => notices.push(n));
    const online = offlineApi();
    api.login.mockImplementation(actualApi.login);
    try {
      expect(await logIn(credentials, null)).toEqual({ kind: 'failed' });
    } finally {
      online();
      stop();
    }
    expect(notices).toEqual([{ kind: 'error', text: 'Please check your internet connection.' }]);
    expect(isAuthenticated()).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('refused for too many requests', () => {
  it('a login refused with 429 says how long to wait (a wrong password still shows nothing)', async () => {
    const notices: Notice[] = [];
    const stop = onNotice((n) => notices.push(n));
    const undo = throttleEveryRequest(120);
    api.login.mockImplementation(actualApi.login);
    try {
      expect(await logIn(credentials, null)).toEqual({ kind: 'failed' });
    } finally {
      undo();
      stop();
    }
    expect(notices).toEqual([{ kind: 'error', text: 'Too many requests. Please try again in 2 minutes.' }]);
    expect(isAuthenticated()).toBe(false);
  });
});

describe('step 3 reads the account link of the deployment’s provider', () => {
  it('connected: goes on; not linked yet: authorizing (the connect form)', async () => {
    const other = fakeStreamingProvider('opensubsonic');
    setStreamingProvider(other);
    other.accountLink.connect.mockResolvedValueOnce('connected').mockResolvedValueOnce('authorizing');
    expect(await logIn(credentials, null)).toEqual({ kind: 'connected', to: '/discover' });
    expect(await logIn(credentials, null)).toEqual({ kind: 'authorizing' });
    expect(other.accountLink.connect).toHaveBeenCalledWith('jane');
    expect(assign).not.toHaveBeenCalled();
  });
});
