import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { FeedPage } from '../pages/feed-page';
import { Notices } from '../pages/notices';
import { PlayerBar } from '../pages/player';
import { Shell } from '../pages/shell';
import { SongSearch, TrackDetail } from '../pages/song-search';
import { signUpViaApi, tokenOf } from '../support/auth';
import { logInAndConnect, musicServer as server } from '../support/opensubsonic';

// The music loop (issue 3) on an OpenSubsonic deployment (issue 23), against supysonic, a real
// Subsonic server nobody here wrote: a newcomer connects to the music server, posts a song, plays
// it from the server's own audio, likes it, comments, and opens the share link in a fresh tab.

/**
 * The server's audio really plays: the element is not paused and its position moves (the library's
 * tracks last seconds, so the list may move on to the next one meanwhile: any change counts).
 */
async function expectAudioPlaying(page: Page): Promise<void> {
  const position = () => page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0);
  const start = await position();
  await expect
    .poll(
      async () =>
        (await page.evaluate(() => document.querySelector('audio')?.paused === false)) &&
        Math.abs((await position()) - start) > 0.3,
      { timeout: 15_000 },
    )
    .toBe(true);
}

test('a newcomer connects to the music server, posts, plays, likes, comments and shares a song', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(180_000);
  expect(server.titles.length, 'the run knows the server library').toBeGreaterThan(0);
  const shell = new Shell(page);
  const feed = new FeedPage(page);
  const notices = new Notices(page);
  const player = new PlayerBar(page);
  const user = await signUpViaApi(request);

  await test.step('logs in and connects to the music server with its username and password', async () => {
    await logInAndConnect(page, user);
    await shell.expectDiscover();
  });

  const title = server.titles[0];
  await test.step('finds a song of the server in the song search and posts it', async () => {
    await shell.addSongButton.click();
    const search = new SongSearch(page);
    await search.expectShown();
    await search.searchBox.fill(title);
    await search.filter('Track').click();
    await search.results().filter({ hasText: title }).first().click();
    const detail = new TrackDetail(page);
    await expect(page.getByRole('dialog').getByRole('heading', { name: title })).toBeVisible();
    await detail.caption.fill('Straight from our own server');
    await detail.postButton.click();
    await expect(notices.success('Track successfully posted.')).toBeVisible();
  });

  const card = feed.card(title, user.username);
  await test.step('sees it first under Newest, with the cover art from the server', async () => {
    await expect(feed.cards().first()).toHaveAccessibleName(`${title} posted by ${user.username}`);
    const art = card.root.locator('img').first();
    await expect(art).toHaveAttribute('src', /\/api\/v1\/music\/cover\//);
    await expect.poll(() => art.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });

  await test.step('plays it: the bar shows it and the server audio plays, by range requests', async () => {
    const partial = page.waitForResponse((r) => r.url().includes('/api/v1/music/stream/') && r.status() === 206);
    await card.playButton(title).click();
    await partial;
    await player.expectPlaying(title);
    await expectAudioPlaying(page);
  });

  await test.step('seeks near the end and keeps playing', async () => {
    const slider = player.root.getByRole('slider').first();
    await slider.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await expectAudioPlaying(page);
  });

  await test.step('likes it (count +1)', async () => {
    await expect(card.likeButton()).toHaveAccessibleName('Like (0)');
    await card.likeButton().click();
    await expect(card.likeButton()).toHaveAccessibleName('Like (1)');
  });

  await test.step('comments in Now Playing while the song keeps playing', async () => {
    await card.commentsButton().click();
    await expect(player.nowPlaying).toBeVisible();
    const comments = player.nowPlaying.getByRole('region', { name: 'Comments' });
    await comments.getByRole('textbox', { name: 'Add a comment' }).fill('Sounds great from the server');
    await comments.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(comments).toContainText('Sounds great from the server');
    await expectAudioPlaying(page);
    await page.keyboard.press('Escape');
  });

  const token = await tokenOf(page);
  const feedAnswer = await request.get('/api/v1/getallfeed/new', { headers: { Authorization: `Token ${token}` } });
  const newest = (await feedAnswer.json()).results[0] as { song_post: number };

  await test.step('opens the share link in a fresh tab, which plays the post', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const menu = await card.openShareMenu();
    await menu.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect(notices.success('Post link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`/discover/\\?share_post=${newest.song_post}$`));
    await player.pause.click();

    const tab = await context.newPage();
    await tab.goto(link);
    const tabPlayer = new PlayerBar(tab);
    await expect(tabPlayer.root).toContainText(title, { timeout: 20_000 });
    // A page opened without a click may not start sound on its own (the browser's autoplay rule):
    // the person presses Play.
    if (await tabPlayer.play.isVisible()) await tabPlayer.play.click();
    await tabPlayer.expectPlaying(title);
    await expectAudioPlaying(tab);
    await tab.close();
  });
});
