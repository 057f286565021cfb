import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { smallPng } from '../pages/clubs-page';
import { Notices } from '../pages/notices';
import { ProfilePage } from '../pages/profile-page';
import { loginThroughUi, myProfile, signUpViaApi, tokenOf } from '../support/auth';
import { newUser } from '../support/users';

// Issue 10: people. A newcomer sees their own profile, visits a member's (the seeded alex, who has
// posts), follows and unfollows them from the profile and from their own followings, and sets a
// picture (cropped in a circle), a bio and handles in the settings, after one refused handle.

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Screenshots at 1440 and 768 px when PROFILE_SHOTS names a folder (the pages as a reviewer sees them). */
async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env.PROFILE_SHOTS;
  if (!dir) return;
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a newcomer sees their profile, follows a member, and sets a picture and a bio', async ({ page, request }) => {
  test.setTimeout(180_000);
  const me = await signUpViaApi(request, newUser('prof'));
  const profile = new ProfilePage(page);
  const notices = new Notices(page);

  await test.step('the own profile: name, username, the five counts, Edit profile and no Follow', async () => {
    await loginThroughUi(page, me);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(profile.heading('Robin Tester')).toBeVisible();
    await expect(profile.root.getByText(`@${me.username}`)).toBeVisible();
    await expect(profile.sections.getByRole('link')).toHaveText([
      '0Posts',
      '0Clubs',
      '0Up Votes',
      '0Followers',
      '0Following',
    ]);
    await expect(profile.button('Edit profile')).toBeVisible();
    await expect(profile.button('Follow')).toHaveCount(0);
    await expect(profile.root.getByText('No results found')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('one’s own username in the address goes to /profile', async () => {
    await profile.open(me.username, 'followers');
    await expect(page).toHaveURL(/\/profile\/followers$/);
    await expect(profile.root.getByText('No followers found')).toBeVisible();
  });

  let alexFollowers = 0;
  await test.step('a member’s profile: their posts, five a row, Follow and Message', async () => {
    await profile.open('alex');
    await expect(profile.button('Follow')).toBeVisible();
    await expect(profile.root.getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      /^\/messages\?profile=alex%3A\d+$/,
    );
    const cards = profile.root.getByRole('region', { name: 'alex posts' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const tops = await cards.evaluateAll((items) => items.slice(0, 6).map((i) => i.getBoundingClientRect().top));
    if (tops.length >= 6) expect(tops.filter((t) => t === tops[0])).toHaveLength(5);
    alexFollowers = Number((await profile.count('Followers').textContent())?.replace(/\D/g, ''));
    await expectNoAxeViolations(page);
    await shots(page, 'other-profile');
  });

  await test.step('Follow: the button and Followers move at once, with the notice', async () => {
    await profile.button('Follow').click();
    await expect(profile.button('Unfollow')).toBeVisible();
    await expect(profile.count('Followers')).toHaveText(`${alexFollowers + 1}Followers`);
    await expect(notices.success('You are now following alex')).toBeVisible();
    await profile.count('Followers').click();
    const row = profile.list('Followers of alex').getByRole('listitem').filter({ hasText: me.username });
    await expect(row).toBeVisible();
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(row).toContainText('0 Follower · 0 Post');
    await expectNoAxeViolations(page);
    await shots(page, 'follow-list');
  });

  await test.step('Unfollow from one’s own followings removes the row', async () => {
    await profile.open(undefined, 'followings');
    await expect(profile.count('Following')).toHaveText('1Following');
    const list = profile.list(`Followed by ${me.username}`);
    await list.getByRole('button', { name: 'Unfollow alex' }).click();
    await expect(notices.success('You had just unfollowed alex')).toBeVisible();
    await expect(list).toHaveCount(0);
    await expect(profile.root.getByText('No followings found')).toBeVisible();
    await expect(profile.count('Following')).toHaveText('0Following');
  });

  await test.step('settings: a crop, a refused handle, then a saved bio, handle and picture', async () => {
    await profile.button('Edit profile').click();
    await expect(profile.settings).toBeVisible();
    await expect(profile.settings.getByText(/^App version 1\.12\.29 · API version \S+$/)).toBeVisible();
    await profile.field('Bio (50 characters limit)').fill('Night owl. Vinyl first.');
    await profile.field('Twitter').fill('robin tester');
    await profile.settings.getByLabel('Profile Picture file').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await smallPng(page),
    });
    await expect(profile.settings.getByRole('group', { name: /Picture crop/ })).toBeVisible();
    await shots(page, 'settings-crop');
    await profile.settings.getByRole('button', { name: 'Save Changes' }).click();
    await expect(profile.settings.getByRole('alert')).toContainText('Unsaved profile picture');
    const keep = profile.settings.getByRole('button', { name: 'Save the cropped picture' });
    await keep.click();
    await expect(keep).toBeHidden();
    await profile.settings.getByRole('button', { name: 'Save Changes' }).click();
    await expect(profile.settings.getByText('Field should not have spaces')).toBeVisible();
    await expectNoAxeViolations(page);
    await profile.field('Twitter').fill('robin_t');
    await profile.settings.getByRole('button', { name: 'Save Changes' }).click();
    await expect(notices.success('Settings updated')).toBeVisible();
    await expect(profile.settings).toBeHidden();
    await expect(profile.root.getByText('Night owl. Vinyl first.')).toBeVisible();
    const saved = await myProfile(request, await tokenOf(page));
    expect(saved).toMatchObject({ profile_description: 'Night owl. Vinyl first.', profile_twitter: 'robin_t' });
    expect(String(saved.profile_picture)).toMatch(/^data:image\/png;base64,/);
    expect(String(saved.profile_picture).length).toBeLessThanOrEqual(160_000);
    expect(String(saved.thumbnail_picture).length).toBeLessThanOrEqual(30_000);
    await shots(page, 'own-profile');
  });
});
