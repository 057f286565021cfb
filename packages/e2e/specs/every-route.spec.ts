import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { loginThroughUi, tokenOf } from '../support/auth';
import { CLS_BUDGET, axeViolations, layoutShift, waitForContent, watchLayoutShifts } from '../support/pageQuality';
import { STAFF_USER, type Credentials } from '../support/users';

/**
 * Every page of the app, at the two widths the layout is built for: axe finds no violation and the
 * cumulative layout shift stays under the "good" threshold. The signed-in pages are every route of
 * every remote's route facts (/routes.json), so a route a remote adds is checked from its first
 * release; a route with a parameter needs a real value below, and the test says so when one is missing.
 */

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 768, height: 1024 },
] as const;

/** The shell's own pages for people not signed in (SHELL_ROUTES of @upclub/shared/guard). */
const AUTH_PAGES = ['/', '/login', '/signup', '/forgot-password', '/forgot-username', '/terms', '/privacy-policy'];

const DEMO_USER: Credentials = { username: 'demo', password: 'upclub-demo' };

interface RouteFact {
  name: string;
  path: string;
  staffBit?: number;
  nested?: boolean;
}
interface RemoteFacts {
  name: string;
  routes: RouteFact[];
}

interface Checked {
  path: string;
  width: number;
  violations: string[];
  cls: number;
  shifts: string[];
}

