import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { Notices } from '../pages/notices';
import { Shell } from '../pages/shell';
import { SignupPage } from '../pages/signup-page';
import { SongSearch } from '../pages/song-search';
import { signUpAndLogIn } from '../support/auth';
import { newUser } from '../support/users';

// Issue 22 §1: what a person is told when the server refuses. A sign-up refused for too many
// sign-ups from one address says how long to wait; the streaming provider's used-up quota is said
// plainly and not asked again and again. Screenshots at 1440 and 768 when SHOTS_DIR is set.

const SHOTS = process.env.SHOTS_DIR;
const WIDTHS = [1440, 768] as const;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
}

test('a sign-up refused for too many sign-ups says how long to wait, and keeps the form', async ({ page }) => {
  const signup = new SignupPage(page);
  const notices = new Notices(page);
  // The API's own limit (SIGNUP_PER_HOUR) answers this way: DRF's detail and Retry-After.
  let refused = 0;
  await page.route('**/api/v1/register/', async (route) => {
    refused += 1;
    await route.fulfill({
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': '720' },
      body: JSON.stringify({ detail: 'Request was throttled. Expected available in 720 seconds.' }),
    });
  });
  const user = newUser('refused');
  await signup.open();
  await signup.signUp(user);
  await expect(notices.error('Too many requests. Please try again in 12 minutes.')).toBeVisible();
  expect(refused).toBe(1);
  await expect(page).toHaveURL(/\/signup$/);
  await expect(signup.username).toHaveValue(user.username);
  await expect(signup.email).toHaveValue(user.email);
  await expect(signup.submit).toBeEnabled();
  await shoot(page, 'signup-429');
});

test("the streaming provider's used-up quota is said plainly, and no call is repeated", async ({ page, request }) => {
  const shell = new Shell(page);
  await signUpAndLogIn(page, request);
  await shell.expectDiscover();
  // The provider's answer since July 2026 once the app's Development Mode quota is used up.
  const hits = new Map<string, number>();
  await page.route('**/provider/v1/**', async (route) => {
    const url = route.request().url();
    hits.set(url, (hits.get(url) ?? 0) + 1);
    await route.fulfill({
      status: 429,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ error: { status: 429, message: 'Too many requests', reason: 'QUOTA_EXCEEDED' } }),
    });
  });
  const search = new SongSearch(page);
  await shell.addSongButton.click();
  await search.expectShown();
  const notice = new Notices(page).error(/streaming service's usage quota for UpClub is used up/);
  await expect(notice).toBeVisible();
  await expect(notice).toHaveCount(1);
  await search.searchBox.fill('blue');
  // Time for a retry loop to show itself, had there been one.
  await page.waitForTimeout(3000);
  expect(hits.size).toBeGreaterThan(0);
  for (const [url, count] of hits) expect(count, url).toBe(1);
  await expect(notice).toHaveCount(1);
  await shoot(page, 'provider-quota');
});
