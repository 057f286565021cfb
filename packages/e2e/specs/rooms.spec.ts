import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { PlayerBar } from '../pages/player';
import { apiCall, signUpAndLogIn, tokenOf } from '../support/auth';
import { axeViolations } from '../support/pageQuality';

// Issue 25: a club listens together. Three browsers: the club's owner (the DJ) goes live and
// queues songs, two listeners join (one late), and all hear the same moment of the same song;
// the DJ pauses and skips, a listener's own Pause asks to leave, a reload comes back into the
// room, and the end reaches everyone.
// Each browser is its own person with their own player (the emulator's device of their account).

/** Players agree within this many seconds (the bar shows whole seconds; sync is measured apart). */
const SAME_MOMENT_S = 2;

async function newPerson(browser: Browser, request: APIRequestContext): Promise<{ page: Page; player: PlayerBar }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Each listener on a streaming account of their own, as in life: one account plays on one device.
  await signUpAndLogIn(page, request, { ownAccount: true });
  return { page, player: new PlayerBar(page) };
}

/** Opens the club page and joins its live room; the player then plays the room's song. */
async function join(page: Page, club: number): Promise<void> {
  await page.goto(`/clubs/${club}`);
  await page
    .getByRole('button', { name: 'Join the room' })
    .or(page.getByRole('link', { name: 'Join the room' }))
    .click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${club}/room`));
}

async function secondsApart(a: PlayerBar, b: PlayerBar): Promise<number> {
  const [x, y] = await Promise.all([a.elapsedSeconds(), b.elapsedSeconds()]);
  return Math.abs(x - y);
}

test('a club listens together: go live, join, the same moment, pause, skip, a late join, a reload, leave and end', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  await signUpAndLogIn(page, request);
  const dj = { page, player: new PlayerBar(page) };
  const token = await tokenOf(page);
  const clubName = `Night Owls ${Date.now().toString(36)}`;
  const { club } = (await apiCall(request, token, 'POST', '/api/v1/createclub/', { club_name: clubName })) as {
    club: number;
  };
  // Two songs of the demo feed to queue (their provider ids).
  const feed = (await apiCall(request, token, 'GET', '/api/v1/getallfeed/new/')) as {
    results: Array<{ song: string; track_details: { name: string } }>;
  };
  const songs = [...new Map(feed.results.map((p) => [p.song, p.track_details.name])).entries()].slice(0, 2);
  expect(songs).toHaveLength(2);

  let room = 0;
  await test.step('the owner goes live from the club page and queues two songs', async () => {
    await page.goto(`/clubs/${club}`);
    await page.getByRole('button', { name: 'Go live' }).click();
    await expect(page).toHaveURL(new RegExp(`/clubs/${club}/room`));
    await expect(page.getByRole('heading', { name: 'Up next' })).toBeVisible();
    const state = await apiCall(request, token, 'GET', `/api/v1/clubs/${club}/room/`);
    room = state.room as number;
    for (const [song] of songs) await apiCall(request, token, 'POST', `/api/v1/rooms/${room}/queue/`, { song });
    await expect(dj.player.root).toContainText(songs[0][1], { timeout: 20_000 });
  });

  const first = await newPerson(browser, request);
  await test.step('a listener joins and hears the same moment of the same song', async () => {
    await join(first.page, club);
    await first.player.expectPlaying(songs[0][1]);
    await expect(first.player.root).toContainText(`Live in ${clubName}`);
    await expect
      .poll(() => secondsApart(dj.player, first.player), { timeout: 10_000 })
      .toBeLessThanOrEqual(SAME_MOMENT_S);
  });

  await test.step('the room page has no axe violations', async () => {
    await expect(first.page.getByRole('heading', { name: "Who's here" })).toBeVisible();
    expect(await axeViolations(first.page)).toEqual([]);
  });

  await test.step("a listener's own Pause asks to leave the room, and Stay keeps listening", async () => {
    await first.player.pause.click();
    const dialog = first.page.getByRole('dialog', { name: 'Leave the room?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await first.player.expectPlaying(songs[0][1]);
  });

  const late = await newPerson(browser, request);
  await test.step('a listener who joins late starts at the current position', async () => {
    await join(late.page, club);
    await late.player.expectPlaying(songs[0][1]);
    await expect
      .poll(() => secondsApart(first.player, late.player), { timeout: 10_000 })
      .toBeLessThanOrEqual(SAME_MOMENT_S);
    expect(await first.player.elapsedSeconds()).toBeGreaterThanOrEqual(3);
  });

  await test.step('a listener who reloads the page is back in the room, without joining again', async () => {
    await first.page.goto('/discover');
    await first.page.reload();
    await expect(first.player.root).toContainText(`Live in ${clubName}`, { timeout: 20_000 });
    await first.player.expectPlaying(songs[0][1]);
    await expect
      .poll(() => secondsApart(dj.player, first.player), { timeout: 10_000 })
      .toBeLessThanOrEqual(SAME_MOMENT_S);
  });

  await test.step('the DJ pauses: every player pauses; then plays again', async () => {
    await page.getByRole('button', { name: 'Pause', exact: true }).first().click();
    for (const { player } of [first, late]) await expect(player.play).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Play', exact: true }).first().click();
    for (const { player } of [first, late]) await player.expectPlaying(songs[0][1]);
  });

  await test.step('the DJ skips: everyone moves to the next song together', async () => {
    await page.getByRole('button', { name: 'Skip to the next song' }).click();
    for (const { player } of [first, late]) await player.expectPlaying(songs[1][1]);
    await expect
      .poll(() => secondsApart(first.player, late.player), { timeout: 10_000 })
      .toBeLessThanOrEqual(SAME_MOMENT_S);
  });

  await test.step('the DJ ends the room: listeners are told and their players stop', async () => {
    await page.getByRole('button', { name: 'End the room' }).click();
    await page.getByRole('dialog', { name: 'End the room?' }).getByRole('button', { name: 'End the room' }).click();
    for (const listener of [first, late]) {
      await expect(listener.page.getByText('This room has ended.').first()).toBeVisible({ timeout: 10_000 });
      await expect(listener.player.pause).toBeHidden({ timeout: 10_000 });
    }
  });
});
