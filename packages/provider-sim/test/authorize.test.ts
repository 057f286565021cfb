import type { FastifyInstance } from 'fastify';
import {
  authorizeQuery,
  buildApp,
  exchangeCode,
  getConsentPage,
  getMe,
  pkcePair,
  REDIRECT_URI,
  redirectParams,
  submitConsent,
} from './helpers';

describe('consent page (GET /accounts/authorize)', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildApp();
  });
  afterEach(() => app.close());

  it('shows the app, the scopes and the accounts, premium pre-selected, with Agree and Cancel', async () => {
    const res = await getConsentPage(app, authorizeQuery());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const page = res.body;
    expect(page).toMatch(/<h1>Allow <span class="app">UpClub<\/span> to use your account\?<\/h1>/);
    expect(page).toContain('Play content and control playback on your other devices');
    expect(page).toContain('Get your email address');
    expect(page).toMatch(/<input type="radio" name="account" value="premium-listener" checked>/);
    expect(page).toMatch(/<input type="radio" name="account" value="free-listener">/);
    expect(page).toContain('Premium Listener');
    expect(page).toContain('Free Listener');
    expect(page).toMatch(/<button[^>]*>Agree<\/button>/);
    expect(page).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(page).toMatch(/<form method="post" action="authorize">/);
    expect(page).toContain(`<input type="hidden" name="redirect_uri" value="${REDIRECT_URI}">`);
  });

  it('is self-contained: no script, no external resource, a CSP without scripts', async () => {
    const res = await getConsentPage(app, authorizeQuery());
    expect(res.body).not.toMatch(/<script|<link|<img|<iframe|\bsrc=|url\(|@import|\bon[a-z]+=/i);
    expect(res.body).toContain('#0f1115');
    expect(res.body).toContain('#7c5cff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).not.toContain('script-src');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('escapes what the request carries', async () => {
    const res = await getConsentPage(app, authorizeQuery({ state: '"><script>alert(1)</script>' }));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it.each([
    ['an unknown client', { client_id: 'nobody' }, 'Invalid client'],
    ['no client', { client_id: undefined }, 'Invalid client'],
    ['an unregistered redirect', { redirect_uri: 'http://127.0.0.1:8080/evil' }, 'Invalid redirect URI'],
    ['localhost for a loopback IP', { redirect_uri: 'http://localhost:8080/callback' }, 'Invalid redirect URI'],
    ['a longer redirect', { redirect_uri: `${REDIRECT_URI}/more` }, 'Invalid redirect URI'],
  ])('rejects %s with a 400 error page and never redirects', async (_name, overrides, message) => {
    const res = await getConsentPage(app, authorizeQuery(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(message);
    expect(res.body).not.toContain('Agree');
  });

  it('sends request errors back to a registered redirect', async () => {
    const cases: Array<[Record<string, string | undefined>, string]> = [
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ code_challenge: undefined, code_challenge_method: undefined }, 'invalid_request'],
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge: 'too-short' }, 'invalid_request'],
      [{ scope: 'streaming make-coffee' }, 'invalid_scope'],
    ];
    for (const [overrides, error] of cases) {
      const res = await getConsentPage(app, authorizeQuery(overrides));
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(new RegExp(`^${REDIRECT_URI}\\?`));
      expect(redirectParams(res).get('error')).toBe(error);
      expect(redirectParams(res).get('state')).toBe('st8chars');
    }
  });
});

describe('answering the consent page (POST /accounts/authorize)', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildApp();
  });
  afterEach(() => app.close());

  it('Agree redirects to the app with a code and the state', async () => {
    const res = await submitConsent(app, authorizeQuery({ state: 'Ab3dE5gH' }), {
      action: 'agree',
      account: 'premium-listener',
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(location.searchParams.get('state')).toBe('Ab3dE5gH');
    expect(location.searchParams.get('error')).toBeNull();
  });

  it('Cancel redirects with access_denied and the state', async () => {
    const res = await submitConsent(app, authorizeQuery(), { action: 'cancel', account: 'premium-listener' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${REDIRECT_URI}?error=access_denied&state=st8chars`);
  });

  it('never redirects for a bad client or redirect, even when posted', async () => {
    for (const overrides of [{ client_id: 'nobody' }, { redirect_uri: 'https://evil.example/cb' }]) {
      const res = await submitConsent(app, authorizeQuery(overrides), { action: 'agree', account: 'premium-listener' });
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('creates another account by name with the plan chosen, then signs in to it again', async () => {
    const { verifier, challenge } = pkcePair();
    const query = authorizeQuery({}, challenge);
    const res = await submitConsent(app, query, {
      action: 'agree',
      account: 'new',
      new_name: '  Night   Owl ',
      new_product: 'free',
    });
    expect(res.statusCode).toBe(302);
    const token = await exchangeCode(app, redirectParams(res).get('code') as string, verifier);
    const me = await getMe(app, token.json().access_token);
    expect(me.json()).toMatchObject({ id: 'night-owl', display_name: 'Night Owl', uri: 'spotify:user:night-owl' });

    const page = await getConsentPage(app, authorizeQuery());
    expect(page.body).toMatch(/<input type="radio" name="account" value="night-owl">/);
    // Same name again: signs in to that account (its plan stays free).
    const second = pkcePair();
    const again = await submitConsent(app, authorizeQuery({}, second.challenge), {
      action: 'agree',
      account: 'new',
      new_name: 'night owl',
      new_product: 'premium',
    });
    const token2 = await exchangeCode(app, redirectParams(again).get('code') as string, second.verifier);
    expect((await getMe(app, token2.json().access_token)).json().id).toBe('night-owl');
  });

  it('creates at most newAccountsPerHour accounts per client address, and none past maxAccounts', async () => {
    const limited = await buildApp({ newAccountsPerHour: 2 });
    const create = (name: string) =>
      submitConsent(limited, authorizeQuery(), { action: 'agree', account: 'new', new_name: name });
    try {
      expect((await create('Owl One')).statusCode).toBe(302);
      expect((await create('Owl Two')).statusCode).toBe(302);
      const third = await create('Owl Three');
      // Too many, not wrong: a 429 with the wait, which a client can honour.
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBe('3600');
      expect(third.body).toContain('Too many new accounts from your address. Try again in 60 minutes.');
      // Signing in to an account already made still works.
      expect((await create('owl one')).statusCode).toBe(302);
    } finally {
      await limited.close();
    }
    const full = await buildApp({ maxAccounts: 1 });
    try {
      const res = await submitConsent(full, authorizeQuery(), {
        action: 'agree',
        account: 'new',
        new_name: 'Late Owl',
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('No new accounts can be made here now. Choose an existing account.');
    } finally {
      await full.close();
    }
  });

  it('asks again for a name when "Another account" has none', async () => {
    const res = await submitConsent(app, authorizeQuery(), { action: 'agree', account: 'new', new_name: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Enter a name for the account.');
    expect(res.body).toMatch(/<input type="radio" name="account" value="new" id="account-new" checked>/);
    expect(res.headers.location).toBeUndefined();
  });

  it('asks again when the account is unknown', async () => {
    const res = await submitConsent(app, authorizeQuery(), { action: 'agree', account: 'ghost' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Choose an account.');
  });

  it('serves the page under the prefix only', async () => {
    const res = await app.inject({ method: 'GET', url: `/accounts/authorize?${authorizeQuery()}` });
    expect(res.statusCode).toBe(404);
  });
});
