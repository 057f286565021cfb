import { resetPassword, sendResetCode, sendUsername } from '@upclub/shared/api';
import type * as SharedApi from '@upclub/shared/api';
import { onNotice } from '@upclub/shared/bus';
import { recordEachTest, throttleEveryRequest } from '@upclub/shared/testing';
import { STORAGE_KEYS } from '@upclub/shared/session';
import { apiError, offlineApi } from '../testing';
import { changePassword, requestResetCode, requestUsername } from './recovery';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  sendResetCode: jest.fn(),
  resetPassword: jest.fn(),
  sendUsername: jest.fn(),
}));

const notices = recordEachTest(onNotice);
beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

const detail = (text: string, status = 400) => apiError(status, { detail: text });

describe('forgot password', () => {
  it('success: notice and reset_username kept', async () => {
    jest.mocked(sendResetCode).mockResolvedValue({});
    expect(await requestResetCode('jane')).toBe(true);
    expect(sendResetCode).toHaveBeenCalledWith('jane');
    expect(localStorage.getItem(STORAGE_KEYS.resetUsername)).toBe('jane');
    expect(notices).toEqual([{ kind: 'success', text: 'A password reset code has been sent to your email.' }]);
  });

  it.each([
    [detail('Not found.', 404), 'Username not found'],
    [detail('Something else'), 'Request failed'],
    [apiError(500), 'Request failed'],
  ])('error -> %p', async (error, text) => {
    jest.mocked(sendResetCode).mockRejectedValue(error);
    expect(await requestResetCode('jane')).toBe(false);
    expect(notices).toEqual([{ kind: 'error', text }]);
    expect(localStorage.getItem(STORAGE_KEYS.resetUsername)).toBeNull();
  });
});

describe('change password', () => {
  const input = { username: 'jane', resetcode: 'A1B2C3', password: 'longenough' };

  it('success: notice, reset_username forgotten', async () => {
    localStorage.setItem(STORAGE_KEYS.resetUsername, 'jane');
    jest.mocked(resetPassword).mockResolvedValue({});
    expect(await changePassword(input)).toBe(true);
    expect(resetPassword).toHaveBeenCalledWith(input);
    expect(notices).toEqual([{ kind: 'success', text: 'Password has been changed.' }]);
    expect(localStorage.getItem(STORAGE_KEYS.resetUsername)).toBeNull();
  });

  it.each([
    ['Not found.', 'Username not found'],
    ['Wrong code.', 'Wrong reset code provided.'],
    ['Retry limit. New code sent.', 'Retry limit. New code sent.'],
    ['Anything', 'Request failed'],
  ])('detail %p -> %p', async (text, shown) => {
    jest.mocked(resetPassword).mockRejectedValue(detail(text));
    expect(await changePassword(input)).toBe(false);
    expect(notices).toEqual([{ kind: 'error', text: shown }]);
  });
});

describe('forgot username', () => {
  it('success: notice', async () => {
    jest.mocked(sendUsername).mockResolvedValue({});
    expect(await requestUsername('jane@example.com')).toBe(true);
    expect(notices).toEqual([{ kind: 'success', text: 'Your username is now sent to your email.' }]);
  });

  it.each([
    [detail('Not found.', 404), 'Email not found'],
    [apiError(500), 'Request failed'],
  ])('error -> %p', async (error, text) => {
    jest.mocked(sendUsername).mockRejectedValue(error);
    expect(await requestUsername('jane@example.com')).toBe(false);
    expect(notices).toEqual([{ kind: 'error', text }]);
  });
});

describe('with no network', () => {
  const actual: typeof SharedApi = jest.requireActual('@upclub/shared/api');
  let online: () => void;
  beforeEach(() => {
    // The real requests, through the real client, get no answer.
    jest.mocked(sendResetCode).mockImplementation(actual.sendResetCode);
    jest.mocked(resetPassword).mockImplementation(actual.resetPassword);
    jest.mocked(sendUsername).mockImplementation(actual.sendUsername);
    online = offlineApi();
  });
  afterEach(() => online());

  it.each([
    ['forgot password', () => requestResetCode('jane')],
    ['change password', () => changePassword({ username: 'jane', resetcode: 'A1B2C3', password: 'longenough' })],
    ['forgot username', () => requestUsername('jane@example.com')],
  ])('%s shows one notice: the connection one', async (_, request) => {
    expect(await request()).toBe(false);
    expect(notices).toEqual([{ kind: 'error', text: 'Please check your internet connection.' }]);
  });
});

describe('refused for too many requests', () => {
  const actual: typeof SharedApi = jest.requireActual('@upclub/shared/api');
  let undo: () => void;
  beforeEach(() => {
    // The real requests, through the real client: the pause between two code mails, the day's cap.
    jest.mocked(sendResetCode).mockImplementation(actual.sendResetCode);
    jest.mocked(resetPassword).mockImplementation(actual.resetPassword);
    jest.mocked(sendUsername).mockImplementation(actual.sendUsername);
    undo = throttleEveryRequest(42);
  });
  afterEach(() => undo());

  it.each([
    ['forgot password', () => requestResetCode('jane')],
    ['change password', () => changePassword({ username: 'jane', resetcode: 'A1B2C3', password: 'longenough' })],
    ['forgot username', () => requestUsername('jane@example.com')],
  ])('%s shows one notice: how long to wait', async (_, request) => {
    expect(await request()).toBe(false);
    expect(notices).toEqual([{ kind: 'error', text: 'Too many requests. Please try again in 42 seconds.' }]);
  });
});
