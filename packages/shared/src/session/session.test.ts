import { getCurrentUser, setCurrentUser } from '@upclub/shared/bus';
import type { UserDetails } from '@upclub/shared/types';
import {
  STORAGE_KEYS,
  clearProductSession,
  getProviderAccessToken,
  guardSession,
  isAuthenticated,
  isProviderConnected,
  saveNextPage,
  sessionStage,
  setProviderAccess,
  setProviderConnected,
  setToken,
  takeNextPage,
  PROVIDER_TOKEN_EXPIRY_MARGIN_MS,
} from '.';

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

describe('clearing the product session', () => {
  it('forgets token, flags, the access token in memory and the current user', () => {
    setToken('tok');
    setProviderConnected();
    setCurrentUser(jane);
    setProviderAccess({ access_token: 'at', expires_in: 3600 });
    clearProductSession();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authenticated)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.providerConnected)).toBeNull();
    expect(getCurrentUser()).toBeNull();
    expect(getProviderAccessToken()).toBeNull();
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
});
