// Helpers for the auth tests: DRF-shaped API errors, a profile, the provider configuration.
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { http } from '@upclub/shared/api';
import { configureProvider } from '@upclub/shared/provider';
import type { Profile } from '@upclub/shared/types';

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

export function profileOf(username: string, overrides: Partial<Profile> = {}): Profile {
  return {
    upclubuser: 7,
    username,
    first_name: 'Jane',
    last_name: 'Doe',
    user_type: 0,
    profile_picture: null,
    thumbnail_picture: null,
    bio: '',
    posts_count: 0,
    clubs_count: 0,
    upvotes_count: 0,
    followers_count: 0,
    following_count: 0,
    is_following: false,
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

/** The parameters of the provider consent URL a test was sent to. */
export function authorizeParams(url: string): Record<string, string> {
  const parsed = new URL(url);
  expect(parsed.origin + parsed.pathname).toBe(`${PROVIDER.accountsUrl}/authorize`);
  return Object.fromEntries(parsed.searchParams);
}
