import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { LiveToasts, NotificationsPage } from '../pages/notifications-page';
import { Notices } from '../pages/notices';
import { Shell } from '../pages/shell';
import { loginThroughUi, myProfile, signUpViaApi, tokenOf } from '../support/auth';
import { newUser } from '../support/users';

// Issue 10: notifications, live. B follows A, up votes and comments A's post and mentions A; A,
// on another page, sees each arrive as a toast and the menu's marker rise without reloading; then
// A opens Notifications, filters them, answers B's request to curate and follows B back.

const SHOTS = process.env.SHOTS_DIR ?? '/work/wt/shots/i10notify';

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A call of the API as the user holding `token`. */
async function api(request: APIRequestContext, token: string, path: string, data?: unknown) {
  const headers = { Authorization: `Token ${token}` };
  const res = data === undefined ? await request.get(path, { headers }) : await request.post(path, { headers, data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

test('notifications arrive live as toasts and markers, and are filtered and answered on their page', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const alice = await signUpViaApi(request, newUser('alice'));
  const bob = await signUpViaApi(request, newUser('bob'));
  const clubName = `Late Shift ${Date.now().toString(36)}`;
  const shell = new Shell(page);
  const toasts = new LiveToasts(page);
  const notifications = new NotificationsPage(page);
  const marker = shell.menuLink('Notifications').getByTestId('alert-marker');

  let aliceToken = '';
  let aliceId = 0;
  let postId = 0;
  let postTitle = '';
  let clubId = 0;
  await test.step('A signs in, posts a song and opens a club', async () => {
    await loginThroughUi(page, alice);
    await shell.expectShown();
    aliceToken = await tokenOf(page);
    aliceId = (await myProfile(request, aliceToken)).upclubuser as number;
    const feed = await api(request, aliceToken, '/api/v1/getallfeed/new');
    const song = (feed.results as Array<{ song: string }>)[0].song;
    const post = await api(request, aliceToken, '/api/v1/postsong/', { song, comment: 'Night drive', post_type: 2 });
    postId = post.song_post as number;
    postTitle = String(post.title);
    clubId = (await api(request, aliceToken, '/api/v1/createclub/', { club_name: clubName })).club as number;
    await expect(marker).toHaveCount(0);
  });

  const bobContext = await browser.newContext();
  const bobPage = await bobContext.newPage();
  let bobToken = '';
  await test.step('B signs in elsewhere and follows A from A’s profile', async () => {
    await loginThroughUi(bobPage, bob);
    bobToken = await tokenOf(bobPage);
    await bobPage.goto(`/profile/${alice.username}`);
    await bobPage.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(bobPage.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
  });

  await test.step('A sees the follow as a toast and the marker rise, without reloading', async () => {
    await expect(toasts.toast(`${bob.username} started following you`)).toBeVisible();
    await expect(marker).toBeVisible();
  });

  await test.step('B up votes and comments A’s post and mentions A: each reaches A live', async () => {
    await api(request, bobToken, '/api/v1/likesongpost/', { song_post: postId });
    await expect(toasts.toast(`${bob.username} up voted your post`)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/live-toast-1440.png` });
    await page.setViewportSize({ width: 768, height: 900 });
    await api(request, bobToken, '/api/v1/postfirstlevelcomment/', {
      song_post: postId,
      text: `@${alice.username} this one is great`,
      mentions: [aliceId],
    });
    await expect(toasts.toast(`${bob.username} commented on your post`)).toBeVisible();
    await expect(toasts.toast(`${bob.username} mentioned you in a comment`)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/live-toast-768.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await api(request, bobToken, '/api/v1/requesttocurate/', { club: clubId });
    await expect(toasts.toast(`${bob.username} requested to curate ${clubName}`)).toBeVisible();
  });

  await test.step('A opens Notifications from the request’s toast: the marker resets, the list is grouped', async () => {
    await expect(marker).toBeVisible();
    await toasts.toast(`${bob.username} requested to curate ${clubName}`).getByRole('link').click();
    await notifications.expectShown();
    await expect(marker).toHaveCount(0);
    const today = notifications.group('Today');
    await expect(today.getByRole('listitem')).toHaveCount(5);
    await expect(notifications.row(`${bob.username} up voted your post ${postTitle}`)).toBeVisible();
    await expect
      .poll(async () => (await api(request, aliceToken, '/api/v1/getnotificationscount/')).notifications)
      .toBe(0);
    await page.mouse.move(0, 0);
    await expectNoAxeViolations(page);
  });

  await test.step('A filters them', async () => {
    await notifications.deselectAll();
    await expect(page.getByText('No notifications found')).toBeVisible();
    await notifications.filter('Up Votes').click();
    await notifications.filter('Club Curator Request').click();
    await expect(notifications.group('Today').getByRole('listitem')).toHaveCount(2);
    await expect(notifications.row('started following you')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/notifications-filtered-1440.png`, fullPage: true });
    await notifications.selectAll();
    await expect(notifications.group('Today').getByRole('listitem')).toHaveCount(5);
    await page.setViewportSize({ width: 768, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/notifications-768.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${SHOTS}/notifications-1440.png`, fullPage: true });
  });

  await test.step('A accepts B’s request to curate from the Respond menu', async () => {
    const request = notifications.row(`${bob.username} requested to curate ${clubName}`);
    await request.getByRole('button', { name: /^Respond/ }).click();
    await page.getByRole('menuitem', { name: 'Accept' }).click();
    await expect(request.getByText('Curating', { exact: true })).toBeVisible();
    await expect(
      new Notices(page).success(`You had just accepted ${bob.username}'s request to curate ${clubName}`),
    ).toBeVisible();
  });

  await test.step('A follows B back', async () => {
    const follow = notifications.row(`${bob.username} started following you`);
    await follow.getByRole('button', { name: `Follow ${bob.username}` }).click();
    await expect(follow.getByRole('button', { name: `Following ${bob.username}` })).toBeVisible();
    await expect(new Notices(page).success(`You are now following ${bob.username}`)).toBeVisible();
    const profile = await api(request, aliceToken, `/api/v1/getprofileviausername/${bob.username}`);
    expect(profile.followed).toBe(true);
  });

  await test.step('clicking the up vote plays A’s post and opens the player', async () => {
    await notifications.row(`${bob.username} up voted your post`).getByRole('button').first().click();
    await expect(page.getByRole('dialog', { name: 'Now Playing' })).toBeVisible();
  });

  await bobContext.close();
});
