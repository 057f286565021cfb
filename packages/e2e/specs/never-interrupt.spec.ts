import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { Notices } from '../pages/notices';
import { LiveToasts, NotificationsPage } from '../pages/notifications-page';
import { PlayerBar } from '../pages/player';
import { Shell } from '../pages/shell';
import { loginThroughUi, signUpViaApi, tokenOf } from '../support/auth';
import { newUser, type TestUser } from '../support/users';

// Issue 22 §2: opening a post's comments, from a card, a toast or a notification row, shows that
// post and its comments and never interrupts the song playing; notices and toasts never cover
// the control just used or the one needed next, at 1440 and 768.

const SHOTS = process.env.SHOTS_DIR;
const WIDTHS = [1440, 768] as const;

type Call = (path: string, data?: unknown) => Promise<Record<string, unknown>>;

function caller(request: APIRequestContext, token: string): Call {
  return async (path, data) => {
    const headers = { Authorization: `Token ${token}` };
    const res = data === undefined ? await request.get(path, { headers }) : await request.post(path, { headers, data });
    expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as Record<string, unknown>;
  };
}

async function apiLogin(request: APIRequestContext, user: TestUser): Promise<Call> {
  const login = await request.post('/api/v1/login/', { data: { username: user.username, password: user.password } });
  expect(login.ok(), await login.text()).toBe(true);
  return caller(request, ((await login.json()) as { token: string }).token);
}

/** The area two boxes share (0 when apart). */
async function overlapOf(a: Locator, b: Locator): Promise<number> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return 0;
  const w = Math.min(x.x + x.width, y.x + y.width) - Math.max(x.x, y.x);
  const h = Math.min(x.y + x.height, y.y + y.height) - Math.max(x.y, y.y);
  return Math.max(0, w) * Math.max(0, h);
}

