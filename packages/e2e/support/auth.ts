import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ConsentPage } from '../pages/consent-page';
import { LoginPage } from '../pages/login-page';
import { newUser, type Credentials, type TestUser } from './users';

/** Registers a new user through the API (fast set-up); the profile is created at first login. */
export async function signUpViaApi(request: APIRequestContext, user: TestUser = newUser()): Promise<TestUser> {
  const res = await request.post('/api/v1/register/', { data: user });
  expect(res.status(), `register ${user.username}: ${await res.text()}`).toBe(201);
  return user;
}

/** Where the login flow ended and whether it went through the provider's consent page. */
export interface LoginResult {
  consentShown: boolean;
}

/** Where the app lands after login: any private page (not an auth page, not the provider). */
const IN_APP = (url: URL) =>
  !url.pathname.startsWith('/provider/') &&
  !['/', '/login', '/signup', '/authorize-spotify'].includes(url.pathname.replace(/\/+$/, '') || '/');

/**
 * Logs in with the login form and, when the flow sends the browser to the provider's consent
 * page (first connection in this browser), presses Agree; waits until a page of the app shows.
 */
export async function loginThroughUi(
  page: Page,
  user: Credentials,
  options: { open?: boolean; providerAccount?: string } = {},
): Promise<LoginResult> {
  const login = new LoginPage(page);
  if (options.open !== false) await login.open();
  await login.logIn(user);
  const consent = new ConsentPage(page);
  await page.waitForURL((url) => consent.isAt(url) || IN_APP(url), { timeout: 20_000 });
  let consentShown = false;
  if (consent.isAt(new URL(page.url()))) {
    consentShown = true;
    if (options.providerAccount) await consent.agreeAs(options.providerAccount);
    else await consent.agree();
  }
  await page.waitForURL(IN_APP, { timeout: 20_000 });
  return { consentShown };
}

/**
 * A fresh user, registered through the API and logged in through the UI; with `ownAccount`, on
 * a streaming account of their own (the emulator's shared 'Premium Listener' otherwise, whose
 * playback moves to whichever device played last).
 */
export async function signUpAndLogIn(
  page: Page,
  request: APIRequestContext,
  options: { ownAccount?: boolean } = {},
): Promise<TestUser> {
  const user = await signUpViaApi(request);
  await loginThroughUi(page, user, options.ownAccount ? { providerAccount: user.username } : {});
  return user;
}

/** The product API token the page holds (localStorage 'token'). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'the page holds an API token').toBeTruthy();
  return token!;
}

/** The signed-in user's own profile, as the API answers it. */
export async function myProfile(request: APIRequestContext, token: string): Promise<Record<string, unknown>> {
  const res = await request.get('/api/v1/myprofile', { headers: { Authorization: `Token ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** A call of the product API as `token`'s user that must succeed; its JSON answer. */
export async function apiCall(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  data?: object,
): Promise<Record<string, unknown>> {
  const res = await request.fetch(url, {
    method,
    headers: { Authorization: `Token ${token}` },
    ...(data && { data }),
  });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}
