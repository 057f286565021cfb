import type { APIRequestContext, Page } from '@playwright/test';
import { HOSTILE_TEXTS, PWNED, longWord } from '../../../jest/hostileText';
import { test, expect } from '../support/fixtures';
import { PlayerBar } from '../pages/player';
import { loginThroughUi, signUpViaApi, tokenOf } from '../support/auth';
import { newUser, type TestUser } from '../support/users';

// Issue 13, fuzzing: the hostile corpus (jest/hostileText.ts), stored through the API in captions,
// comments, a bio, a club, a thread's name and its messages, is shown by the feed, Now Playing,
// the profile, the club page and the thread. Nothing in it runs (script payloads set a trapped
// window property, link payloads would open a dialog), it shows as text, and nothing pushes the
// page wider than the window: long words wrap or end in an ellipsis inside their cards.

const SHOTS = process.env.SHOTS_DIR;
const WIDTHS = [1440, 768] as const;

/** What the API stores of each kind, each entry that fits the field (a 400 is a refusal: skipped). */
const storable = HOSTILE_TEXTS.filter((h) => h.kind !== 'unstorable');
const markup = HOSTILE_TEXTS.filter((h) => h.kind === 'markup');
/** Where a long word shows: its first letters, the same in every field. */
const LONG_WORD_START = longWord(20);

interface Api {
  token: string;
  id: number;
  call(path: string, data?: unknown, method?: 'POST' | 'PATCH'): Promise<Record<string, unknown> | null>;
}

/** Registers a user through the API and signs them in there; returns their calls. */
async function apiUser(request: APIRequestContext, user: TestUser): Promise<Api> {
  const reg = await request.post('/api/v1/register/', { data: user });
  expect(reg.status(), await reg.text()).toBe(201);
  const id = ((await reg.json()) as { upclubuser: number }).upclubuser;
  const login = await request.post('/api/v1/login/', { data: { username: user.username, password: user.password } });
  const token = ((await login.json()) as { token: string }).token;
  return apiAs(request, token, id);
}

function apiAs(request: APIRequestContext, token: string, id: number): Api {
  return {
    token,
    id,
    // A 400 is the API refusing a text (a limit): the caller skips it; anything else must succeed.
    async call(path, data, method = 'POST') {
      const headers = { Authorization: `Token ${token}` };
      const res =
        data === undefined
          ? await request.get(path, { headers })
          : await request.fetch(path, { method, headers, data });
      if (res.status() === 400) return null;
      expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
      return (await res.json()) as Record<string, unknown>;
    },
  };
}

/** Traps every way a payload could show it ran: the property they set, dialogs, injected nodes. */
async function trapScripts(page: Page): Promise<string[]> {
  const ran: string[] = [];
  page.on('dialog', async (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await page.exposeFunction('__reportPwned', (value: string) => ran.push(`${PWNED} = ${value}`));
  await page.addInitScript((name) => {
    Object.defineProperty(window, name, {
      configurable: false,
      get: () => undefined,
      set: (value: unknown) => (window as unknown as { __reportPwned(v: string): void }).__reportPwned(String(value)),
    });
  }, PWNED);
  return ran;
}

/** Elements or attributes a payload would have created had it been parsed as markup. */
const injectedNodes = (page: Page) =>
  page.evaluate((name) => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      const tag = el.tagName.toLowerCase();
      if ((tag === 'script' || tag === 'style') && /__pwned|display:none!important/.test(el.textContent ?? '')) {
        found.push(el.outerHTML.slice(0, 120));
      }
      for (const attr of el.attributes) {
        const link = ['href', 'src', 'srcdoc', 'action', 'formaction'].includes(attr.name);
        if (
          attr.name.startsWith('on') ||
          (link && (/^\s*javascript:/i.test(attr.value) || attr.value.includes(name)))
        ) {
          found.push(`<${tag} ${attr.name}="${attr.value.slice(0, 80)}">`);
        }
      }
    }
    return found;
  }, PWNED);

