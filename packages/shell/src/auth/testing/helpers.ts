// Helpers for the auth tests: DRF-shaped API errors, a profile, the provider configuration, the
// fresh state each test starts from, the stubbed browser navigation and a pending authorization.
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { createProfile, getMyProfile, http, login, register } from '@upclub/shared/api';
import { setStreamingProvider } from '@upclub/shared/providers';
import { configureProvider, exchangeCode, spotifyProvider } from '@upclub/shared/providers/spotify';
import { STORAGE_KEYS, clearProductSession, setToken } from '@upclub/shared/session';
import type { UserProfile } from '@upclub/shared/types';
import { browser } from '../flow/browser';

export function apiError(status: number, data: unknown = {}): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: String(status), data, headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, undefined, response);
}

export const notFound = () => apiError(404, { detail: 'Not found.' });

/** Every request of the real API client gets no answer (the network is down); returns the undo. */
export function offlineApi(): () => void {
  const adapter = http.defaults.adapter;
  http.defaults.adapter = async (config) => {
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  };
  return () => {
    http.defaults.adapter = adapter;
  };
}

export function profileOf(username: string, overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    upclubuser: 7,
    username,
    first_name: 'Jane',
    last_name: 'Doe',
    user_type: 0,
    profile_picture: null,
    thumbnail_picture: null,
    profile_description: '',
    profile_twitter: null,
    profile_instagram: null,
    posts: 0,
    clubs: 0,
    likes_given: 0,
    followers: 0,
    followings: 0,
    followed: false,
    ...overrides,
  };
}

export const PROVIDER = {
  accountsUrl: 'https://accounts.provider.test',
  apiUrl: 'https://api.provider.test/v1',
  sdkUrl: 'https://sdk.provider.test/player.js',
  clientId: 'upclub-web',
};

export const useTestProvider = () => configureProvider(PROVIDER);

/**
 * What each auth test starts from: empty storage, no product session, fresh mocks, the test
 * provider (Spotify, at the test addresses, unless a test installs another).
 */
export function freshAuthState(): void {
  localStorage.clear();
  clearProductSession();
  jest.clearAllMocks();
  configureProvider(PROVIDER);
  setStreamingProvider(spotifyProvider);
}

/**
 * Stubs the browser's navigation away (browser.assign) for the tests of a file and restores it
 * after them; fresh mocks before each test clear its calls.
 */
export function stubBrowserAssign(): jest.SpyInstance {
  const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  afterAll(() => assign.mockRestore());
  return assign;
}

/** A registration that succeeds for `username` (the test file mocks register, login and createProfile). */
export function signupSucceeds(username: string): void {
  jest.mocked(register).mockResolvedValue(profileOf(username));
  jest.mocked(login).mockResolvedValue({ token: 'k'.repeat(40) });
  jest.mocked(createProfile).mockResolvedValue(profileOf(username));
}

export const AUTHORIZE_STATE = 'abcdEFGH';
export const CODE_VERIFIER = 'v'.repeat(43);

/**
 * Signed in as jane and back from the provider's consent: the state and verifier kept, the profile
 * and the code exchange answer (the test file mocks getMyProfile, and exchangeCode in
 * `@upclub/shared/providers/spotify/authorization`).
 */
export function returningFromConsent(): void {
  setToken('t'.repeat(40));
  localStorage.setItem(STORAGE_KEYS.authorizeState, AUTHORIZE_STATE);
  localStorage.setItem(STORAGE_KEYS.codeVerifier, CODE_VERIFIER);
  jest.mocked(getMyProfile).mockResolvedValue(profileOf('jane'));
  jest.mocked(exchangeCode).mockResolvedValue({ access_token: 'at', expires_in: 3600, refresh_token: 'rt' });
}

/** The parameters of the provider consent URL a test was sent to. */
export function authorizeParams(url: string): Record<string, string> {
  const parsed = new URL(url);
  expect(parsed.origin + parsed.pathname).toBe(`${PROVIDER.accountsUrl}/authorize`);
  return Object.fromEntries(parsed.searchParams);
}
