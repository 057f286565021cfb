import { createProfile, getMyProfile } from '@upclub/shared/api';
import { exchangeCode, readProviderHolder } from '@upclub/shared/providers/spotify';
import { STORAGE_KEYS, getProviderAccessToken, isProviderConnected } from '@upclub/shared/session';
import { CODE_VERIFIER, freshAuthState, notFound, profileOf, returningFromConsent } from '../testing';
import { completeAuthorization } from './authorize';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getMyProfile: jest.fn(),
  createProfile: jest.fn(),
}));
jest.mock('@upclub/shared/providers/spotify/authorization', () => ({
  ...jest.requireActual('@upclub/shared/providers/spotify/authorization'),
  exchangeCode: jest.fn(),
}));

const exchange = jest.mocked(exchangeCode);
const VERIFIER = CODE_VERIFIER;

beforeEach(() => {
  freshAuthState();
  returningFromConsent();
});

describe('completeAuthorization', () => {
  it('matching state: saves the code, exchanges it and connects', async () => {
    expect(await completeAuthorization('the-code', 'abcdEFGH')).toEqual({ ok: true, to: '/discover' });
    expect(localStorage.getItem(STORAGE_KEYS.authorizeCode)).toBe('the-code');
    expect(exchange).toHaveBeenCalledWith('the-code', VERIFIER, `${window.location.origin}/authorize-spotify`);
    expect(await readProviderHolder()).toEqual({ status: 'ok', username: 'jane', refreshToken: 'rt' });
    expect(isProviderConnected()).toBe(true);
    expect(getProviderAccessToken()).toBe('at');
  });

  it('goes to next_page, then forgets it', async () => {
    localStorage.setItem(STORAGE_KEYS.nextPage, JSON.stringify({ path: '/messages/4', query: {} }));
    expect(await completeAuthorization('c', 'abcdEFGH')).toEqual({ ok: true, to: '/messages/4' });
    expect(localStorage.getItem(STORAGE_KEYS.nextPage)).toBeNull();
  });

  it('creates the profile when none exists', async () => {
    jest.mocked(getMyProfile).mockRejectedValue(notFound());
    jest.mocked(createProfile).mockResolvedValue(profileOf('jane'));
    expect((await completeAuthorization('c', 'abcdEFGH')).ok).toBe(true);
    expect(createProfile).toHaveBeenCalled();
  });

  it.each([
    ['another state', 'zzzzzzzz'],
    ['no state', null],
  ])('%s: no exchange', async (_label, state) => {
    expect(await completeAuthorization('c', state)).toEqual({ ok: false, reason: 'state' });
    expect(exchange).not.toHaveBeenCalled();
    expect(isProviderConnected()).toBe(false);
  });

  it('no saved state: no exchange', async () => {
    localStorage.removeItem(STORAGE_KEYS.authorizeState);
    expect(await completeAuthorization('c', 'abcdEFGH')).toEqual({ ok: false, reason: 'state' });
  });

  it('a failed exchange resets the streaming session', async () => {
    exchange.mockRejectedValue(new Error('invalid_grant'));
    expect(await completeAuthorization('c', 'abcdEFGH')).toEqual({ ok: false, reason: 'exchange' });
    expect(isProviderConnected()).toBe(false);
    expect(await readProviderHolder()).toEqual({ status: 'none' });
  });
});