/**
 * The layout holds: the page is no wider than the window, and every element that shows a long
 * word stays inside its card (article, dialog, list item, section), or is cut with an ellipsis.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((start) => {
    const problems: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > window.innerWidth) {
      problems.push(`page is ${root.scrollWidth}px wide in a ${window.innerWidth}px window`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.includes(start)) continue;
      const el = node.parentElement!;
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      const card = el.closest('article, [role="dialog"], li, section, header, main') ?? document.body;
      const bounds = card.getBoundingClientRect();
      const style = getComputedStyle(el);
      const cut = style.textOverflow === 'ellipsis' || (style.webkitLineClamp && style.webkitLineClamp !== 'none');
      if (box.right > bounds.right + 1 && !cut) {
        problems.push(
          `<${el.tagName.toLowerCase()} class="${el.className}"> ends at ${Math.round(box.right)}px, outside its <${card.tagName.toLowerCase()}> (${Math.round(bounds.right)}px)`,
        );
      }
    }
    return problems;
  }, LONG_WORD_START);
}

/** At each width: nothing ran, nothing was injected, the layout holds; screenshots when SHOTS_DIR is set. */
async function expectSafe(page: Page, ran: string[], name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(400);
    expect(await layoutProblems(page), `${name} at ${width}px`).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/hostile-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await injectedNodes(page), `${name}: elements from the text`).toEqual([]);
  expect(ran, `${name}: something ran`).toEqual([]);
}

/** The text of the page contains each of these exactly, as characters. */
async function expectShownAsText(page: Page, texts: string[]): Promise<void> {
  const shown = await page.evaluate(() => document.body.textContent ?? '');
  expect(texts.filter((text) => !shown.includes(text))).toEqual([]);
}

