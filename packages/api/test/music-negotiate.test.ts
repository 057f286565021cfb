import { randomBytes } from 'node:crypto';
import { md5, SubsonicClient, SubsonicUnreachable } from '../src/providers/opensubsonic/client';
import { LinkRefused, negotiate } from '../src/providers/opensubsonic/negotiate';
import { createVault } from '../src/providers/opensubsonic/vault';

// Which credential linking keeps, against servers that answer each way the notes describe
// (docs/opensubsonic-servers.md): a fake server answering `ping` from its rules.

const PASSWORD = 'pa ss&word';

type Rules = { version: string; tokens: 'ok' | number; password?: boolean; failWith?: number };

/** A Subsonic server's ping: tokens accepted, or refused with the given code; passwords as `enc:`. */
function fakeServer(rules: Rules) {
  const asked: URLSearchParams[] = [];
  const fetch = (async (input: string | URL | Request) => {
    const query = new URL(String(input)).searchParams;
    asked.push(query);
    const answer = (body: object) =>
      new Response(JSON.stringify({ 'subsonic-response': { version: rules.version, ...body } }));
    const failed = (code: number) => answer({ status: 'failed', error: { code, message: 'no' } });
    if (rules.failWith !== undefined) return failed(rules.failWith);
    if (query.has('t')) {
      if (rules.tokens !== 'ok') return failed(rules.tokens);
      return query.get('t') === md5(PASSWORD + query.get('s')) ? answer({ status: 'ok' }) : failed(40);
    }
    const p = query.get('p') ?? '';
    const clear = Buffer.from(p.replace(/^enc:/, ''), 'hex').toString('utf8');
    return rules.password !== false && clear === PASSWORD ? answer({ status: 'ok' }) : failed(40);
  }) as typeof globalThis.fetch;
  return { client: new SubsonicClient({ baseUrl: 'http://music.test', fetch }), asked };
}

const kindOf = async (rules: Rules, password = PASSWORD) =>
  (await negotiate(fakeServer(rules).client, { username: 'me', password })).auth.kind;

describe('linking keeps the strongest credential the server takes', () => {
  it('a token from a server that takes tokens, and never sends the password', async () => {
    const { client, asked } = fakeServer({ version: '1.16.1', tokens: 'ok' });
    const { auth } = await negotiate(client, { username: 'me', password: PASSWORD });
    expect(auth).toMatchObject({ kind: 'token', username: 'me' });
    expect(asked.every((q) => !q.has('p'))).toBe(true);
    expect(asked[0].get('v')).toBe('1.16.1');
    expect(asked[0].get('c')).toBe('UpClub');
    expect(asked[0].get('f')).toBe('json');
  });

  it('the password when tokens are refused (41), or an old server (supysonic: 10) cannot read them', async () => {
    expect(await kindOf({ version: '1.16.1', tokens: 41 })).toBe('password');
    expect(await kindOf({ version: '1.10.2', tokens: 10 })).toBe('password');
    expect(await kindOf({ version: '1.12.0', tokens: 40 })).toBe('password');
  });

  it('wrong credentials on a server that takes tokens are not retried with the password', async () => {
    const { client, asked } = fakeServer({ version: '1.16.1', tokens: 'ok' });
    await expect(negotiate(client, { username: 'me', password: 'wrong' })).rejects.toEqual(
      new LinkRefused('wrongCredentials'),
    );
    expect(asked).toHaveLength(1);
    await expect(kindOf({ version: '1.10.2', tokens: 10 }, 'wrong')).rejects.toEqual(
      new LinkRefused('wrongCredentials'),
    );
  });

  it('a server too old: error 30, or a version below 1.10', async () => {
    await expect(kindOf({ version: '1.16.1', tokens: 'ok', failWith: 30 })).rejects.toEqual(new LinkRefused('tooOld'));
    await expect(kindOf({ version: '1.8.0', tokens: 10 })).rejects.toEqual(new LinkRefused('tooOld'));
  });

  it('an API key that the server does not know, or a server without API keys', async () => {
    const { client } = fakeServer({ version: '1.16.1', tokens: 'ok', failWith: 44 });
    await expect(negotiate(client, { apiKey: 'k' })).rejects.toEqual(new LinkRefused('wrongApiKey'));
    const old = fakeServer({ version: '1.10.2', tokens: 10, failWith: 10 });
    await expect(negotiate(old.client, { apiKey: 'k' })).rejects.toEqual(new LinkRefused('apiKeyUnsupported'));
  });

  it('no Subsonic answer is "unreachable", not a refusal', async () => {
    const html = new SubsonicClient({
      baseUrl: 'http://x',
      fetch: (async () => new Response('<html>')) as typeof fetch,
    });
    await expect(negotiate(html, { apiKey: 'k' })).rejects.toBeInstanceOf(SubsonicUnreachable);
  });
});

describe('the credential vault', () => {
  it('opens what it sealed, and nothing sealed under another key or altered', () => {
    const vault = createVault(randomBytes(32));
    const sealed = vault.seal(PASSWORD);
    expect(sealed).not.toContain(PASSWORD);
    expect(vault.seal(PASSWORD)).not.toBe(sealed);
    expect(vault.open(sealed)).toBe(PASSWORD);
    expect(createVault(randomBytes(32)).open(sealed)).toBeNull();
    const altered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(vault.open(altered)).toBeNull();
    expect(vault.sign(1, 'a', 2)).toMatch(/^[0-9a-f]{64}$/);
    expect(vault.sign(1, 'a', 2)).not.toBe(vault.sign(1, 'a', 3));
  });
});
