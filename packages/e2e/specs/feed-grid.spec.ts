import { test, expect } from '../support/fixtures';
import { FeedPage } from '../pages/feed-page';
import { signUpAndLogIn } from '../support/auth';

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