/** Every shown item of `items` is apart from each of `controls`. */
async function expectNothingCovered(items: Locator, controls: Record<string, Locator>, where: string) {
  const count = await items.count();
  expect(count, `${where}: something is shown`).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    for (const [name, control] of Object.entries(controls)) {
      await expect(control, `${where}: ${name}`).toBeVisible();
      expect(await overlapOf(items.nth(i), control), `${where}: item ${i + 1} covers ${name}`).toBe(0);
    }
  }
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('opening comments never interrupts the song playing; notices and toasts cover no control in use', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const alice = await signUpViaApi(request, newUser('listener'));
  const bob = await signUpViaApi(request, newUser('commenter'));
  const bobCalls = await apiLogin(request, bob);
  const player = new PlayerBar(page);
  const toasts = new LiveToasts(page);
  const shell = new Shell(page);
  const comments = player.nowPlaying.getByRole('region', { name: 'Comments' });
  const commentBox = player.nowPlaying.getByRole('textbox', { name: 'Add a comment' });
  const commentButton = player.nowPlaying.getByRole('button', { name: 'Comment', exact: true });

  let songA = { title: '', by: '' };
  let postB = { id: 0, title: '' };
  await test.step('A listener posts song B; song A, another post, plays', async () => {
    await loginThroughUi(page, alice);
    const aliceCalls = caller(request, await tokenOf(page));
    let feedPage = await aliceCalls('/api/v1/getallfeed/new');
    const a = (feedPage.results as Array<Record<string, unknown>>)[0];
    songA = { title: String(a.title), by: String(a.username) };
    // Another song (the newest posts may all share one, as other specs seed them).
    let other: Record<string, unknown> | undefined;
    for (let pages = 0; !other && pages < 20; pages += 1) {
      other = (feedPage.results as Array<Record<string, unknown>>).find(
        (p) => p.song !== a.song && p.title !== a.title,
      );
      if (!other && typeof feedPage.next === 'string') feedPage = await aliceCalls(feedPage.next);
    }
    expect(other, 'a post of another song').toBeDefined();
    const b = await aliceCalls('/api/v1/postsong/', { song: other!.song, comment: 'For later', post_type: 2 });
    postB = { id: b.song_post as number, title: String(b.title) };
    await page.goto('/discover');
    const card = page.getByRole('article', { name: `${songA.title} posted by ${songA.by}` }).first();
    await card.getByRole('button', { name: `Play ${songA.title}` }).click();
    await player.expectPlaying(songA.title);
  });

  /** Now Playing shows post B and its comments, with a Play control for it, while song A goes on. */
  const expectBShownAPlaying = async (comment?: string) => {
    await expect(player.nowPlaying.getByRole('heading', { name: postB.title })).toBeVisible();
    await expect(player.nowPlaying.getByRole('button', { name: `Play ${postB.title}` })).toBeVisible();
    await expect(comments).toBeVisible();
    if (comment) await expect(comments.getByText(comment)).toBeVisible({ timeout: 20_000 });
    await player.expectPlaying(songA.title);
  };

  await test.step("from a card: B's comments show, A keeps playing", async () => {
    const cardB = page.getByRole('article', { name: `${postB.title} posted by ${alice.username}` });
    await cardB.getByRole('button', { name: /^Comments \(/ }).click();
    await expectBShownAPlaying();
    await expect(comments.getByText('no comments yet')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(player.nowPlaying).toBeHidden();
  });

  await test.step("from a comment toast: B's comments show, A keeps playing; toasts keep off the comment box", async () => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const first = `Hello at ${width}`;
      await bobCalls('/api/v1/postfirstlevelcomment/', { song_post: postB.id, text: first, mentions: [] });
      await toasts.toast(`: “${first}”`).getByRole('link').click();
      await expectBShownAPlaying(first);
      // Opened for the comments: the box is in view and has the focus, the one control needed next.
      await expect(commentBox).toBeFocused();
      await expect(commentBox).toBeInViewport();
      const next = `Seen at ${width}`;
      await bobCalls('/api/v1/postfirstlevelcomment/', { song_post: postB.id, text: next, mentions: [] });
      await expect(toasts.toast(`: “${next}”`)).toBeVisible();
      await expectNothingCovered(
        toasts.host.getByRole('listitem'),
        { 'the comment box': commentBox, 'the Comment button': commentButton },
        `toasts over Now Playing at ${width}`,
      );
      await shot(page, `now-playing-toast-${width}`);
      await page.keyboard.press('Escape');
      await expect(player.nowPlaying).toBeHidden();
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await player.expectPlaying(songA.title);
  });

  await test.step("from a notification row: B's comments show, A keeps playing", async () => {
    const notifications = new NotificationsPage(page);
    await shell.menuLink('Notifications').click();
    await notifications.expectShown();
    await notifications.row(`${bob.username} commented on your post`).first().getByRole('button').first().click();
    await expectBShownAPlaying('Seen at 768');
    await shot(page, 'now-playing-from-notification-1440');
    await player.nowPlaying.getByRole('button', { name: `Play ${postB.title}` }).click();
    await player.expectPlaying(postB.title);
  });

  await test.step("the follow notice keeps off the profile's Follow and Message", async () => {
    // A seeded member's profile (every new one shows the same header).
    await page.goto('/profile/alex');
    const header = page.locator('[id="single-spa-application:profile"]');
    const message = header.getByRole('link', { name: 'Message', exact: true });
    const notices = new Notices(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const follow = header.getByRole('button', { name: /^(Follow|Unfollow)$/ });
      // Follow, then change one's mind: two notices for 10 s, the controls used still needed.
      for (let press = 0; press < 2; press += 1) {
        const following = (await follow.textContent())?.includes('Unfollow');
        await follow.click();
        await expect(
          notices.success(following ? 'You had just unfollowed alex' : 'You are now following alex').last(),
        ).toBeVisible();
        await expect(follow).toBeEnabled();
      }
      await expectNothingCovered(
        notices.host.getByRole('status'),
        // …nor the player bar's controls, when they move to the bottom.
        { 'Follow or Unfollow': follow, Message: message, 'the player bar': player.root },
        `notices on the profile at ${width}`,
      );
      await shot(page, `profile-follow-notice-${width}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
