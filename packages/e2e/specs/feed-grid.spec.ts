import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { FeedPage } from '../pages/feed-page';
import { signUpAndLogIn, tokenOf } from '../support/auth';

// Issue 8, "Weight": the feed's first page is a plain grid (react-virtuoso is not in the first
// load); scrolling to its end loads the next page and swaps the virtualised grid in, and the swap
// moves nothing: the same cards stay where they were and the page keeps its scroll position.

test('the feed grid turns virtual past its first page without moving a card', async ({ page, request }) => {
  const feed = new FeedPage(page);
  await signUpAndLogIn(page, request);
  await feed.open('/discover');
  // The demo posts fill two pages.
  await expect(feed.cards()).toHaveCount(20);
  await expect(feed.grid).toHaveAttribute('data-grid', 'plain');
  const virtuosoLoaded = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('virtual-post-grid')),
    );
  expect(await virtuosoLoaded()).toBe(false);

  await page.evaluate(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
        (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift' });
  });
  // Keyboard users reach the end too: the focus on the last card's like button scrolls it in.
  const last = feed.cards().nth(19);
  const name = await last.getAttribute('aria-label');
  const like = last.getByRole('button', { name: /^Like \(/ });
  await like.focus();
  await expect(feed.grid).toHaveAttribute('data-grid', 'virtual');
  expect(await virtuosoLoaded()).toBe(true);

  // The card that had the focus has it again, in the same place on the page.
  const card = feed.grid.getByRole('article', { name: name! });
  await expect(card.getByRole('button', { name: /^Like \(/ })).toBeFocused();
  const placeOf = () => card.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const before = await placeOf();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.waitForTimeout(500);
  expect(await placeOf()).toBe(before);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);

  // The second page's cards are there (scrolled to), and the end of the list has no next page.
  await page.keyboard.press('End');
  await expect(feed.cards().last()).toBeVisible();
  await expect(feed.grid).toHaveAttribute('aria-busy', 'false');
});

/** The API's page: a grid's plain first page holds this many cards. */
const API_PAGE_SIZE = 20;

/** A call of the API as the user holding `token`. */
async function api(request: APIRequestContext, token: string, path: string, data?: unknown) {
  const headers = { Authorization: `Token ${token}` };
  const res = data === undefined ? await request.get(path, { headers }) : await request.post(path, { headers, data });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

/** Where a grid's columns are: the list's box and its resolved columns (px), and its first card's box. */
function layoutOf(grid: Locator) {
  return grid.evaluate((section) => {
    const list = section.querySelector('[role="list"]')!;
    const box = list.getBoundingClientRect();
    const card = list.querySelector('[role="listitem"]')!.getBoundingClientRect();
    return {
      left: box.left,
      width: box.width,
      columns: getComputedStyle(list).gridTemplateColumns,
      cardWidth: card.width,
      cardHeight: card.height,
    };
  });
}

/** The grid's layout on its plain first page, then (scrolled to its end, back at the top) virtualised. */
async function bothLayouts(page: Page, grid: Locator) {
  await expect(grid).toHaveAttribute('data-grid', 'plain');
  await expect(grid.getByRole('listitem')).toHaveCount(API_PAGE_SIZE);
  const plain = await layoutOf(grid);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(grid).toHaveAttribute('data-grid', 'virtual');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  return { plain, virtual: await layoutOf(grid) };
}

// The plain first page and the virtualised grid that takes over lay out by one column rule: the
// same columns and card sizes on every page with a post grid, wide and narrow, so the swap moves
// nothing (a profile's five a row included).
test('the plain and the virtualised grid lay out alike on the feed, a club and a profile', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const me = await signUpAndLogIn(page, request);
  const token = await tokenOf(page);
  const feed = (await api(request, token, '/api/v1/getallfeed/new')) as { results: Array<{ song: string }> };
  const song = feed.results[0].song;
  const clubName = `Grid ${Date.now().toString(36)}`;
  const club = (await api(request, token, '/api/v1/createclub/', { club_name: clubName })).club as number;
  // More than a page on the profile (its own posts) and on the club (the posts into it).
  for (let i = 0; i < API_PAGE_SIZE + 2; i += 1) {
    await api(request, token, '/api/v1/postsong/', { song, comment: `Own ${i}`, mentions: [], post_type: 2 });
    await api(request, token, '/api/v1/postsong/', { song, comment: `Club ${i}`, mentions: [], post_type: 2, club });
  }

  const pages = [
    { path: '/discover', grid: page.getByRole('region', { name: 'Discover posts' }) },
    { path: `/clubs/${club}`, grid: page.getByRole('region', { name: `${clubName} posts` }) },
    { path: `/profile/${me.username}`, grid: page.getByRole('region', { name: `${me.username} posts` }), perRow: 5 },
  ];
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 900 });
    for (const { path, grid, perRow } of pages) {
      await test.step(`${path} at ${width} px`, async () => {
        await page.goto(path);
        const { plain, virtual } = await bothLayouts(page, grid);
        expect(virtual, `${path} at ${width} px`).toEqual(plain);
        if (perRow && width === 1440) expect(plain.columns.split(' ')).toHaveLength(perRow);
      });
    }
  }
});
