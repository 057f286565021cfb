import { createProfile, getMyProfile, login, register } from '@upclub/shared/api';
import type * as SharedApi from '@upclub/shared/api';
import { getCurrentUser, onNotice, type Notice } from '@upclub/shared/bus';
import { STORAGE_KEYS, isAuthenticated } from '@upclub/shared/session';
import {
  apiError,
  authorizeParams,
  freshAuthState,
  offlineApi,
  profileOf,
  signupSucceeds,
  stubBrowserAssign,
} from '../testing';
import { signUp } from './signup';

const actualApi: typeof SharedApi = jest.requireActual('@upclub/shared/api');

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  register: jest.fn(),
  login: jest.fn(),
  createProfile: jest.fn(),
  getMyProfile: jest.fn(),
}));

const user = {
  username: 'jane',
  password: 'longenough',
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone_number: '+447400123456',
};
const assign = stubBrowserAssign();

beforeEach(() => {
  freshAuthState();
  signupSucceeds('jane');
});

it('registers, logs in, creates the profile (empty payload), then authorizes', async () => {
  localStorage.setItem(STORAGE_KEYS.recentUserSearch, '["x"]');
  expect(await signUp(user)).toEqual({ kind: 'authorizing' });
  expect(register).toHaveBeenCalledWith(user);
  expect(login).toHaveBeenCalledWith('jane', 'longenough');
  expect(createProfile).toHaveBeenCalledWith();
  expect(isAuthenticated()).toBe(true);
  expect(getCurrentUser()?.username).toBe('jane');
  expect(localStorage.getItem(STORAGE_KEYS.recentUserSearch)).toBeNull();
  expect(authorizeParams(assign.mock.calls[0][0] as string).state).toBe(
    localStorage.getItem(STORAGE_KEYS.authorizeState),
  );
});

it('a profile that already exists is fetched instead', async () => {
  jest.mocked(createProfile).mockRejectedValue(apiError(400, { detail: 'Profile exists' }));
  jest.mocked(getMyProfile).mockResolvedValue(profileOf('jane'));
  expect(await signUp(user)).toEqual({ kind: 'authorizing' });
  expect(getCurrentUser()?.username).toBe('jane');
});

it('returns the first message of each field of a 400', async () => {
  jest.mocked(register).mockRejectedValue(
    apiError(400, {
      username: ['A user with that username already exists.', 'other'],
      email: 'A user with that email already exists.',
    }),
  );
  expect(await signUp(user)).toEqual({
    kind: 'fieldErrors',
    errors: { username: 'A user with that username already exists.', email: 'A user with that email already exists.' },
  });
  expect(login).not.toHaveBeenCalled();
});

it('other failures', async () => {
  jest.mocked(register).mockRejectedValue(apiError(500));
  expect(await signUp(user)).toEqual({ kind: 'failed' });
  jest.mocked(register).mockResolvedValue(profileOf('jane'));
  jest.mocked(login).mockRejectedValue(apiError(400));
  expect(await signUp(user)).toEqual({ kind: 'loginFailed' });
  expect(isAuthenticated()).toBe(false);
  expect(assign).not.toHaveBeenCalled();
});

it('a sign-up that gets no answer shows one notice, the connection one', async () => {
  const notices: Notice[] = [];
  const stop = onNotice((n) => notices.push(n));
  const online = offlineApi();
  jest.mocked(register).mockImplementation(actualApi.register);
  try {
    expect(await signUp(user)).toEqual({ kind: 'failed' });
  } finally {
    online();
    stop();
  }
  expect(notices).toEqual([{ kind: 'error', text: 'Please check your internet connection.' }]);
  expect(login).not.toHaveBeenCalled();
});
