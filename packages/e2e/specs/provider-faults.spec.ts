import type { Page, Route } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { Shell } from '../pages/shell';
import { SongSearch } from '../pages/song-search';
import { signUpAndLogIn } from '../support/auth';

// Issue 13 §4: the streaming provider answering errors to the browser's own calls (the song
// search talks to the provider directly). 401: the token is renewed and the call repeated, the
// user sees nothing; 429 and 5xx: an in-place error with Retry, the query kept; 403: the user is
// sent to connect the streaming account again (spec §8). The API's side (a post's track lookup)
// is in packages/api/test/faults.test.ts.

const SEARCH = '**/provider/v1/search?**';
const SAVED = '**/provider/v1/me/tracks?**';

/** Answers the next `times` calls of `pattern` with `status`, then lets them through. */
async function failNext(page: Page, pattern: string, status: number, times = 1): Promise<{ hits: number }> {
  const seen = { hits: 0 };
  await page.route(
    pattern,
    async (route: Route) => {
      seen.hits += 1;
      await route.fulfill({
        status,
        headers: { 'content-type': 'application/json', ...(status === 429 && { 'retry-after': '2' }) },
        body: JSON.stringify({ error: { status, message: `fault ${status}` } }),
      });
    },
    { times },
  );
  return seen;
}

test('the provider answering 401, 429, 5xx and 403 to the song search: renewed, retried or reconnected, the query kept', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const shell = new Shell(page);
  await signUpAndLogIn(page, request);
  await shell.expectDiscover();
  const search = new SongSearch(page);
  const listError = search.dialog.getByRole('alert').filter({ hasText: 'could not be loaded' });

  await test.step('401: the token is renewed and the saved tracks show, nothing said', async () => {
    const refused = await failNext(page, SAVED, 401);
    const renewals: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/provider/accounts/api/token')) renewals.push(r.url());
    });
    await shell.addSongButton.click();
    await search.expectShown();
    await expect(search.savedTracks().first()).toBeVisible();
    expect(refused.hits).toBe(1);
    expect(renewals.length).toBeGreaterThan(0);
    await expect(listError).toHaveCount(0);
  });

  const query = (await search.savedTracks().first().locator('[title]').first().getAttribute('title')) ?? '';
  expect(query).not.toBe('');

  // Each fault searches a spelling of its own: a query answered once is kept, and asked no more.
  const faults: Array<[number, string]> = [
    [429, query],
    [500, query.toLowerCase()],
    [503, query.toUpperCase()],
  ];
  for (const [status, typed] of faults) {
    await test.step(`${status}: retried once, then an in-place error with Retry; the query stays; Retry finds it`, async () => {
      const fault = await failNext(page, SEARCH, status, 20);
      await search.searchBox.fill(typed);
      await search.filter('Track').click();
      await expect(listError).toBeVisible({ timeout: 30_000 });
      await expect(search.searchBox).toHaveValue(typed);
      expect(fault.hits).toBeGreaterThan(1);
      await page.unroute(SEARCH);
      await listError.getByRole('button', { name: 'Retry' }).click();
      await expect(search.results().filter({ hasText: query }).first()).toBeVisible();
      await expect(listError).toHaveCount(0);
      await search.filter('All').click();
    });
  }

  await test.step('403 (a grant withdrawn): the user is asked to connect the streaming account again', async () => {
    const refused = await failNext(page, SEARCH, 403, 5);
    await search.searchBox.fill(`${query} again`);
    await expect(page).toHaveURL(/\/authorize-spotify$/, { timeout: 20_000 });
    expect(refused.hits).toBeGreaterThan(0);
  });
});