/** The API with the signed-in user's token. */
function api(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Token ${token}` };
  return {
    async get<T>(url: string): Promise<T> {
      const res = await request.get(url, { headers });
      expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
      return (await res.json()) as T;
    },
    async post(url: string, data: unknown): Promise<void> {
      const res = await request.post(url, { headers, data });
      expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
    },
  };
}

type Api = ReturnType<typeof api>;

/** Real values for the routes with parameters, read from (or made in) the seeded data. */
const PARAMS: Record<string, (ctx: { api: Api; page: Page }) => Promise<Record<string, string>>> = {
  club_posts: async ({ api }) => {
    const clubs = await api.get<{ results: Array<{ club: number }> }>('/api/v1/getallclubs/');
    expect(clubs.results.length, 'the demo data has clubs').toBeGreaterThan(0);
    return { id: String(clubs.results[0].club) };
  },
  user_posts: async () => ({ username: 'alex' }),
  message_box: async ({ api }) => ({ id: String(await aMessageThread(api)) }),
  message_settings: async ({ api }) => ({ id: String(await aMessageThread(api)) }),
  post_playlist: async ({ page }) => {
    await page.goto('/post');
    const link = page.getByRole('list', { name: 'Your playlists' }).getByRole('link').first();
    const href = await link.getAttribute('href', { timeout: 20_000 });
    const id = /\/post\/playlist\/([^/?#]+)/.exec(href ?? '')?.[1];
    expect(id, `a playlist link on /post (${href})`).toBeTruthy();
    return { id: id! };
  },
};

/** Sub-pages under a nested route that are pages of their own (the club's tabs). */
const SUB_PAGES: Record<string, string[]> = { club_posts: ['followers', 'curators'] };

/** A message thread of the signed-in user: the first one, or one made by sending a post to someone. */
async function aMessageThread(api: Api): Promise<number> {
  const threads = await api.get<{ results: Array<{ messagethread: number }> }>('/api/v1/getmessagethreads/');
  if (threads.results.length) return threads.results[0].messagethread;
  const feed = await api.get<{ results: Array<{ song_post: number; upclubuser: number; username: string }> }>(
    '/api/v1/getallfeed/new/',
  );
  const other = feed.results.find((post) => post.username !== DEMO_USER.username);
  expect(other, 'a post by another user to send').toBeTruthy();
  await api.post('/api/v1/sharepost/', {
    upclubusers: [other!.upclubuser],
    messagethreads: [],
    song_post: other!.song_post,
  });
  return aMessageThread(api);
}

/** The concrete paths of a remote's routes: parameters filled, the nested sub-pages added. */
async function pathsOf(routes: RouteFact[], ctx: { api: Api; page: Page }): Promise<string[]> {
  const paths: string[] = [];
  for (const route of routes) {
    let path = route.path;
    if (path.includes(':')) {
      const values = PARAMS[route.name];
      if (!values) throw new Error(`Route ${route.name} (${route.path}) has a parameter: add a real value to PARAMS`);
      const filled = await values(ctx);
      path = path.replace(/:(\w+)/g, (_, name: string) => {
        if (!(name in filled)) throw new Error(`PARAMS.${route.name} gives no value for :${name}`);
        return encodeURIComponent(filled[name]);
      });
    }
    paths.push(path, ...(SUB_PAGES[route.name] ?? []).map((sub) => `${path}/${sub}`));
  }
  return paths;
}

async function routeFacts(request: APIRequestContext): Promise<RemoteFacts[]> {
  const res = await request.get('/routes.json');
  expect(res.status()).toBe(200);
  const facts = (await res.json()) as RemoteFacts[];
  expect(facts.length, 'the server lists the remotes’ routes').toBeGreaterThan(0);
  return facts;
}

/** Opens each path as a fresh load at each width, waits for its content, then checks axe and the layout shift. */
async function checkPages(page: Page, paths: string[], testInfo: TestInfo, expectPath = true): Promise<void> {
  const results: Checked[] = [];
  await watchLayoutShifts(page);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await test.step(`${path} at ${viewport.width} px`, async () => {
        await page.goto(path);
        await waitForContent(page);
        if (expectPath) expect(new URL(page.url()).pathname.replace(/\/$/, '') || '/').toBe(path);
        const cls = await layoutShift(page);
        const checked: Checked = {
          path,
          width: viewport.width,
          violations: await axeViolations(page),
          cls: cls.value,
          shifts: cls.shifts.map((s) => `${s.value.toFixed(4)} at ${s.at} ms: ${s.sources.join(' | ')}`),
        };
        results.push(checked);
        expect.soft(checked.violations, `axe on ${path} at ${viewport.width} px`).toEqual([]);
        expect
          .soft(checked.cls, `layout shift on ${path} at ${viewport.width} px:\n${checked.shifts.join('\n')}`)
          .toBeLessThan(CLS_BUDGET);
      });
    }
  }
  const table = results
    .map(
      (r) =>
        `${r.path.padEnd(32)} ${String(r.width).padStart(4)} px  CLS ${r.cls.toFixed(3)}  axe ${r.violations.length}`,
    )
    .join('\n');
  console.log(`\n${testInfo.title}\n${table}`);
  await testInfo.attach('pages.json', { body: JSON.stringify(results, null, 2), contentType: 'application/json' });
}

async function signedInPage(browser: Browser, user: Credentials): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginThroughUi(page, user);
  return { page, token: await tokenOf(page) };
}

test.describe.configure({ timeout: 600_000 });

test('the auth pages are accessible and stable', async ({ page }, testInfo) => {
  await checkPages(page, AUTH_PAGES, testInfo);
});

test('connecting the streaming account is accessible and stable', async ({ page, request }, testInfo) => {
  // Signed in, not connected yet: the session token seeded into storage as the login form leaves it.
  const res = await request.post('/api/v1/login/', { data: DEMO_USER });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((key) => {
    localStorage.setItem('token', key);
    localStorage.setItem('is_authenticated', 'true');
  }, token);
  await checkPages(page, ['/authorize-spotify'], testInfo);
});

test('every signed-in page of every remote is accessible and stable', async ({ browser, request }, testInfo) => {
  const facts = await routeFacts(request);
  const { page, token } = await signedInPage(browser, DEMO_USER);
  const routes = facts.flatMap((remote) => remote.routes).filter((route) => !route.staffBit);
  const paths = await pathsOf(routes, { api: api(request, token), page });
  // A shared post's link opens Now Playing with its comments over the feed.
  const feed = await api(request, token).get<{ results: Array<{ song_post: number }> }>('/api/v1/getallfeed/new/');
  await checkPages(page, paths, testInfo);
  await test.step('a shared post (Now Playing and comments)', async () => {
    await page.setViewportSize(VIEWPORTS[0]);
    await page.goto(`/discover/?share_post=${feed.results[0].song_post}`);
    await expect(page.getByRole('dialog').first()).toBeVisible({ timeout: 20_000 });
    await waitForContent(page);
    expect.soft(await axeViolations(page), 'axe on Now Playing').toEqual([]);
  });
});

test('every staff page is accessible and stable', async ({ browser, request }, testInfo) => {
  const facts = await routeFacts(request);
  const { page, token } = await signedInPage(browser, STAFF_USER);
  const routes = facts.flatMap((remote) => remote.routes).filter((route) => route.staffBit);
  expect(routes.length, 'the staff remote lists its routes').toBeGreaterThan(0);
  await checkPages(page, await pathsOf(routes, { api: api(request, token), page }), testInfo);
});
