import { createHash } from 'node:crypto';
import {
  UNRESERVED_ALPHABET,
  buildAuthorizeUrl,
  codeChallengeS256,
  configureProvider,
  createCodeVerifier,
  createState,
  exchangeCode,
  providerRedirectUri,
  randomString,
  refreshAccessToken,
  ProviderTokenError,
} from '.';
import { PROVIDER_SCOPES } from '@upclub/shared/constants';

const config = {
  accountsUrl: 'https://accounts.example.test/',
  apiUrl: 'https://api.example.test/v1',
  sdkUrl: 'https://sdk.example.test/player.js',
  clientId: 'client-123',
};

const nodeS256 = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');

describe('PKCE helpers', () => {
  it('state has length 8 and the verifier length 43', () => {
    expect(createState()).toHaveLength(8);
    expect(createCodeVerifier()).toHaveLength(43);
  });

  it('uses only unreserved characters and varies between calls', () => {
    const allowed = new Set(UNRESERVED_ALPHABET);
    const sample = Array.from({ length: 50 }, () => randomString(43));
    for (const s of sample) expect([...s].every((c) => allowed.has(c))).toBe(true);
    expect(new Set(sample).size).toBe(50);
    expect(UNRESERVED_ALPHABET).toHaveLength(66);
  });

  it('draws from crypto.getRandomValues without modulo bias', () => {
    // 255 is above the largest multiple of 66 (198) and must be skipped, 0 and 65 map to 'A' and '~'.
    const spy = jest.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      bytes.set([255, 0, 65, 198, 66].slice(0, bytes.length));
      return array;
    });
    expect(randomString(3)).toBe('A~A');
    spy.mockRestore();
  });

  it('computes the S256 challenge of RFC 7636 appendix B', async () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    const challenge = await codeChallengeS256(verifier);
    expect(challenge).toBe(nodeS256(verifier));
    expect(challenge).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('matches node:crypto on fresh verifiers (base64url, no padding)', async () => {
    for (let i = 0; i < 20; i++) {
      const verifier = createCodeVerifier();
      const challenge = await codeChallengeS256(verifier);
      expect(challenge).toBe(nodeS256(verifier));
      expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });
});

describe('authorize URL', () => {
  beforeEach(() => configureProvider(config));

  it('carries every parameter of the authorization-code flow with PKCE', () => {
    const url = new URL(
      buildAuthorizeUrl({
        state: 'abcdEFGH',
        challenge: 'chal',
        redirectUri: 'http://127.0.0.1:8080/authorize-spotify',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://accounts.example.test/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-123',
      response_type: 'code',
      redirect_uri: 'http://127.0.0.1:8080/authorize-spotify',
      code_challenge_method: 'S256',
      code_challenge: 'chal',
      state: 'abcdEFGH',
      scope: PROVIDER_SCOPES.join(' '),
    });
  });

  it('redirects back to /authorize-spotify of this origin', () => {
    expect(providerRedirectUri()).toBe(`${window.location.origin}/authorize-spotify`);
  });
});

describe('token endpoint', () => {
  const fetchMock = jest.fn();
  const answer = (status: number, body: unknown) => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  });

  beforeEach(() => {
    configureProvider(config);
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  const sentForm = () => {
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://accounts.example.test/api/token');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded' });
    return Object.fromEntries(new URLSearchParams(String(init.body)));
  };

  it('exchanges a code with its verifier', async () => {
    fetchMock.mockResolvedValue(
      answer(200, { access_token: 'at', token_type: 'Bearer', expires_in: 3600, refresh_token: 'rt' }),
    );
    const tokens = await exchangeCode('the-code', 'the-verifier', 'http://127.0.0.1/authorize-spotify');
    expect(sentForm()).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: 'http://127.0.0.1/authorize-spotify',
      code_verifier: 'the-verifier',
      client_id: 'client-123',
    });
    expect(tokens).toMatchObject({ access_token: 'at', expires_in: 3600, refresh_token: 'rt' });
  });

  it('refreshes with the refresh token and keeps it when the answer has none', async () => {
    fetchMock.mockResolvedValue(answer(200, { access_token: 'at2', expires_in: 3600 }));
    const tokens = await refreshAccessToken('old-rt');
    expect(sentForm()).toEqual({ grant_type: 'refresh_token', refresh_token: 'old-rt', client_id: 'client-123' });
    expect(tokens.refresh_token).toBe('old-rt');
  });

  it('takes a rotated refresh token', async () => {
    fetchMock.mockResolvedValue(answer(200, { access_token: 'at2', expires_in: 3600, refresh_token: 'new-rt' }));
    expect((await refreshAccessToken('old-rt')).refresh_token).toBe('new-rt');
  });

  it('fails with the OAuth error code', async () => {
    fetchMock.mockResolvedValue(answer(400, { error: 'invalid_grant', error_description: 'Refresh token revoked' }));
    await expect(refreshAccessToken('rt')).rejects.toMatchObject({ status: 400, code: 'invalid_grant' });
  });

  it('fails on no answer and on a malformed answer', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(exchangeCode('c', 'v', 'r')).rejects.toEqual(new ProviderTokenError(0, 'no_network'));
    fetchMock.mockResolvedValueOnce(answer(200, { token: 'nope' }));
    await expect(exchangeCode('c', 'v', 'r')).rejects.toMatchObject({ code: 'invalid_response' });
  });
});
