import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { PlayerBar } from '../pages/player';
import { apiCall, signUpViaApi, tokenOf } from '../support/auth';
import { logInAndConnect, musicServer as server } from '../support/opensubsonic';

// A club's listening room (issue 25) on an OpenSubsonic deployment, against supysonic: the room
// plays through the same playback interface as a post, here the page's own audio element fed by
// the server's stream. The library's tracks last seconds, so the room moves on by itself too.

/** What the page's audio element plays and where, read at one instant (wall-clock ms). */
async function audioNow(page: Page): Promise<{ src: string; positionMs: number; paused: boolean; at: number }> {
  return page.evaluate(() => {
    const audio = document.querySelector('audio');
    return {
      // The track's stream, without the user's own signature.
      src: audio?.currentSrc ? new URL(audio.currentSrc).pathname : '',
      positionMs: (audio?.currentTime ?? 0) * 1000,
      paused: audio?.paused ?? true,
      at: performance.timeOrigin + performance.now(),
    };
  });
}

/** How far apart two pages' audio is at one instant, or null while they play different tracks. */
async function msApart(a: Page, b: Page): Promise<number | null> {
  const [x, y] = await Promise.all([audioNow(a), audioNow(b)]);
  if (!x.src || x.src !== y.src || x.paused || y.paused) return null;
  const at = Math.max(x.at, y.at);
  return Math.abs(x.positionMs + (at - x.at) - (y.positionMs + (at - y.at)));
}

async function connectedPerson(browser: Browser, request: APIRequestContext): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInAndConnect(page, await signUpViaApi(request));
  return { page, token: await tokenOf(page) };
}

test('a club listens together on the music server: go live, join, the same moment, skip, end', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  expect(server.titles.length, 'the run knows the server library').toBeGreaterThan(2);
  const dj = await connectedPerson(browser, request);
  const clubName = `Harbour Club ${Date.now().toString(36)}`;
  const { club } = (await apiCall(request, dj.token, 'POST', '/api/v1/createclub/', { club_name: clubName })) as {
    club: number;
  };
  // Every track of the server, found through song search (the provider's ids): thrice, 2 minutes of music.
  const tracks: Array<{ id: string; name: string }> = [];
  for (const title of server.titles) {
    const found = (await apiCall(
      request,
      dj.token,
      'GET',
      `/api/v1/music/search/?q=${encodeURIComponent(title)}&type=track&offset=0&limit=5`,
    )) as {
      tracks: { items: Array<{ id: string; name: string }> };
    };
    const track = found.tracks.items.find((t) => t.name === title);
    if (track) tracks.push(track);
  }
  expect(tracks.length).toBeGreaterThan(2);

  let room = 0;
  await test.step('the owner goes live and queues the server’s songs', async () => {
    await dj.page.goto(`/clubs/${club}`);
    await dj.page.getByRole('button', { name: 'Go live' }).click();
    await expect(dj.page).toHaveURL(new RegExp(`/clubs/${club}/room`));
    room = (await apiCall(request, dj.token, 'GET', `/api/v1/clubs/${club}/room/`)).room as number;
    for (const track of [...tracks, ...tracks, ...tracks])
      await apiCall(request, dj.token, 'POST', `/api/v1/rooms/${room}/queue/`, { song: track.id });
  });

  const listener = await connectedPerson(browser, request);
  const player = new PlayerBar(listener.page);
  await test.step('a listener joins: the server’s audio plays the room’s song at the room’s moment', async () => {
    await listener.page.goto(`/clubs/${club}`);
    await listener.page
      .getByRole('button', { name: 'Join the room' })
      .or(listener.page.getByRole('link', { name: 'Join the room' }))
      .click();
    await expect(listener.page).toHaveURL(new RegExp(`/clubs/${club}/room`));
    await expect(player.root).toContainText(`Live in ${clubName}`);
    // Within a second of the DJ's own player, on the same track (the bar shows whole seconds).
    await expect
      .poll(async () => (await msApart(dj.page, listener.page)) ?? Infinity, { timeout: 20_000 })
      .toBeLessThan(1_000);
  });

  await test.step('the DJ skips: the listener moves to the next song with the room', async () => {
    const before = (await apiCall(request, dj.token, 'GET', `/api/v1/rooms/${room}/`)) as { current: { item: number } };
    const after = (await apiCall(request, dj.token, 'POST', `/api/v1/rooms/${room}/control/`, { action: 'skip' })) as {
      current: { item: number; track_details: { name: string } };
    };
    expect(after.current.item).not.toBe(before.current.item);
    await expect
      .poll(async () => (await msApart(dj.page, listener.page)) ?? Infinity, { timeout: 20_000 })
      .toBeLessThan(1_000);
  });

  await test.step('the DJ ends the room: the listener is told and the audio stops', async () => {
    await apiCall(request, dj.token, 'POST', `/api/v1/rooms/${room}/end/`, {});
    await expect(listener.page.getByText('This room has ended.').first()).toBeVisible({ timeout: 10_000 });
    await expect.poll(async () => (await audioNow(listener.page)).paused, { timeout: 10_000 }).toBe(true);
  });
});
