import axios, { AxiosError, CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { onNotice, onUnauthorized, type Notice } from '@upclub/shared/bus';
import { setToken, clearToken } from '@upclub/shared/session';
import { NOTICE } from '@upclub/shared/constants';
import { http, isNoResponse } from './client';

/** Answers every request with the given status and body, recording the request. */
function answer(status: number, data: unknown): { seen: InternalAxiosRequestConfig[] } {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { status, data, headers: {}, config, statusText: String(status) };
    if (status >= 400) throw new AxiosError('failed', String(status), config, {}, response);
    return response;
  };
  http.defaults.adapter = adapter;
  return { seen };
}

function collect() {
  const notices: Notice[] = [];
  let unauthorized = 0;
  const offs = [onNotice((n) => notices.push(n)), onUnauthorized(() => (unauthorized += 1))];
  return { notices, unauthorized: () => unauthorized, off: () => offs.forEach((f) => f()) };
}

afterEach(() => clearToken());

describe('the API client', () => {
  it('sends the stored token with the Token scheme', async () => {
    setToken('a'.repeat(40));
    const { seen } = answer(200, { version: '1' });
    await http.get('v1/backendversion/');
    expect(seen[0].headers.get('Authorization')).toBe(`Token ${'a'.repeat(40)}`);
  });

  it('on 401 shows the body and "Unauthorized session.", and ends the session', async () => {
    const c = collect();
    answer(401, { detail: 'Invalid token.' });
    await expect(http.get('v1/myprofile/')).rejects.toBeTruthy();
    expect(c.notices.map((n) => n.text)).toEqual(['Invalid token.', NOTICE.unauthorized]);
    expect(c.unauthorized()).toBe(1);
    c.off();
  });

  it('on 400 shows each field message as an error notice', async () => {
    const c = collect();
    answer(400, { username: ['A user with that username already exists.'], non_field_errors: ['Nope'] });
    await expect(http.post('v1/register/', {})).rejects.toBeTruthy();
    expect(c.notices).toEqual([
      { kind: 'error', text: 'A user with that username already exists.' },
      { kind: 'error', text: 'Nope' },
    ]);
    c.off();
  });

  it('stays quiet for a request that maps its own errors', async () => {
    const c = collect();
    answer(400, { detail: 'Wrong code.' });
    await expect(http.post('v1/resetpassword/', {}, { quiet: true })).rejects.toBeTruthy();
    expect(c.notices).toEqual([]);
    c.off();
  });

  it('without any answer asks to check the connection, even for a quiet request', async () => {
    const c = collect();
    http.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    const failure = await http.get('v1/backendversion/').catch((e: unknown) => e);
    await expect(http.post('v1/sendcode/', {}, { quiet: true })).rejects.toBeTruthy();
    expect(c.notices).toEqual([
      { kind: 'error', text: NOTICE.noNetwork },
      { kind: 'error', text: NOTICE.noNetwork },
    ]);
    expect(isNoResponse(failure)).toBe(true);
    c.off();
  });

  it('a cancelled request shows nothing', async () => {
    const c = collect();
    http.defaults.adapter = async (config) => {
      throw new CanceledError(undefined, undefined, config);
    };
    const failure = await http.get('v1/backendversion/').catch((e: unknown) => e);
    expect(axios.isCancel(failure)).toBe(true);
    expect(isNoResponse(failure)).toBe(false);
    expect(c.notices).toEqual([]);
    c.off();
  });

  it('tells a failure the client reported as no answer from any other', async () => {
    answer(500, { detail: 'boom' });
    expect(isNoResponse(await http.get('v1/backendversion/').catch((e: unknown) => e))).toBe(false);
    expect(isNoResponse(new Error('not a request'))).toBe(false);
  });
});
