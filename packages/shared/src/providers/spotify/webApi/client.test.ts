import { onAccountError, onNotice, type Notice } from '@upclub/shared/bus';
import { FAILURE_TEXT, NOTICE_DURATION_MS } from '@upclub/shared/constants';
import { ProviderTokenError, configureProvider } from '../authorization';
import { ensureProviderAccessToken } from '../session';
import {
  getPlaybackState,
  getTrack,
  isPremiumRequired,
  isQuotaExceeded,
  needsReauthorization,
  pausePlayback,
  ProviderApiError,
  providerRequest,
  saveTracks,
  searchCatalogue,
  setPlayerReinitializer,
  startPlayback,
} from '.';

jest.mock('../session', () => ({ ensureProviderAccessToken: jest.fn() }));
const ensureToken = jest.mocked(ensureProviderAccessToken);

const API = 'https://api.provider.test/v1';

interface Call {
  url: string;
  method: string;
  auth: string | undefined;
  body: unknown;
}

/** A fetch answering from a queue of (status, body, headers); each call recorded. */
function mockFetch(...answers: Array<[number, unknown?, Record<string, string>?] | Error>) {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      auth: (init.headers as Record<string, string>).Authorization,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected call ${url}`);
    if (answer instanceof Error) throw answer;
    const [status, body, headers = {}] = answer;
    const text = body === undefined ? '' : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => headers[name] ?? headers[name.toLowerCase()] ?? null },
      text: async () => text,
      json: async () => JSON.parse(text),
    } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

const errors: Array<{ reason: string; status?: number }> = [];
let stopListening: () => void;

beforeAll(() => {
  configureProvider({
    accountsUrl: 'https://accounts.provider.test',
    apiUrl: `${API}/`,
    sdkUrl: 'https://sdk.provider.test/player.js',
    clientId: 'upclub-web',
  });
});

beforeEach(() => {
  errors.length = 0;
  ensureToken.mockReset();
  ensureToken.mockResolvedValueOnce('token-1').mockResolvedValueOnce('token-2');
  stopListening = onAccountError((e) => errors.push(e));
  setPlayerReinitializer(null);
});
afterEach(() => stopListening());

const PREMIUM_MESSAGE = 'Player command failed: Premium required';

describe('providerRequest', () => {
  it('calls the API base with the bearer token and query, and answers the JSON body', async () => {
    const calls = mockFetch([200, { tracks: { items: [] } }]);
    await expect(searchCatalogue('blue river', ['track', 'artist'], 10, 5)).resolves.toEqual({ tracks: { items: [] } });
    expect(calls).toEqual([
      {
        url: `${API}/search?q=blue+river&type=track%2Cartist&market=ES&offset=10&limit=5`,
        method: 'GET',
        auth: 'Bearer token-1',
        body: undefined,
      },
    ]);
    expect(ensureToken).toHaveBeenCalledTimes(1);
  });

  it('sends JSON bodies and answers null for 204 and empty 200 answers', async () => {
    const calls = mockFetch([204], [200]);
    await expect(startPlayback('dev 1', { uris: ['spotify:track:a'], position_ms: 0 })).resolves.toBeNull();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: `${API}/me/player/play?device_id=dev+1`,
      body: { uris: ['spotify:track:a'], position_ms: 0 },
    });
    await expect(saveTracks(['a', 'b'])).resolves.toBeNull();
    expect(calls[1]).toMatchObject({ method: 'PUT', url: `${API}/me/tracks?ids=a%2Cb` });
  });

  it('on 401 refreshes the token once and retries with the new one', async () => {
    const calls = mockFetch(
      [401, { error: { status: 401, message: 'The access token expired' } }],
      [200, { id: 't1' }],
    );
    await expect(getTrack('t1')).resolves.toEqual({ id: 't1' });
    expect(calls.map((c) => c.auth)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(ensureToken).toHaveBeenNthCalledWith(2, { force: true });
  });

  it('a second 401 fails with the status instead of looping', async () => {
    ensureToken.mockResolvedValue('token-n');
    const calls = mockFetch(
      [401, { error: { status: 401, message: 'x' } }],
      [401, { error: { status: 401, message: 'x' } }],
    );
    await expect(getTrack('t1')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
  });

  it('on 404 from a player call re-initialises the player, then retries once', async () => {
    const reinit = jest.fn(async () => undefined);
    setPlayerReinitializer(reinit);
    const calls = mockFetch(
      [404, { error: { status: 404, message: 'Player command failed: No active device found' } }],
      [204],
    );
    await expect(pausePlayback('dev-1')).resolves.toBeNull();
    expect(reinit).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('a second 404 from a player call is an error; 404 elsewhere does not re-initialise', async () => {
    const reinit = jest.fn(async () => undefined);
    setPlayerReinitializer(reinit);
    ensureToken.mockResolvedValue('token-n');
    mockFetch([404, {}], [404, { error: { status: 404, message: 'gone' } }]);
    await expect(getPlaybackState()).rejects.toMatchObject({
      status: 404,
      body: { error: { status: 404, message: 'gone' } },
    });
    expect(reinit).toHaveBeenCalledTimes(1);
    mockFetch([404, { error: { status: 404, message: 'Resource not found' } }]);
    await expect(getTrack('nope')).rejects.toBeInstanceOf(ProviderApiError);
    expect(reinit).toHaveBeenCalledTimes(1);
  });

  it("on 403 with the provider's reason PREMIUM_REQUIRED raises premium_required", async () => {
    const body = {
      error: { status: 403, message: 'Player command failed: Premium required', reason: 'PREMIUM_REQUIRED' },
    };
    mockFetch([403, body]);
    const failure = pausePlayback('dev-1');
    await expect(failure).rejects.toMatchObject({ status: 403, body });
    expect(errors).toEqual([{ reason: 'premium_required', status: 403 }]);
    const error = await failure.catch((e: unknown) => e);
    expect(isPremiumRequired(error)).toBe(true);
    expect(needsReauthorization(error)).toBe(false);
  });

  it.each([
    ['a missing scope (no reason)', { error: { status: 403, message: 'Insufficient client scope' } }],
    ['another reason', { error: { status: 403, message: 'Player command failed: Restricted', reason: 'UNKNOWN' } }],
    ['the premium message without its reason', { error: { status: 403, message: PREMIUM_MESSAGE } }],
    ['no body', undefined],
  ])('any other 403 (%s) raises forbidden: authorize again, no sign-out', async (_, body) => {
    mockFetch([403, body]);
    const error = await startPlayback('dev-1', { uris: ['spotify:track:a'] }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403 });
    expect(errors).toEqual([{ reason: 'forbidden', status: 403 }]);
    expect(isPremiumRequired(error)).toBe(false);
    expect(needsReauthorization(error)).toBe(true);
  });

  it('other failures are neither premium required nor a reason to authorize again', () => {
    const premiumBody = { error: { status: 404, message: 'x', reason: 'PREMIUM_REQUIRED' } };
    for (const error of [new ProviderApiError(404, premiumBody), new ProviderApiError(0, null), new Error('x'), null]) {
      expect(isPremiumRequired(error)).toBe(false);
      expect(needsReauthorization(error)).toBe(false);
    }
  });

  it('without a response raises no_network and fails with status 0', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const failure = getTrack('t1');
    await expect(failure).rejects.toBeInstanceOf(ProviderApiError);
    await expect(failure).rejects.toMatchObject({ status: 0 });
    expect(errors).toEqual([{ reason: 'no_network' }]);
  });

  it('a token refresh without a response fails the call as no response does (no_network), and sends nothing', async () => {
    ensureToken.mockReset().mockRejectedValueOnce(new ProviderTokenError(0, 'no_network'));
    const calls = mockFetch();
    const failure = getTrack('t1');
    await expect(failure).rejects.toBeInstanceOf(ProviderApiError);
    await expect(failure).rejects.toMatchObject({ status: 0 });
    expect(errors).toEqual([{ reason: 'no_network' }]);
    expect(calls).toEqual([]);
  });

  it('a token refresh the provider could not serve fails the call with its status, no account error', async () => {
    ensureToken.mockReset().mockRejectedValueOnce(new ProviderTokenError(503, 'request_failed'));
    mockFetch();
    await expect(getTrack('t1')).rejects.toMatchObject({ name: 'ProviderApiError', status: 503 });
    expect(errors).toEqual([]);
  });

  it('an aborted request is rethrown as it is, with no account error', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    mockFetch(abort);
    await expect(providerRequest({ path: 'me/tracks' })).rejects.toBe(abort);
    expect(errors).toEqual([]);
  });

  it('429 carries Retry-After', async () => {
    mockFetch([429, { error: { status: 429, message: 'API rate limit exceeded' } }, { 'Retry-After': '7' }]);
    await expect(getTrack('t1')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 7 });
  });

  describe('a used-up quota (429, reason QUOTA_EXCEEDED)', () => {
    const QUOTA = { error: { status: 429, message: 'Too many requests', reason: 'QUOTA_EXCEEDED' } };
    const notices: Notice[] = [];
    let stop: () => void;
    // The client remembers when it last told (module state): each test starts an hour later.
    let hour = 0;
    beforeEach(() => {
      hour += 1;
      const now = Date.parse('2026-11-27T00:00:00Z') + hour * 3_600_000;
      jest.useFakeTimers({ now, doNotFake: ['nextTick', 'queueMicrotask'] });
      notices.length = 0;
      stop = onNotice((n) => notices.push(n));
    });
    afterEach(() => {
      stop();
      jest.useRealTimers();
    });

    it('is asked once, not retried, gives no wait, and tells the user plainly', async () => {
      const calls = mockFetch([429, QUOTA, { 'Retry-After': '1' }]);
      const failure = await getTrack('t1').catch((e: unknown) => e);
      expect(calls).toHaveLength(1);
      expect(isQuotaExceeded(failure)).toBe(true);
      expect(failure).toMatchObject({ status: 429, retryAfterSeconds: undefined });
      expect(notices).toEqual([{ kind: 'error', text: FAILURE_TEXT.providerQuota }]);
      expect(errors).toEqual([]);
    });

    it('a play and a search failing alike are told once while the notice shows, and again later', async () => {
      ensureToken.mockResolvedValue('token-n');
      const calls = mockFetch([429, QUOTA], [429, QUOTA], [429, QUOTA]);
      setPlayerReinitializer(jest.fn(async () => undefined));
      await expect(startPlayback('dev', { uris: ['spotify:track:a'] })).rejects.toBeInstanceOf(ProviderApiError);
      await expect(searchCatalogue('blue', ['track'], 0, 5)).rejects.toBeInstanceOf(ProviderApiError);
      expect(notices).toHaveLength(1);
      jest.advanceTimersByTime(NOTICE_DURATION_MS);
      await expect(getTrack('t1')).rejects.toBeInstanceOf(ProviderApiError);
      expect(calls).toHaveLength(3);
      expect(notices.map((n) => n.text)).toEqual([FAILURE_TEXT.providerQuota, FAILURE_TEXT.providerQuota]);
    });

    it('an ordinary rate limit is no quota: no notice, its wait kept for the caller', async () => {
      mockFetch([429, { error: { status: 429, message: 'API rate limit exceeded' } }, { 'Retry-After': '7' }]);
      const failure = await getTrack('t1').catch((e: unknown) => e);
      expect(isQuotaExceeded(failure)).toBe(false);
      expect(notices).toEqual([]);
    });
  });

  it('follows a full `next` URL the provider gave', async () => {
    const calls = mockFetch([200, { items: [] }]);
    await providerRequest({ path: `${API}/me/tracks?offset=10&limit=10` });
    expect(calls[0].url).toBe(`${API}/me/tracks?offset=10&limit=10`);
  });
});
