import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { ClubPage, ClubsPage, shareSavedTrackToClub, smallPng } from '../pages/clubs-page';
import { Notices } from '../pages/notices';
import { loginThroughUi, signUpViaApi, tokenOf } from '../support/auth';
import { newUser } from '../support/users';

// Issue 9: a club's life with three people. A creates a club, describes it and posts into it;
// B follows it, asks to curate, is accepted by A, posts a song and leaves; a stranger cannot post.

/** Axe finds no violations on the page as it is now. */
async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a club is created, described, followed, curated by a second user and closed to strangers', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const clubName = `Night Owls ${Date.now().toString(36)}`;
  const description = 'Songs for after midnight, picked by the regulars.';
  const alice = await signUpViaApi(request, newUser('owner'));
  const bob = await signUpViaApi(request, newUser('curator'));
  const aliceClub = new ClubPage(page, clubName);
  let clubId = 0;

  await test.step('A creates a club from the clubs page', async () => {
    await loginThroughUi(page, alice);
    const clubs = new ClubsPage(page);
    await clubs.open();
    await expectNoAxeViolations(page);
    clubId = await clubs.createClub(clubName);
    await expect(new Notices(page).success('Club successfully created')).toBeVisible();
    await aliceClub.expectShown();
    await expect(aliceClub.state('Admin')).toBeVisible();
  });

  await test.step('A gives the club a picture and a description in its settings, which a new club opens with', async () => {
    await expect(aliceClub.settingsDialog).toBeVisible();
    await aliceClub.choosePicture(await smallPng(page));
    await aliceClub.setDescription(description);
    await expect(aliceClub.description(description)).toBeVisible();
    const club = await request.get(`/api/v1/getclub/${clubId}`, {
      headers: { Authorization: `Token ${await tokenOf(page)}` },
    });
    expect(((await club.json()) as { club_picture: string | null }).club_picture).toBeTruthy();
  });

  let aliceSong = '';
  await test.step('A shares a song to the club from the track detail', async () => {
    aliceSong = await shareSavedTrackToClub(page, clubName);
    await expect(new Notices(page).success('Track successfully posted.')).toBeVisible();
    await aliceClub.open(clubId);
    await expect(aliceClub.post(aliceSong, alice.username)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  const bobContext = await browser.newContext();
  const bobPage = await bobContext.newPage();
  const bobClub = new ClubPage(bobPage, clubName);

  await test.step('B opens the club, follows it and asks to curate', async () => {
    await loginThroughUi(bobPage, bob);
    await bobClub.open(clubId);
    await expect(bobClub.description(description)).toBeVisible();
    await expect(bobClub.post(aliceSong, alice.username)).toBeVisible();
    await expect(bobClub.followButton).toHaveText('Follow');
    await bobClub.followButton.click();
    await expect(bobClub.followButton).toHaveText('Following');
    await expect(bobClub.followButton).toHaveAttribute('aria-pressed', 'true');
    await bobClub.chooseMenuItem('Request to Curate');
    await expect(new Notices(bobPage).success('Sent request to curate club')).toBeVisible();
  });

  await test.step('A accepts the request in Manage Curators', async () => {
    await aliceClub.open(clubId);
    await aliceClub.acceptRequestOf(bob.username);
    await expect(new Notices(page).success(new RegExp(`is now a curator of ${clubName}`))).toBeVisible();
  });

  await test.step('B, now curating, shares a song to the club', async () => {
    await bobClub.open(clubId);
    await expect(bobClub.state('Curating')).toBeVisible();
    const bobSong = await shareSavedTrackToClub(bobPage, clubName);
    await expect(new Notices(bobPage).success('Track successfully posted.')).toBeVisible();
    await bobClub.open(clubId);
    await expect(bobClub.post(bobSong, bob.username)).toBeVisible();
  });

  await test.step('B leaves the club', async () => {
    await bobClub.chooseMenuItem('Leave Club');
    await expect(new Notices(bobPage).success('You have successfully left the club')).toBeVisible();
    await expect(bobClub.state('Curating')).toBeHidden();
    await expect(bobClub.followButton).toBeVisible();
  });
  await bobContext.close();

  await test.step('a stranger cannot post into the club (the API answers 403)', async () => {
    const stranger = await signUpViaApi(request, newUser('stranger'));
    const login = await request.post('/api/v1/login/', {
      data: { username: stranger.username, password: stranger.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const posts = await request.get(`/api/v1/getclubsongposts/${clubId}/new`, {
      headers: { Authorization: `Token ${token}` },
    });
    expect(posts.status()).toBe(200);
    const { results } = (await posts.json()) as { results: Array<{ song: string }> };
    expect(results.length).toBe(2);
    const refused = await request.post('/api/v1/postsong/', {
      headers: { Authorization: `Token ${token}` },
      data: { song: results[0].song, club: clubId, post_type: 2 },
    });
    expect(refused.status(), await refused.text()).toBe(403);
  });
});
