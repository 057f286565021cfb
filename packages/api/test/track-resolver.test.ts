import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { FAILURE_TEXT } from '@upclub/shared/constants';
import { createHttpTrackResolver, TrackProviderError } from '../src/lib/track-resolver';
import { buildTestApp, expectDetail, newMember } from './helpers';
import { post } from './music';

// The HTTP resolver against a tiny provider on a random port: a client-credentials token
// endpoint and GET /v1/tracks/{id}, as the real service and the emulator answer them.

const CLIENT = { id: 'upclub-api', secret: 's3cret/with:colon' };
const TRACK = {
  id: 'abc123',
  name: 'Tiny provider song',
  uri: 'spotify:track:abc123',
  duration_ms: 201_000,
  explicit: false,
  artists: [{ id: 'ar1', name: 'Small Band', uri: 'spotify:artist:ar1' }],
  album: { id: 'al1', name: 'Album', images: [{ url: 'https://img.example/1.jpg', height: 640, width: 640 }] },
};

interface Provider {
  app: FastifyInstance;
  base: string;
  tokensIssued: number;
  trackCalls: string[];
  /** Tokens the tracks endpoint takes. */
  valid: Set<string>;
}

async function startProvider(): Promise<Provider> {
  const app = Fastify();
  const provider: Provider = { app, base: '', tokensIssued: 0, trackCalls: [], valid: new Set() };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post<{ Body: Record<string, string> }>('/accounts/api/token', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const [id, secret] = Buffer.from(header.replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':')
      .map(decodeURIComponent);
    if (id !== CLIENT.id || secret !== CLIENT.secret) return reply.code(401).send({ error: 'invalid_client' });
    if (request.body.grant_type !== 'client_credentials')
      return reply.code(400).send({ error: 'unsupported_grant_type' });
    provider.tokensIssued += 1;
    const token = `app-token-${provider.tokensIssued}`;
    provider.valid.add(token);
    return { access_token: token, token_type: 'Bearer', expires_in: 3600 };
  });
  app.get<{ Params: { id: string } }>('/v1/tracks/:id', async (request, reply) => {
    provider.trackCalls.push(request.params.id);
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!provider.valid.has(token))
      return reply.code(401).send({ error: { status: 401, message: 'The access token expired' } });
    if (request.params.id !== TRACK.id)
      return reply.code(404).send({ error: { status: 404, message: 'Resource not found' } });
    return TRACK;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  provider.base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return provider;
}

let provider: Provider;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(() => provider.app.close());

const credentials = () => ({
  accountsUrl: `${provider.base}/accounts`,
  apiUrl: `${provider.base}/v1`,
  clientId: CLIENT.id,
  clientSecret: CLIENT.secret,
});

describe('the HTTP track resolver', () => {
  it('gets an app token once, keeps it until shortly before expiry, and maps the track', async () => {
    let clock = 1_000_000;
    const resolver = createHttpTrackResolver({ ...credentials(), now: () => clock });
    const issued = provider.tokensIssued;
    const [a, b] = await Promise.all([resolver.getTrack('abc123'), resolver.getTrack('abc123')]);
    expect(a).toEqual({
      id: 'abc123',
      name: 'Tiny provider song',
      uri: 'spotify:track:abc123',
      artists: [{ name: 'Small Band' }],
      album: { images: [{ url: 'https://img.example/1.jpg', height: 640, width: 640 }] },
      duration_ms: 201_000,
    });
    expect(b).toEqual(a);
    expect(provider.tokensIssued - issued).toBe(1);
    expect(await resolver.getTrack('unknown')).toBeNull();
    expect(provider.tokensIssued - issued).toBe(1);
    clock += 3600_000;
    await resolver.getTrack('abc123');
    expect(provider.tokensIssued - issued).toBe(2);
  });

  it('renews a token the provider no longer takes, once', async () => {
    const resolver = createHttpTrackResolver(credentials());
    await resolver.getTrack('abc123');
    provider.valid.clear();
    expect(await resolver.getTrack('abc123')).toMatchObject({ id: 'abc123' });
  });

  it('reports refused credentials and an unreachable provider as provider errors, without the secret', async () => {
    const wrong = createHttpTrackResolver({ ...credentials(), clientSecret: 'nope' });
    await expect(wrong.getTrack('abc123')).rejects.toThrow(TrackProviderError);
    const down = createHttpTrackResolver({
      ...credentials(),
      accountsUrl: 'http://127.0.0.1:1',
      apiUrl: 'http://127.0.0.1:1/v1',
    });
    const error = await down.getTrack('abc123').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TrackProviderError);
    expect(String((error as Error).message)).not.toContain(CLIENT.secret);
  });

  it('says a used-up provider quota plainly, asks once, and names no wait to retry after', async () => {
    const quota = { error: { status: 429, message: 'Too many requests', reason: 'QUOTA_EXCEEDED' } };
    const calls: string[] = [];
    const fetch = async (input: string | URL | Request): Promise<Response> => {
      const url = String(input);
      calls.push(url);
      if (url.endsWith('/api/token')) return Response.json({ access_token: 'app-token', expires_in: 3600 });
      return Response.json(quota, { status: 429, headers: { 'retry-after': '1' } });
    };
    const resolver = createHttpTrackResolver({ ...credentials(), fetch: fetch as typeof globalThis.fetch });
    const error = await resolver.getTrack('abc123').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TrackProviderError);
    expect((error as TrackProviderError).message).toBe(FAILURE_TEXT.providerQuota);
    expect((error as TrackProviderError).retryAfterSeconds).toBeUndefined();
    expect(calls.filter((url) => url.includes('/tracks/'))).toHaveLength(1);
  });

  it('is what the API uses by default when the provider is configured', async () => {
    const t = await buildTestApp({ provider: credentials() });
    const down = await buildTestApp({ provider: { ...credentials(), accountsUrl: 'http://127.0.0.1:1' } });
    try {
      const me = await newMember(t.app);
      const res = await post(t.app, '/api/v1/postsong/', { song: 'abc123', post_type: 2 }, me.headers);
      expect(res.statusCode).toBe(201);
      expect(res.json().track_details).toMatchObject({ name: 'Tiny provider song' });
      const unknown = await post(t.app, '/api/v1/postsong/', { song: 'zzz999', post_type: 2 }, me.headers);
      expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
        status: 400,
        body: { song: ['Track not found.'] },
      });

      const other = await newMember(down.app);
      expectDetail(
        await post(down.app, '/api/v1/postsong/', { song: 'abc123', post_type: 2 }, other.headers),
        502,
        'The streaming provider could not be reached.',
      );
    } finally {
      await t.close();
      await down.close();
    }
  });
});