test('hostile text in every field shows as inert text and keeps the layout', async ({ page, request, browser }) => {
  test.setTimeout(300_000);
  const ran = await trapScripts(page);
  const alice = newUser('hostile');
  const bob = await apiUser(request, newUser('hostileb'));
  const carol = await apiUser(request, newUser('hostilec'));

  let me: Api;
  const posts: Array<{ id: number; title: string; caption: string }> = [];
  let commented = { id: 0, title: '' };
  let clubId = 0;
  let threadId = 0;
  const bio = markup.find((h) => h.name === 'img onerror')!.text;
  const threadName = markup.find((h) => h.name === 'svg onload')!.text;
  const clubName = markup.find((h) => h.name === 'attribute breakout')!.text;
  const clubDescription = `${markup.find((h) => h.name === 'script tag')!.text} ${longWord(300)}`;

  await test.step('seed the corpus through the API', async () => {
    const reg = await request.post('/api/v1/register/', { data: alice });
    expect(reg.status()).toBe(201);
    await loginThroughUi(page, alice);
    me = apiAs(request, await tokenOf(page), ((await reg.json()) as { upclubuser: number }).upclubuser);
    const feed = await me.call('/api/v1/getallfeed/new');
    const song = (feed!.results as Array<{ song: string }>)[0].song;
    // One post per text (oldest first, so the feed's newest shows the markup first).
    for (const hostile of [...storable].reverse()) {
      const post = await me.call('/api/v1/postsong/', { song, comment: hostile.text, mentions: [], post_type: 2 });
      if (post) posts.push({ id: post.song_post as number, title: String(post.title), caption: hostile.text });
    }
    expect(posts.length).toBeGreaterThan(markup.length);
    commented = posts[posts.length - 1];
    // Newest first in Now Playing: the markup leads.
    for (const hostile of [...storable].reverse()) {
      const comment = await bob.call('/api/v1/postfirstlevelcomment/', {
        song_post: commented.id,
        text: hostile.text,
        mentions: [],
      });
      if (comment && hostile.name === 'script tag') {
        await carol.call('/api/v1/postsecondlevelcomment/', {
          comment_parent: comment.comment,
          text: longWord(300),
          mentions: [],
        });
      }
    }
    expect(await me.call('/api/v1/updateprofile/', { profile_description: bio }, 'PATCH')).not.toBeNull();
    const club = await me.call('/api/v1/createclub/', { club_name: clubName });
    clubId = club!.club as number;
    expect(
      await me.call(`/api/v1/updateclub/${clubId}`, { club_description: clubDescription }, 'PATCH'),
    ).not.toBeNull();
    await me.call('/api/v1/postsong/', { song, comment: longWord(400), mentions: [], post_type: 2, club: clubId });
    const first = await me.call('/api/v1/createmessage/', {
      messagethread: null,
      text: storable[0].text,
      song_post: null,
      upclubusers: [bob.id, carol.id],
    });
    threadId = first!.messagethread as number;
    expect(
      await me.call(`/api/v1/setmessagethreadname/${threadId}`, { messagethreadname: threadName }, 'PATCH'),
    ).not.toBeNull();
    for (const hostile of storable.slice(1)) {
      await bob.call('/api/v1/createmessage/', { messagethread: threadId, text: hostile.text, song_post: null });
    }
  });

  await test.step('the feed shows the captions as text', async () => {
    await page.goto('/discover');
    const grid = page.getByRole('region', { name: 'Discover posts' });
    await expect(grid.getByRole('article').first()).toBeVisible();
    await expect(grid.getByText(markup[0].text, { exact: true }).first()).toBeVisible();
    await expectShownAsText(page, [markup[0].text, markup[1].text]);
    await expectSafe(page, ran, 'feed');
  });

  await test.step('the profile shows the bio as text', async () => {
    await page.goto(`/profile/${alice.username}`);
    // The first: the bio, above the posts (one of which has the same text as its caption).
    await expect(page.getByText(bio, { exact: true }).first()).toBeVisible();
    await expectSafe(page, ran, 'profile');
  });

  await test.step('the club page shows its name and description as text', async () => {
    await page.goto(`/clubs/${clubId}`);
    await expect(page.getByRole('heading', { name: clubName }).first()).toBeVisible();
    await expectShownAsText(page, [clubName, clubDescription]);
    await expectSafe(page, ran, 'club');
  });

  await test.step('the thread shows its name and messages as text', async () => {
    await page.goto(`/messages/${threadId}`);
    const log = page.getByRole('log');
    await expect(log.getByText(markup[markup.length - 1].text, { exact: true }).first()).toBeVisible();
    await expectShownAsText(page, [threadName]);
    await expectSafe(page, ran, 'thread');
    await page.goto('/messages');
    await expect(page.getByRole('list', { name: 'Your Messages' }).getByRole('link').first()).toBeVisible();
    await expectSafe(page, ran, 'threads');
  });
  await test.step('Now Playing shows the comments and the reply as text', async () => {
    // Read by someone who is not the author (whose page also takes the comments' live
    // notifications), and last: opened within seconds of the 22 comments being written, the
    // panel stayed at 'Loading comments' for 30 s in runs on a loaded machine although the API
    // had answered; not yet understood (reported), and not about hostile text.
    const reader = await browser.newContext();
    const readerPage = await reader.newPage();
    const readerRan = await trapScripts(readerPage);
    await loginThroughUi(readerPage, await signUpViaApi(request, newUser('hostiler')));
    await readerPage.goto('/discover');
    // The commented post: every seeded post shares its track, only this one has comments.
    const card = readerPage
      .getByRole('article', { name: `${commented.title} posted by ${alice.username}` })
      .filter({ has: readerPage.getByRole('button', { name: /^Comments \([1-9]/ }) });
    await card.getByRole('button', { name: /^Comments \(/ }).click();
    const player = new PlayerBar(readerPage);
    const comments = player.nowPlaying.getByRole('region', { name: 'Comments' });
    await expect(comments.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    await expect(comments.getByText(markup[0].text, { exact: true })).toBeVisible();
    await expectShownAsText(readerPage, [markup[0].text, markup[1].text]);
    await expectSafe(readerPage, readerRan, 'now-playing');
    await reader.close();
  });
});
