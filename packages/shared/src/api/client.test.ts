import axios, {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { onNotice, onUnauthorized, type Notice } from '@upclub/shared/bus';
import { setToken, clearToken } from '@upclub/shared/session';
import { NOTICE } from '@upclub/shared/constants';
import { http } from './client';
import { isNoResponse, untoldErrorText, wasTold } from './failure';

/** Answers every request with the given status, body and headers, recording the request. */
function answer(
  status: number,
  data: unknown,
  headers: Record<string, string> = {},
): { seen: InternalAxiosRequestConfig[] } {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { status, data, headers: new AxiosHeaders(headers), config, statusText: String(status) };
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

  it('a refused sign-up (429) says how long to wait, and is marked as told', async () => {
    const c = collect();
    answer(429, { detail: 'Request was throttled. Expected available in 720 seconds.' }, { 'Retry-After': '720' });
    const failure = await http.post('v1/register/', {}).catch((e: unknown) => e);
    expect(c.notices).toEqual([{ kind: 'error', text: 'Too many requests. Please try again in 12 minutes.' }]);
    expect(wasTold(failure)).toBe(true);
    expect(untoldErrorText(failure)).toBeNull();
    c.off();
  });

  it('tells a 429 or a server fault of a quiet write too (a refused login says how long to wait)', async () => {
    const c = collect();
    answer(429, { detail: 'Request was throttled.' }, { 'Retry-After': '30' });
    await expect(http.post('v1/login/', {}, { quiet: true })).rejects.toBeTruthy();
    answer(502, '<html>Bad gateway</html>');
    await expect(http.post('v1/sendcode/', {}, { quiet: true })).rejects.toBeTruthy();
    expect(c.notices.map((n) => n.text)).toEqual([
      'Too many requests. Please try again in 30 seconds.',
      'Something went wrong on the server. Please try again in a moment.',
    ]);
    c.off();
  });

  it("tells any other refusal of a write in the server's words; a quiet write's is its caller's", async () => {
    const c = collect();
    answer(403, { detail: 'You do not have permission to perform this action.' });
    const told = await http.patch('v1/updateclub/3', {}).catch((e: unknown) => e);
    const quiet = await http.post('v1/follow/', {}, { quiet: true }).catch((e: unknown) => e);
    expect(c.notices.map((n) => n.text)).toEqual(['You do not have permission to perform this action.']);
    expect(wasTold(told)).toBe(true);
    expect(untoldErrorText(quiet)).toBe('You do not have permission to perform this action.');
    c.off();
  });

  it("leaves a read's 429, 404 and server faults to its screen (a query retries once)", async () => {
    const c = collect();
    answer(429, { detail: 'Request was throttled.' }, { 'Retry-After': '30' });
    await expect(http.get('v1/getnotificationscount/')).rejects.toBeTruthy();
    answer(503, { detail: 'x' });
    await expect(http.get('v1/feed/')).rejects.toBeTruthy();
    expect(c.notices).toEqual([]);
    c.off();
  });
});
