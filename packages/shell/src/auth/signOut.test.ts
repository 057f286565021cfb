import { navigateToUrl } from 'single-spa';
import { createProfile, getMyProfile, logout } from '@upclub/shared/api';
import {
  getCurrentUser,
  onNotice,
  onRoomCommand,
  setCurrentUser,
  setRoomSession,
  type Notice,
  type RoomCommand,
} from '@upclub/shared/bus';
import { readProviderHolder, writeProviderHolder } from '@upclub/shared/providers/spotify';
import { STORAGE_KEYS, clearProductSession, setProviderConnected, setToken } from '@upclub/shared/session';
import { handleUnauthorized, restoreSession, signOut } from './signOut';
import { apiError, notFound, profileOf } from './testing';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  logout: jest.fn(),
  getMyProfile: jest.fn(),
  createProfile: jest.fn(),
}));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearProductSession();
  jest.clearAllMocks();
  window.history.pushState(null, '', '/discover');
});

async function signedIn() {
  setToken('t'.repeat(40));
  setProviderConnected();
  setCurrentUser(profileOf('jane', { user_type: 2 }));
  await writeProviderHolder({ username: 'jane', refreshToken: 'rt' });
}

describe('signOut', () => {
  it('logs out, clears the product session, keeps the provider holder, goes to login', async () => {
    await signedIn();
    jest.mocked(logout).mockResolvedValue(undefined);
    await signOut();
    expect(logout).toHaveBeenCalledWith();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authenticated)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.providerConnected)).toBeNull();
    expect(getCurrentUser()).toBeNull();
    expect(await readProviderHolder()).toEqual({ status: 'ok', username: 'jane', refreshToken: 'rt' });
    expect(navigateToUrl).toHaveBeenCalledWith('/login');
  });

  it('leaves a club room first, while the token still lets the call through', async () => {
    await signedIn();
    const order: string[] = [];
    const off = onRoomCommand((command: RoomCommand) => void order.push(command.type));
    jest.mocked(logout).mockImplementation(async () => void order.push('logout'));
    await signOut();
    expect(order).toEqual(['logout']);
    setRoomSession({ room: 7, club: 3, status: 'listening', state: null, clockOffsetMs: 0 });
    await signedIn();
    await signOut();
    expect(order).toEqual(['logout', 'leave', 'logout']);
    off();
    setRoomSession(null);
  });

  it('signs out on this side even when logout fails', async () => {
    await signedIn();
    jest.mocked(logout).mockRejectedValue(apiError(500));
    await signOut();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigateToUrl).toHaveBeenCalledWith('/login');
  });
});

describe('handleUnauthorized', () => {
  it('clears the product session and goes to login', async () => {
    await signedIn();
    handleUnauthorized();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigateToUrl).toHaveBeenCalledWith('/login');
  });

  it.each(['/login', '/terms', '/privacy-policy', '/signup'])('stays on %s', (path) => {
    window.history.pushState(null, '', path);
    handleUnauthorized();
    expect(navigateToUrl).not.toHaveBeenCalled();
  });
});

describe("a session the server ended, said after a reload ('Unauthorized session.')", () => {
  function noticesDuring(run: () => Promise<unknown>): Promise<Notice[]> {
    const seen: Notice[] = [];
    const stop = onNotice((notice) => seen.push(notice));
    return run().then(() => {
      stop();
      return seen;
    });
  }
  const unauthorized = { kind: 'error', text: 'Unauthorized session.' };

  it('is said once by the next start after a 401 ended it', async () => {
    await signedIn();
    handleUnauthorized();
    expect(await noticesDuring(restoreSession)).toContainEqual(unauthorized);
    expect(await noticesDuring(restoreSession)).not.toContainEqual(unauthorized);
  });

  it('is not said after signing out, nor after signing in again', async () => {
    await signedIn();
    jest.mocked(logout).mockResolvedValue(undefined);
    await signOut();
    expect(await noticesDuring(restoreSession)).not.toContainEqual(unauthorized);

    await signedIn();
    handleUnauthorized();
    setToken('u'.repeat(40));
    clearProductSession();
    expect(await noticesDuring(restoreSession)).not.toContainEqual(unauthorized);
  });

  it('is not marked by a 401 on a page nobody was signed in to', async () => {
    window.history.pushState(null, '', '/login');
    handleUnauthorized();
    expect(await noticesDuring(restoreSession)).not.toContainEqual(unauthorized);
  });
});

describe('restoreSession', () => {
  it('without a token: unauthenticated, no call', async () => {
    expect(await restoreSession()).toEqual({ authenticated: false, providerConnected: false, userType: 0 });
    expect(getMyProfile).not.toHaveBeenCalled();
  });

  it('with a token: fetches the profile and sets the current user', async () => {
    setToken('t'.repeat(40));
    setProviderConnected();
    jest.mocked(getMyProfile).mockResolvedValue(profileOf('jane', { user_type: 4 }));
    expect(await restoreSession()).toEqual({ authenticated: true, providerConnected: true, userType: 4 });
    expect(getCurrentUser()?.username).toBe('jane');
  });

  it('creates a missing profile', async () => {
    setToken('t'.repeat(40));
    jest.mocked(getMyProfile).mockRejectedValue(notFound());
    jest.mocked(createProfile).mockResolvedValue(profileOf('jane'));
    expect(await restoreSession()).toMatchObject({ authenticated: true, providerConnected: false });
    expect(createProfile).toHaveBeenCalled();
  });

  it('a 401 clears the session', async () => {
    setToken('t'.repeat(40));
    jest.mocked(getMyProfile).mockRejectedValue(apiError(401, { detail: 'Invalid token.' }));
    expect(await restoreSession()).toEqual({ authenticated: false, providerConnected: false, userType: 0 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('a network failure keeps the session', async () => {
    setToken('t'.repeat(40));
    jest.mocked(getMyProfile).mockRejectedValue(new Error('Network Error'));
    expect(await restoreSession()).toMatchObject({ authenticated: true });
  });
});
